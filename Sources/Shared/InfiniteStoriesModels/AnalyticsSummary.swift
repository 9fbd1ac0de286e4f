import Foundation

/// `GET /api/v1/analytics/summary` (UPSTREAM.md §3.8): the reading journey's totals and streaks,
/// days counted in the user's time zone.
public struct AnalyticsSummary: Codable, Sendable, Equatable {
    /// Distinct stories with a listen (a session with at least a second of sound).
    public var totalStoriesListened: Int
    /// `ListeningTime.minutes` of `totalListeningTimeSeconds`.
    public var totalListeningTimeMinutes: Int
    /// Ours (upstream sends none): the listens' seconds, so a client can add them to other
    /// seconds and round once, instead of adding figures each rounded on its own.
    public var totalListeningTimeSeconds: Int?
    /// Consecutive listening days ending today, or yesterday while today has no listen yet.
    public var currentStreak: Int
    public var longestStreak: Int
    public var favoriteStoriesCount: Int
    /// `YYYY-MM-DD` in the time zone, or nil before any listen.
    public var lastListeningDate: String?

    public init(totalStoriesListened: Int, totalListeningTimeMinutes: Int, currentStreak: Int, longestStreak: Int,
                favoriteStoriesCount: Int, lastListeningDate: String?, totalListeningTimeSeconds: Int? = nil) {
        self.totalStoriesListened = totalStoriesListened
        self.totalListeningTimeMinutes = totalListeningTimeMinutes
        self.totalListeningTimeSeconds = totalListeningTimeSeconds
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
        self.favoriteStoriesCount = favoriteStoriesCount
        self.lastListeningDate = lastListeningDate
    }

    private enum CodingKeys: String, CodingKey {
        case totalStoriesListened, totalListeningTimeMinutes, currentStreak, longestStreak, favoriteStoriesCount
        case lastListeningDate, totalListeningTimeSeconds
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
        try container.encodeIfPresent(totalListeningTimeSeconds, forKey: .totalListeningTimeSeconds)
    }
}
