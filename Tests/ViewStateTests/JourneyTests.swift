import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import Testing
import TerminalUI
@testable import ViewState

/// The reading journey section: when it loads, which answers it keeps, how it scrolls.
@Suite("Reading journey")
struct JourneyTests {
    static func data(days: Int = 365, heroes: Int = 3) -> JourneyData {
        let end = CalendarDay("2026-01-05")!
        let activity = (0..<days).reversed().map { ago -> ListeningActivity.Day in
            let (y, m, d) = end.adding(days: -ago).components
            return ListeningActivity.Day(date: String(format: "%04d-%02d-%02d", y, m, d), minutes: ago % 3 == 0 ? ago % 40 : 0)
        }
        return JourneyData(
            summary: AnalyticsSummary(totalStoriesListened: 4, totalListeningTimeMinutes: 90, currentStreak: 1,
                                      longestStreak: 2, favoriteStoriesCount: 0, lastListeningDate: "2026-01-05"),
            activity: ListeningActivity(range: "year", timezone: "UTC", startDate: activity[0].date, endDate: "2026-01-05",
                                        activity: activity),
            heroes: (0..<heroes).map { HeroAnalytics(heroId: "h\($0)", heroName: "Hero \($0)", avatarUrl: nil, storiesCount: 1,
                                                     totalListeningMinutes: $0 * 10, isMostActive: $0 == heroes - 1) },
            milestones: Milestone.Report(milestones: [], summary: .init(totalMilestones: 0, unlockedCount: 0)),
            insights: ListeningInsights())
    }

    static func onJourney(size: TerminalSize = TerminalSize(width: 120, height: 40)) -> Driver {
        var driver = Driver.main(size: size)
        driver.press(.character("J"))
        driver.send(.journey(.loaded(data(), requestID: driver.state.journey.requestID)))
        return driver
    }

    @Test func openingTheJourneyLoadsItAndRefreshLoadsItAgain() {
        var driver = Driver.main()
        let effects = driver.press(.character("J"))
        #expect(driver.state.section == .journey)
        #expect(effects.contains(.loadJourney(requestID: 1)))
        #expect(driver.state.journey.isLoading)
        driver.send(.journey(.loaded(Self.data(), requestID: 1)))
        #expect(driver.state.journey.data == Self.data())
        #expect(!driver.state.journey.isLoading)
        #expect(driver.press(.character("r")).contains(.loadJourney(requestID: 2)))
        // Back to the library and in again: fresh data each time.
        driver.press(.escape)
        #expect(driver.state.section == .library)
        #expect(driver.press(.character("J")).contains(.loadJourney(requestID: 3)))
    }

    @Test func anOlderAnswerIsDroppedAndAFailureKeepsTheDataOnScreen() {
        var driver = Self.onJourney()
        driver.press(.character("r"))
        let current = driver.state.journey.requestID
        var other = Self.data()
        other.summary.currentStreak = 99
        driver.send(.journey(.loaded(other, requestID: current - 1)))
        #expect(driver.state.journey.data?.summary.currentStreak == 1, "the older request's answer is dropped")
        driver.send(.journey(.loadFailed(.rejected(status: 500, serverMessage: "boom"), requestID: current)))
        #expect(driver.state.journey.data == Self.data())
        #expect(driver.state.journey.loadError != nil)
        #expect(!driver.state.journey.isLoading)
        driver.send(.journey(.loaded(Self.data(), requestID: current)))
        #expect(driver.state.journey.loadError == nil)
    }

    @Test func aReportedListenReloadsTheJourneyOnlyWhereItShows() {
        var driver = Self.onJourney()
        #expect(driver.send(.media(.listeningReported)) == [.loadJourney(requestID: driver.state.journey.requestID)])
        driver.press(.escape)
        #expect(driver.send(.media(.listeningReported)).isEmpty)
    }

    @Test func narrowTerminalsScrollWithinTheContent() {
        var driver = Self.onJourney(size: TerminalSize(width: 60, height: 20))
        let viewport = JourneyLayout.viewport(inMainArea: driver.state.layout.mainArea)
        let maximum = JourneyLayout(journey: driver.state.journey, width: viewport.width)
            .maximumScroll(viewportHeight: viewport.height)
        #expect(maximum > 0)
        driver.press(.character("k"))
        #expect(driver.state.journey.scroll == 0, "not above the top")
        driver.press(.character("j"), .down)
        #expect(driver.state.journey.scroll == 2)
        driver.press(.pageDown)
        #expect(driver.state.journey.scroll == min(maximum, 2 + viewport.height - 1))
        for _ in 0..<20 { driver.press(.pageDown) }
        #expect(driver.state.journey.scroll == maximum, "not past the end")
        driver.press(.pageUp)
        #expect(driver.state.journey.scroll == max(0, maximum - (viewport.height - 1)))
        driver.press(.character("G"))
        #expect(driver.state.journey.scroll == maximum)
        driver.press(.character("g"))
        #expect(driver.state.journey.scroll == 0)
        // A taller terminal has less to scroll: the next key starts from the new end.
        driver.press(.character("G"))
        driver.send(.input(.resize(width: 60, height: 60)))
        driver.press(.character("k"))
        let tall = JourneyLayout.viewport(inMainArea: driver.state.layout.mainArea)
        let newMaximum = JourneyLayout(journey: driver.state.journey, width: tall.width)
            .maximumScroll(viewportHeight: tall.height)
        #expect(driver.state.journey.scroll == max(0, newMaximum - 1))
    }

