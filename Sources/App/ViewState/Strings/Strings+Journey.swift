import Foundation

/// The reading journey section.
extension Strings {
    // MARK: Reading journey

    public static let journeyLoading = "Loading your reading journey..."
    public static let keyJourneyRefreshHelp = "Load the journey again"
    public static func journeyLoadFailed(_ reason: String) -> String { "The journey could not be loaded: \(reason)" }
    public static let journeyRetry = "Press r to try again."
    public static func journeyMinutes(_ minutes: Int) -> String { "\(minutes) min listened" }
    public static func journeyStories(_ count: Int) -> String { count == 1 ? "1 story" : "\(count) stories" }
    public static func journeyCurrentStreak(_ days: Int) -> String {
        days == 1 ? "Streak: 1 day" : "Streak: \(days) days"
    }
    public static func journeyLongestStreak(_ days: Int) -> String {
        days == 1 ? "Longest: 1 day" : "Longest: \(days) days"
    }
    public static func journeyFavorites(_ count: Int) -> String { count == 1 ? "1 favourite" : "\(count) favourites" }
    public static func journeyPreferredTime(_ period: String, hour: Int?) -> String {
        let names = ["morning": "mornings", "afternoon": "afternoons", "evening": "evenings", "night": "at night"]
        let when = names[period] ?? period
        return hour.map { "Listens \(when) (\($0 < 10 ? "0" : "")\($0):00)" } ?? "Listens \(when)"
    }
    public static func journeyMostPlayed(_ title: String, plays: Int) -> String {
        plays == 1 ? "Most played: \(title) (1 play)" : "Most played: \(title) (\(plays) plays)"
    }
    public static let journeyCalendarTitle = "Listening days"
    public static let journeyWeekdays = ["Mon", "", "Wed", "", "Fri", "", ""]
    public static let journeyMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    public static let journeyLess = "Less"
    public static let journeyMore = "More"
    public static func journeyToday(_ minutes: Int) -> String { "Today: \(minutes) min" }
    public static let journeyChartTitle = "Last 30 days"
    public static func journeyChartTotal(_ minutes: Int) -> String { "\(minutes) min" }
    public static func journeyChartScale(_ minutes: Int) -> String { "\(minutes)m" }
    public static let journeyChartStart = "30 days ago"
    public static let journeyChartEnd = "today"
    public static let journeyHeroesTitle = "Heroes"
    public static let journeyNoHeroes = "No heroes yet."
    public static func journeyHeroMinutes(_ minutes: Int) -> String { "\(minutes) min" }
    public static let journeyMostActive = "★"
    public static let journeyMostActiveASCII = "*"
    public static func journeyMoreHeroes(_ count: Int) -> String { count == 1 ? "and 1 more hero" : "and \(count) more heroes" }
    public static func journeyMilestonesTitle(_ unlocked: Int, of total: Int) -> String { "Milestones \(unlocked)/\(total)" }
    public static let journeyNoMilestones = "No milestones."
    public static func journeyNextMilestone(_ description: String) -> String { "Next: \(description)" }
    public static let journeyUnlocked = "reached"
}
