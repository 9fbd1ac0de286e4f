import Foundation

/// `GET /api/v1/analytics/summary` (UPSTREAM.md §3.8): the reading journey's totals and streaks,
/// days counted in the user's time zone.
public struct AnalyticsSummary: Codable, Sendable, Equatable {
    /// Distinct stories with a completed listen.
    public var totalStoriesListened: Int
    /// Completed listens' seconds over 60, rounded.
    public var totalListeningTimeMinutes: Int
    /// Consecutive listening days ending today, or yesterday while today has no listen yet.
    public var currentStreak: Int
    public var longestStreak: Int
    public var favoriteStoriesCount: Int
    /// `YYYY-MM-DD` in the time zone, or nil before any completed listen.
    public var lastListeningDate: String?

    public init(totalStoriesListened: Int, totalListeningTimeMinutes: Int, currentStreak: Int, longestStreak: Int,
                favoriteStoriesCount: Int, lastListeningDate: String?) {
        self.totalStoriesListened = totalStoriesListened
        self.totalListeningTimeMinutes = totalListeningTimeMinutes
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
        self.favoriteStoriesCount = favoriteStoriesCount
        self.lastListeningDate = lastListeningDate
    }

    private enum CodingKeys: String, CodingKey {
        case totalStoriesListened, totalListeningTimeMinutes, currentStreak, longestStreak, favoriteStoriesCount
        case lastListeningDate
    }

    // `lastListeningDate` is always present (null before any listen), as upstream writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(totalStoriesListened, forKey: .totalStoriesListened)
        try container.encode(totalListeningTimeMinutes, forKey: .totalListeningTimeMinutes)
        try container.encode(currentStreak, forKey: .currentStreak)
        try container.encode(longestStreak, forKey: .longestStreak)
        try container.encode(favoriteStoriesCount, forKey: .favoriteStoriesCount)
        try container.encode(lastListeningDate, forKey: .lastListeningDate)
    }
}
