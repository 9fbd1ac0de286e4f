import Foundation

/// One listen of a story's narration as a client reported it (`/api/v1/analytics/sessions`,
/// UPSTREAM.md §3.8): when it started and ended, the seconds actually played (pauses excluded)
/// and whether it reached the end. The reading journey is computed from these.
public struct ListeningSession: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var userId: String
    public var storyId: String
    public var startedAt: Date
    public var endedAt: Date?
    /// Whole seconds played.
    public var duration: Int?
    public var completed: Bool
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, userId: String, storyId: String, startedAt: Date, endedAt: Date? = nil,
                duration: Int? = nil, completed: Bool = false, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.userId = userId
        self.storyId = storyId
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.duration = duration
        self.completed = completed
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    // Absent values are written as null, as the existing backend (Prisma) writes them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(userId, forKey: .userId)
        try container.encode(storyId, forKey: .storyId)
        try container.encode(startedAt, forKey: .startedAt)
        try container.encode(endedAt, forKey: .endedAt)
        try container.encode(duration, forKey: .duration)
        try container.encode(completed, forKey: .completed)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}

/// Body of `POST /api/v1/analytics/sessions`.
public struct ListeningSessionReport: Codable, Sendable, Equatable {
    public var storyId: String
    public var startedAt: Date
    public var endedAt: Date?
    public var duration: Int?
    public var completed: Bool

    public init(storyId: String, startedAt: Date, endedAt: Date? = nil, duration: Int? = nil, completed: Bool = false) {
        self.storyId = storyId
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.duration = duration
        self.completed = completed
    }
}

/// `{"sessions": [...], "pagination": {...}}`.
public struct ListeningSessionPage: Codable, Sendable, Equatable {
    public var sessions: [ListeningSession]
    public var pagination: Pagination

    public init(sessions: [ListeningSession], pagination: Pagination) {
        self.sessions = sessions
        self.pagination = pagination
    }
}