    @Test func theFooterAndHelpComeFromTheKeyMap() {
        let hints = KeyMap.footerHints(for: .journey).map(\.label)
        #expect(hints.contains(Strings.keyScroll))
        #expect(hints.contains(Strings.keyRefresh))
        let keys = KeyMap.bindings(for: .journey).flatMap(\.keys)
        #expect(keys.count == Set(keys).count, "each key bound once")
        #expect(KeyMap.command(for: .character("r"), in: .journey) == .refresh)
        #expect(KeyMap.command(for: .pageDown, in: .journey) == .pageDown)
    }

    @Test func heatMapLevelsAndRankingFollowTheMinutes() {
        #expect([0, 1, 5, 6, 15, 16, 30, 31, 500].map(JourneyState.level(forMinutes:)) == [0, 1, 1, 2, 2, 3, 3, 4, 4])
        var journey = JourneyState()
        var data = Self.data()
        // Today had a listen shorter than half a minute: 0 minutes, still a listening day.
        data.activity.activity[data.activity.activity.count - 1].minutes = 0
        journey.data = data
        #expect(journey.levelsByDay[CalendarDay("2026-01-05")!] == 1)
        #expect(journey.minutesByDay[CalendarDay("2026-01-05")!] == 0)
        #expect(journey.recentMinutes.count == 30)
        #expect(journey.rankedHeroes.map(\.heroId) == ["h2", "h1", "h0"])
    }

    /// A new user's two evenings of 100 s, as the server answers them: each day is 2 minutes,
    /// the 200 s together 3. The header's total and the 30 days' total are the same seconds
    /// rounded once, so they agree (issue 26: "0 min listened" beside "Last 30 days 1 min").
    static func twoEvenings() -> JourneyData {
        var data = Self.data(days: 365, heroes: 1)
        let count = data.activity.activity.count
        for index in data.activity.activity.indices {
            let listened = index >= count - 2
            data.activity.activity[index].minutes = listened ? ListeningTime.minutes(seconds: 100) : 0
            data.activity.activity[index].seconds = listened ? 100 : 0
        }
        data.summary = AnalyticsSummary(totalStoriesListened: 1, totalListeningTimeMinutes: ListeningTime.minutes(seconds: 200),
                                        currentStreak: 2, longestStreak: 2, favoriteStoriesCount: 0,
                                        lastListeningDate: "2026-01-05", totalListeningTimeSeconds: 200)
        return data
    }

    @Test func theHeaderAndTheLastThirtyDaysAgreeOnANewUsersMinutes() {
        var driver = Driver.main(size: TerminalSize(width: 120, height: 40))
        driver.press(.character("J"))
        driver.send(.journey(.loaded(Self.twoEvenings(), requestID: driver.state.journey.requestID)))
        let journey = driver.state.journey
        #expect(journey.totalMinutes == 3)
        #expect(journey.recentTotalMinutes == journey.totalMinutes, "not 2 + 2 minutes")
        #expect(journey.minutesByDay[CalendarDay("2026-01-05")!] == 2, "a day is its own seconds rounded")
        #expect(journey.recentMinutes.reduce(0, +) == 4, "the bars stay per day")
        let chips = JourneyLayout(journey: journey, width: 116).totalsLines.flatMap { $0 }.map(\.text)
        #expect(chips.first == Strings.journeyMinutes(journey.recentTotalMinutes))
        #expect(chips.contains(Strings.journeyStories(1)))
    }

    /// A server without seconds (or upstream): the figures it sent, added.
    @Test func withoutSecondsTheDaysMinutesAreAdded() {
        var journey = JourneyState()
        journey.data = Self.data()
        let expected = journey.recentMinutes.reduce(0, +)
        #expect(expected > 0)
        #expect(journey.recentTotalMinutes == expected)
        #expect(journey.totalMinutes == 90)
    }

    @Test func calendarDaysReadTheWireDates() {
        #expect(CalendarDay("1970-01-01")?.number == 0)
        #expect(CalendarDay("1970-01-01")?.weekday == 3, "a Thursday")
        #expect(CalendarDay("2026-01-05")?.weekday == 0, "a Monday")
        let leap = CalendarDay("2024-02-29")!
        #expect(leap.adding(days: 1).components == (2024, 3, 1))
        #expect(CalendarDay("2024-13-01") == nil)
        #expect(CalendarDay("yesterday") == nil)
    }
}
