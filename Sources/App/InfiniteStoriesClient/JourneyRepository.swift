import InfiniteStoriesModels

/// The reading journey (`/api/v1/analytics/summary|activity|heroes|milestones|insights`):
/// listening statistics the server computes in the user's time zone.
///
/// Days only mean something in a time zone, so every implementation sends one (the app sends the
/// computer's); the server would otherwise fall back to the profile's, then UTC.
public protocol JourneyRepository: Sendable {
    /// Totals and the current and longest streak.
    func summary() async throws -> AnalyticsSummary
    /// Minutes per day over `range` (`week`, `month`, `year` or `all`), oldest day first.
    func activity(range: String) async throws -> ListeningActivity
    /// Every hero with the minutes listened to its stories, newest hero first.
    func heroes() async throws -> [HeroAnalytics]
    /// The ten milestones, reached or with their progress, and which one is next.
    func milestones() async throws -> Milestone.Report
    /// Habits: preferred hour, most played story, averages.
    func insights() async throws -> ListeningInsights
}
