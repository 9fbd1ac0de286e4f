import InfiniteStoriesModels

/// The five answers of the reading journey, loaded together so the section never shows one
/// day's totals beside another day's heat map.
public struct JourneyData: Sendable, Equatable {
    public var summary: AnalyticsSummary
    /// A year of minutes per day (`range=year`), oldest first; the last day is today in the
    /// user's time zone.
    public var activity: ListeningActivity
    /// Newest hero first, as the server answers.
    public var heroes: [HeroAnalytics]
    public var milestones: Milestone.Report
    public var insights: ListeningInsights

    public init(summary: AnalyticsSummary, activity: ListeningActivity, heroes: [HeroAnalytics],
                milestones: Milestone.Report, insights: ListeningInsights) {
        self.summary = summary
        self.activity = activity
        self.heroes = heroes
        self.milestones = milestones
        self.insights = insights
    }
}
