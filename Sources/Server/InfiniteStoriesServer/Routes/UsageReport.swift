import Foundation

/// The body of `GET /api/v1/user/usage` (UPSTREAM.md §3.11, plus what each operation used).
struct UsageReport: Codable, Sendable {
    struct Period: Codable, Sendable {
        var startDate: Date
        var endDate: Date
    }

    struct Summary: Codable, Sendable {
        var totalRequests: Int
        var successfulRequests: Int
        var failedRequests: Int
        /// Percent, one decimal.
        var successRate: Double
        var totalCost: Double
        var totalTokens: Int
    }

    struct Operation: Codable, Sendable {
        var operation: String
        var totalRequests: Int
        var successfulRequests: Int
        var failedRequests: Int
        var totalCost: Double
        var totalTokens: Int
        /// Milliseconds.
        var averageDuration: Double
        var characters: Int
        var images: Int
        var fellBackOffline: Int
    }

    struct Limit: Codable, Sendable {
        var remaining: Int
        var limit: Int
        var resetAt: Date
    }

    struct UserStats: Codable, Sendable {
        var totalStoriesGenerated: Int
        var totalAudioGenerated: Int
        var totalIllustrationsGenerated: Int
        var lastStoryGeneratedAt: Date?
    }

    var period: Period
    var summary: Summary
    var byOperation: [Operation]
    var rateLimits: [String: Limit]
    var userStats: UserStats
}
