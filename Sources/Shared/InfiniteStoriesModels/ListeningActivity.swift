import Foundation

/// `GET /api/v1/analytics/activity` (UPSTREAM.md §3.8): minutes listened per day of the user's
/// time zone, every day of the range present (0 when nothing was played), oldest first.
public struct ListeningActivity: Codable, Sendable, Equatable {
    /// One day of the range.
    public struct Day: Codable, Sendable, Equatable {
        /// `YYYY-MM-DD`.
        public var date: String
        /// `ListeningTime.minutes` of `seconds`.
        public var minutes: Int
        /// Ours (upstream sends none): the day's listened seconds, for totals over several days
        /// rounded once.
        public var seconds: Int?

        public init(date: String, minutes: Int, seconds: Int? = nil) {
            self.date = date
            self.minutes = minutes
            self.seconds = seconds
        }
    }

    /// `week`, `month`, `year` or `all`.
    public var range: String
    public var timezone: String
    public var startDate: String
    public var endDate: String
    public var activity: [Day]

    public init(range: String, timezone: String, startDate: String, endDate: String, activity: [Day]) {
        self.range = range
        self.timezone = timezone
        self.startDate = startDate
        self.endDate = endDate
        self.activity = activity
    }
}
