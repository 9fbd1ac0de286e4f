import InfiniteStoriesModels

/// Tonight's queue of the signed-in user (`/api/v1/queue`, docs/contract-notes.md): what the
/// view-state layer uses. The server keeps it, so every terminal of the account sees one queue.
public protocol QueueRepository: Sendable {
    /// One page, in play order.
    func list(limit: Int, offset: Int) async throws -> QueuePage
    /// Puts the story at the end (where it stays when already queued); `ClientError` 404 when it
    /// is not the user's, 409 `QueueFull` when the queue is full.
    func add(storyID: String) async throws -> QueueItem
    /// Takes the story out; a 404 when it was not queued.
    func remove(storyID: String) async throws
    /// The queue in the order of `storyIDs`, which must be exactly the queued stories: a 409
    /// (`QueueChanged`) when another terminal changed the queue meanwhile.
    func reorder(storyIDs: [String]) async throws -> QueuePage
    /// Empties the queue; answers how many stories it held.
    func clear() async throws -> Int
}
