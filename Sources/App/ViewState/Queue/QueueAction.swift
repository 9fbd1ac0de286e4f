import InfiniteStoriesClient
import InfiniteStoriesModels

/// Tonight's queue: the server's answers, and the pause between two stories.
public enum QueueAction: Sendable, Equatable {
    case loaded(QueuePage)
    case loadFailed(ClientError)
    /// `+`'s answer: the story's item, in its place (it may have been queued already).
    case added(QueueItem)
    case addFailed(storyID: String, ClientError)
    case removed(storyID: String)
    /// The server's queue after a reorder.
    case reordered(QueuePage)
    /// A change the server refused (a reorder against a queue changed elsewhere, a removal of
    /// a story no longer queued): the queue is loaded again.
    case changeFailed(ClientError)
    /// The pause between two stories is over: `storyID` plays now, unless the queue stopped.
    case pauseOver(storyID: String)
}
