/// Tonight's queue's work, done by `EffectRunner+Queue`.
public enum QueueEffect: Sendable, Equatable {
    case load
    case add(storyID: String)
    case remove(storyID: String)
    case reorder(storyIDs: [String])
    /// Waits the pause between two stories, then posts `.pauseOver(storyID)`.
    case pauseBeforeNext(storyID: String, seconds: Double)
}
