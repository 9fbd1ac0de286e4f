import Foundation
import InfiniteStoriesModels
import TerminalUI
import ViewState

/// A reading journey with a 5-day streak ending today (2026-01-05, a Monday), a longer streak
/// in December, gaps, a day under half a minute, four heroes (one without listening) and
/// milestones part reached.
enum JourneyFixtures {
    static let today = "2026-01-05"

    /// Minutes of the listened days, by days before today.
    static let minutesByDaysAgo: [Int: Int] = [
        0: 12, 1: 3, 2: 25, 3: 40, 4: 7,                   // the current streak
        6: 18, 9: 2,                                        // gaps
        14: 9, 15: 14, 16: 33, 17: 5, 18: 11, 19: 21, 20: 8, // the longest streak (7 days)
        28: 16, 45: 30, 60: 6, 90: 45, 120: 12, 200: 4, 300: 20,
    ]

    static func activity() -> ListeningActivity {
        let end = CalendarDay(today)!
        let days = (0..<365).reversed().map { ago -> ListeningActivity.Day in
            let (y, m, d) = end.adding(days: -ago).components
            let date = String(format: "%04d-%02d-%02d", y, m, d)
            return ListeningActivity.Day(date: date, minutes: minutesByDaysAgo[ago] ?? 0)
        }
        return ListeningActivity(range: "year", timezone: "Europe/Paris", startDate: days.first!.date, endDate: today,
                                 activity: days)
    }

    static func data() -> JourneyData {
        let summary = AnalyticsSummary(totalStoriesListened: 14, totalListeningTimeMinutes: 341, currentStreak: 5,
                                       longestStreak: 7, favoriteStoriesCount: 3, lastListeningDate: today)
        let heroes = [
            HeroAnalytics(heroId: "h4", heroName: "Nobody Yet", avatarUrl: nil, storiesCount: 0, totalListeningMinutes: 0,
                          isMostActive: false),
            HeroAnalytics(heroId: "h1", heroName: "Luna", avatarUrl: nil, storiesCount: 6, totalListeningMinutes: 182,
                          isMostActive: true),
            HeroAnalytics(heroId: "h2", heroName: "Captain Whiskers the Brave", avatarUrl: nil, storiesCount: 5,
                          totalListeningMinutes: 121, isMostActive: false),
            HeroAnalytics(heroId: "h3", heroName: "Pip", avatarUrl: nil, storiesCount: 3, totalListeningMinutes: 38,
                          isMostActive: false),
        ]
        let milestone = { (id: String, category: String, title: String, description: String, unlocked: Bool,
                           progress: Int?, target: Int?) -> Milestone in
            Milestone(id: id, category: category, title: title, description: description, emoji: nil, unlocked: unlocked,
                      unlockedAt: unlocked ? Date(timeIntervalSince1970: 1_766_000_000) : nil, progress: progress,
                      target: target, percentage: progress.flatMap { p in target.map { min(100, p * 100 / $0) } })
        }
        let milestones = [
            milestone("first_story", "stories", "First Story", "Listen to your first story", true, nil, nil),
            milestone("stories_10", "stories", "Story Explorer", "Listen to 10 stories", true, nil, nil),
            milestone("stories_50", "stories", "Story Adventurer", "Listen to 50 stories", false, 14, 50),
            milestone("stories_100", "stories", "Story Master", "Listen to 100 stories", false, 14, 100),
            milestone("time_60", "listening_time", "Hour of Stories", "Listen for 1 hour total", true, nil, nil),
            milestone("time_600", "listening_time", "Ten Hours", "Listen for 10 hours total", false, 341, 600),
            milestone("streak_3", "streaks", "Three in a Row", "Listen 3 days in a row", true, nil, nil),
            milestone("streak_7", "streaks", "Week of Stories", "Listen 7 days in a row", true, nil, nil),
            milestone("streak_30", "streaks", "Month of Stories", "Listen 30 days in a row", false, 7, 30),
        ]
        let report = Milestone.Report(milestones: milestones, summary: .init(totalMilestones: 9, unlockedCount: 5,
                                                                             nextMilestoneId: "time_600"))
        let insights = ListeningInsights(averageStoryLengthMinutes: 6.5, averageListensPerStory: 2.1,
                                         preferredListeningHour: 19, preferredListeningPeriod: "evening",
                                         mostListenedStory: .init(storyId: "s1", title: "The Moon Garden", playCount: 6),
                                         totalUniqueStoriesListened: 14)
        return JourneyData(summary: summary, activity: activity(), heroes: heroes, milestones: report, insights: insights)
    }

    /// A new user's journey as the server answers it: yesterday and today 100 s each of one
    /// story of Luna's (2 minutes a day, 3 minutes together), seconds sent beside the minutes.
    static func newUser() -> JourneyData {
        let end = CalendarDay(today)!
        let days = (0..<365).reversed().map { ago -> ListeningActivity.Day in
            let (y, m, d) = end.adding(days: -ago).components
            let seconds = ago < 2 ? 100 : 0
            return ListeningActivity.Day(date: String(format: "%04d-%02d-%02d", y, m, d),
                                         minutes: ListeningTime.minutes(seconds: seconds), seconds: seconds)
        }
        let summary = AnalyticsSummary(totalStoriesListened: 1, totalListeningTimeMinutes: ListeningTime.minutes(seconds: 200),
                                       currentStreak: 2, longestStreak: 2, favoriteStoriesCount: 0, lastListeningDate: today,
                                       totalListeningTimeSeconds: 200)
        let heroes = [HeroAnalytics(heroId: "h1", heroName: "Luna", avatarUrl: nil, storiesCount: 1,
                                    totalListeningMinutes: ListeningTime.minutes(seconds: 200), isMostActive: true,
                                    totalListeningSeconds: 200)]
        let milestones = [
            Milestone(id: "FIRST_STORY", category: "stories", title: "First Story", description: "Listen to your first story",
                      emoji: nil, unlocked: true, unlockedAt: Date(timeIntervalSince1970: 1_767_571_200)),
            Milestone(id: "LISTENING_1H", category: "listening_time", title: "One Hour of Stories",
                      description: "Listen to 1 hour of stories", emoji: nil, unlocked: false, unlockedAt: nil, progress: 200,
                      target: 3600, percentage: 6),
        ]
        return JourneyData(
            summary: summary,
            activity: ListeningActivity(range: "year", timezone: "Europe/Paris", startDate: days.first!.date, endDate: today,
                                        activity: days),
            heroes: heroes,
            milestones: Milestone.Report(milestones: milestones, summary: .init(totalMilestones: 2, unlockedCount: 1,
                                                                                  nextMilestoneId: "LISTENING_1H")),
            insights: ListeningInsights(averageStoryLengthMinutes: nil, averageListensPerStory: 2, preferredListeningHour: 19,
                                        preferredListeningPeriod: "evening", mostListenedStory: nil,
                                        totalUniqueStoriesListened: 1))
    }

    /// The main screen on the journey, its data loaded.
    static func journey(_ size: TerminalSize, scrolls: Int = 0, data: JourneyData = data()) -> AppState {
        var state = Fixtures.state(size, [Fixtures.key(.character("J"))], from: Fixtures.main(size))
        _ = reduce(&state, .journey(.loaded(data, requestID: state.journey.requestID)))
        for _ in 0..<scrolls { _ = reduce(&state, Fixtures.key(.pageDown)) }
        return state
    }

    /// The journey before its data arrived.
    static func loading(_ size: TerminalSize) -> AppState {
        Fixtures.state(size, [Fixtures.key(.character("J"))], from: Fixtures.main(size))
    }
}
