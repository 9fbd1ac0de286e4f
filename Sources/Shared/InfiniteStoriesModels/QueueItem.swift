import Foundation

/// One story in tonight's queue (`GET /api/v1/queue`, docs/contract-notes.md): where it is in
/// the queue (0 plays first), when it was added, and the story as the lists send it, without
/// its text (`content` empty, `contentTruncated` true when it has one: the reader fetches it).
public struct QueueItem: Codable, Sendable, Equatable {
    public var storyId: String
    public var position: Int
    public var addedAt: Date
    public var story: Story

    public init(storyId: String, position: Int, addedAt: Date, story: Story) {
        self.storyId = storyId
        self.position = position
        self.addedAt = addedAt
        self.story = story
    }
}

/// A page of tonight's queue, in play order.
public struct QueuePage: Codable, Sendable, Equatable {
    public var items: [QueueItem]
    public var pagination: Pagination

    public init(items: [QueueItem], pagination: Pagination) {
        self.items = items
        self.pagination = pagination
    }
}

/// `DELETE /api/v1/queue`: how many stories the queue held.
public struct QueueCleared: Codable, Sendable, Equatable {
    public var removed: Int

    public init(removed: Int) { self.removed = removed }
}
