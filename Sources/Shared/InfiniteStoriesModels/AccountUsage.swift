import Foundation

/// The parts of `GET /api/v1/user/usage` (UPSTREAM.md §3.11) a client shows: the hourly limits
/// per operation and the totals written so far. Named apart from the server's own report type,
/// which holds every figure of the period.
public struct AccountUsage: Codable, Sendable, Equatable {
    /// One limited operation this hour: `limit` in all, `remaining` left until `resetAt`.
    public struct Limit: Codable, Sendable, Equatable {
        public var remaining: Int
        public var limit: Int
        public var resetAt: Date

        public init(remaining: Int, limit: Int, resetAt: Date) {
            self.remaining = remaining
            self.limit = limit
            self.resetAt = resetAt
        }

        /// Used this hour.
        public var used: Int { max(0, limit - remaining) }
    }

    /// What the account made, read from the stories themselves.
    public struct UserStats: Codable, Sendable, Equatable {
        public var totalStoriesGenerated: Int
        public var totalAudioGenerated: Int
        public var totalIllustrationsGenerated: Int
        public var lastStoryGeneratedAt: Date?

        public init(totalStoriesGenerated: Int, totalAudioGenerated: Int, totalIllustrationsGenerated: Int,
                    lastStoryGeneratedAt: Date? = nil) {
            self.totalStoriesGenerated = totalStoriesGenerated
            self.totalAudioGenerated = totalAudioGenerated
            self.totalIllustrationsGenerated = totalIllustrationsGenerated
            self.lastStoryGeneratedAt = lastStoryGeneratedAt
        }
    }

    /// The operations' wire names, in the order they are shown.
    public static let storyOperation = "story_generation"
    public static let audioOperation = "audio_generation"
    public static let avatarOperation = "avatar_generation"
    public static let illustrationOperation = "illustration_generation"

    /// Per operation name (`story_generation`, ...); empty when the server sets no limits.
    public var rateLimits: [String: Limit]
    public var userStats: UserStats

    public init(rateLimits: [String: Limit], userStats: UserStats) {
        self.rateLimits = rateLimits
        self.userStats = userStats
    }
}
