import Foundation

/// Tonight's queue (issue 29, docs/contract-notes.md): the stories a user wants played in turn,
/// kept on the server so every terminal of the account sees the same one and it survives
/// restarts. A story deleted anywhere leaves the queue with it.
protocol QueueStore: Sendable {
    /// A page of the user's queue in play order, with how many stories it holds.
    func queue(userID: String, limit: Int, offset: Int) async throws -> (entries: [QueueEntryRecord], total: Int)

    /// Puts one of the user's stories at the end of the queue (where it stays when already there).
    func enqueue(storyID: String, userID: String, at date: Date, capacity: Int) async throws -> QueueAddition

    /// Takes the story out of the user's queue; false when it was not in it.
    func dequeue(storyID: String, userID: String) async throws -> Bool

    /// Puts the queue in the order of `storyIDs`, which must name exactly the queued stories;
    /// false (nothing changed) when they do not: the queue changed since the client read it.
    func reorderQueue(userID: String, storyIDs: [String]) async throws -> Bool

    /// Empties the user's queue; answers how many stories it held.
    func clearQueue(userID: String) async throws -> Int
}

/// One queued story, with the story as the lists show it.
struct QueueEntryRecord: Sendable, Equatable {
    var story: StoryRecord
    var addedAt: Date
}

/// What `QueueStore.enqueue` did.
enum QueueAddition: Sendable, Equatable {
    case added(QueueEntryRecord)
    /// It was queued already: the entry as it is, in its place.
    case alreadyQueued(QueueEntryRecord)
    /// No story of the user's has that id.
    case noSuchStory
    /// The queue holds `capacity` stories already.
    case full
}
