import Foundation

/// The `{"data": ..., "message"?: ...}` wrapper every `/api/v1` success answer uses.
public struct Envelope<Payload: Codable & Sendable>: Codable, Sendable {
    public var data: Payload
    public var message: String?

    public init(data: Payload, message: String? = nil) {
        self.data = data
        self.message = message
    }
}

/// Paging facts that travel inside list payloads.
public struct Pagination: Codable, Sendable, Equatable {
    public var total: Int
    public var limit: Int
    public var offset: Int
    public var hasMore: Bool

    public init(total: Int, limit: Int, offset: Int, hasMore: Bool) {
        self.total = total
        self.limit = limit
        self.offset = offset
        self.hasMore = hasMore
    }
}

/// `{"heroes": [...], "pagination": {...}}`.
public struct HeroPage: Codable, Sendable, Equatable {
    public var heroes: [Hero]
    public var pagination: Pagination

    public init(heroes: [Hero], pagination: Pagination) {
        self.heroes = heroes
        self.pagination = pagination
    }
}

/// `{"stories": [...], "pagination": {...}}`.
public struct StoryPage: Codable, Sendable, Equatable {
    public var stories: [Story]
    public var pagination: Pagination

    public init(stories: [Story], pagination: Pagination) {
        self.stories = stories
        self.pagination = pagination
    }
}

/// The body of a DELETE answer: `{"id": ...}`.
public struct DeletedObject: Codable, Sendable, Equatable {
    public var id: String

    public init(id: String) { self.id = id }
}
