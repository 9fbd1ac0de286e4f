import Foundation
import GRDB
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// The reading journey (`/api/v1/analytics/summary|activity|heroes|milestones|insights`):
/// upstream's shapes, days and hours in the user's time zone (DST included), streaks with gaps
/// and a today not yet listened, and milestones recorded once.
@Suite("Reading journey")
struct JourneyRouteTests {
    static func iso(_ text: String) -> String { text }

    /// Reports a listen; `startedAt` is an ISO date-time.
    static func listen(_ server: TestServer, token: String, story: String, at startedAt: String, seconds: Int? = 300,
                       completed: Bool = true) async throws {
        var body: [String: Any] = ["storyId": story, "startedAt": startedAt, "completed": completed]
        if let seconds { body["duration"] = seconds }
        let reply = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: body)
        #expect(reply.status == 201, "\(reply.text)")
    }

    static func listen(_ server: TestServer, token: String, story: String, at date: Date, seconds: Int? = 300,
                       completed: Bool = true) async throws {
        try await listen(server, token: token, story: story, at: WireDate.string(from: date), seconds: seconds,
                         completed: completed)
    }

    static func summary(_ server: TestServer, token: String, query: String = "") async throws -> AnalyticsSummary {
        let reply = try await server.send("GET", "/api/v1/analytics/summary\(query)", token: token)
        #expect(reply.status == 200, "\(reply.text)")
        return try reply.data(AnalyticsSummary.self)
    }

    /// `date`'s calendar day in `zone` as Foundation's calendar says, the oracle for the server's.
    static func day(_ date: Date, in zone: String) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// Of two moments around a request, the one on the day the server answered as today (the
    /// first when neither is, so the expectations that follow say what differs).
    static func moment(_ asked: Date, or answered: Date, whoseDayIs today: String, in zone: String) throws -> Date {
        try day(asked, in: zone) != today && day(answered, in: zone) == today ? answered : asked
    }

    /// Noon UTC `days` days from today (UTC).
    static func noon(daysFromToday days: Int) -> Date {
        let today = (Date().timeIntervalSince1970 / 86_400).rounded(.down)
        return Date(timeIntervalSince1970: (today + Double(days)) * 86_400 + 43_200)
    }

    // MARK: Summary and streaks

    @Test func summaryHasUpstreamsShapeWithDistinctStories() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let empty = try await server.send("GET", "/api/v1/analytics/summary", token: token)
        #expect(empty.json["message"] as? String == "Analytics summary retrieved successfully")
        #expect(empty.text.contains("\"lastListeningDate\":null"), "\(empty.text)")
        #expect(try empty.data(AnalyticsSummary.self) == AnalyticsSummary(
            totalStoriesListened: 0, totalListeningTimeMinutes: 0, currentStreak: 0, longestStreak: 0,
            favoriteStoriesCount: 0, lastListeningDate: nil, totalListeningTimeSeconds: 0))
        let hero = try await server.createHero(token: token)
        let first = try await server.createStory(token: token, heroID: hero.id)
        let second = try await server.createStory(token: token, heroID: hero.id, extra: ["seed": 8])
        _ = try await server.send("PATCH", "/api/v1/stories/\(second.id)", token: token, json: ["isFavorite": true])
        try await Self.listen(server, token: token, story: first.id, at: "2026-01-10T10:00:00Z", seconds: 1800)
        try await Self.listen(server, token: token, story: first.id, at: "2026-01-11T10:00:00Z", seconds: 1850)
        try await Self.listen(server, token: token, story: second.id, at: "2026-01-12T10:00:00Z", seconds: 600,
                              completed: false)
        let summary = try await Self.summary(server, token: token, query: "?refresh=true")
        #expect(summary.totalStoriesListened == 2, "distinct stories listened, to the end or not")
        #expect(summary.totalListeningTimeMinutes == 71, "4250 s of listens")
        #expect(summary.totalListeningTimeSeconds == 4250)
        #expect(summary.favoriteStoriesCount == 1)
        #expect(summary.longestStreak == 3)
        #expect(summary.currentStreak == 0, "long ago")
        #expect(summary.lastListeningDate == "2026-01-12")

        for bad in ["Invalid/Timezone", "Europe/%20Paris", String(repeating: "A", count: 60)] {
            let reply = try await server.send("GET", "/api/v1/analytics/summary?timezone=\(bad)", token: token)
            #expect(reply.status == 400, "\(bad)")
            #expect(reply.json["error"] as? String == "ValidationError")
            #expect((reply.json["message"] as? String)?.hasPrefix("Invalid timezone: ") == true, "\(reply.text)")
        }
        let exact = try await server.send("GET", "/api/v1/analytics/summary?timezone=Invalid/Timezone", token: token)
        #expect(exact.json["message"] as? String == "Invalid timezone: Invalid/Timezone. Must be a valid IANA timezone "
            + "identifier (e.g., \"America/New_York\", \"Europe/Paris\", \"UTC\")")
        #expect(try await server.send("GET", "/api/v1/analytics/summary").status == 401)
    }

    @Test func daysAreCountedInTheUsersTimeZone() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        // 23:30 and 01:00 UTC: two days in London in winter, one evening in New York, one morning in Tokyo.
        try await Self.listen(server, token: token, story: story.id, at: "2026-03-02T23:30:00Z")
        try await Self.listen(server, token: token, story: story.id, at: "2026-03-03T01:00:00Z")
        let utc = try await Self.summary(server, token: token)
        #expect(utc.longestStreak == 2 && utc.lastListeningDate == "2026-03-03")
        let newYork = try await Self.summary(server, token: token, query: "?timezone=America/New_York")
        #expect(newYork.longestStreak == 1 && newYork.lastListeningDate == "2026-03-02")
        let tokyo = try await Self.summary(server, token: token, query: "?tz=Asia/Tokyo")
        #expect(tokyo.longestStreak == 1 && tokyo.lastListeningDate == "2026-03-03")
        // Without a parameter the profile's zone counts.
        _ = try await server.send("PATCH", "/api/v1/user/profile", token: token, json: ["timeZone": "America/New_York"])
        #expect(try await Self.summary(server, token: token) == newYork)
        #expect(try await Self.summary(server, token: token, query: "?timeZone=UTC") == utc)
    }

    @Test func aDSTChangeDayIsOneDayWithTheRightOffsetEitherSide() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        // New York springs forward on 2026-03-08 at 07:00Z (02:00 EST becomes 03:00 EDT).
        try await Self.listen(server, token: token, story: story.id, at: "2026-03-08T04:30:00Z") // 03-07 23:30 EST
        try await Self.listen(server, token: token, story: story.id, at: "2026-03-08T12:00:00Z") // 03-08 08:00 EDT
        try await Self.listen(server, token: token, story: story.id, at: "2026-03-10T04:30:00Z") // 03-10 00:30 EDT
        // Local days 03-07, 03-08, 03-10: a run of two. A fixed EST offset would put the last on
        // 03-09 (a run of three); UTC days are 03-08 and 03-10 (one).
        let newYork = try await Self.summary(server, token: token, query: "?timezone=America/New_York")
        #expect(newYork.longestStreak == 2)
        #expect(newYork.lastListeningDate == "2026-03-10")
        #expect(try await Self.summary(server, token: token, query: "?timezone=UTC").longestStreak == 1)
        // Paris falls back on 2026-10-25 at 01:00Z: 22:30Z that day is 23:30 CET, still the 25th.
        try await Self.listen(server, token: token, story: story.id, at: "2026-10-24T21:30:00Z") // 10-24 23:30 CEST
        try await Self.listen(server, token: token, story: story.id, at: "2026-10-25T22:30:00Z") // 10-25 23:30 CET
        let paris = try await Self.summary(server, token: token, query: "?timezone=Europe/Paris")
        #expect(paris.lastListeningDate == "2026-10-25")
        #expect(paris.longestStreak == 2)
    }

    @Test func theCurrentStreakSurvivesATodayNotYetListenedAndAGapEndsIt() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        // Five, four and three days ago; a gap two days ago; yesterday. Nothing yet today.
        for days in [-5, -4, -3, -1] {
            try await Self.listen(server, token: token, story: story.id, at: Self.noon(daysFromToday: days))
        }
        // Sessions that played nothing and listens dated ahead of today do not make a streak.
        try await Self.listen(server, token: token, story: story.id, at: Self.noon(daysFromToday: -2), seconds: nil)
        try await Self.listen(server, token: token, story: story.id, at: Self.noon(daysFromToday: -2), seconds: 0)
        try await Self.listen(server, token: token, story: story.id, at: Self.noon(daysFromToday: 3))
        var summary = try await Self.summary(server, token: token, query: "?timezone=UTC")
        #expect(summary.currentStreak == 1, "yesterday still counts while today has no listen")
        #expect(summary.longestStreak == 3)
        try await Self.listen(server, token: token, story: story.id, at: Self.noon(daysFromToday: 0))
        summary = try await Self.summary(server, token: token, query: "?timezone=UTC")
        #expect(summary.currentStreak == 2)
        // The gap day filled: one run of six.
        try await Self.listen(server, token: token, story: story.id, at: Self.noon(daysFromToday: -2))
        summary = try await Self.summary(server, token: token, query: "?timezone=UTC")
        #expect(summary.currentStreak == 6 && summary.longestStreak == 6)
    }

    @Test func streaksAreIntegerDayArithmetic() {
        let day = { (text: String) in LocalDay(text) ?? LocalDay(number: .min / 2) }
        #expect(day("2026-03-08").description == "2026-03-08")
        #expect(day("2024-02-29").adding(days: 1).description == "2024-03-01")
        #expect(day("1969-12-31").number == -1)
        #expect(LocalDay("2026-13-01") == nil && LocalDay("26-01-01") == nil)
        let days = ["2026-01-30", "2026-01-31", "2026-02-01", "2026-02-03"].map(day)
        #expect(ListeningStreaks(days: days, today: day("2026-02-04")) == ListeningStreaks(days: days, today: day("2026-02-03")))
        #expect(ListeningStreaks(days: days, today: day("2026-02-04")).current == 1)
        #expect(ListeningStreaks(days: days, today: day("2026-02-05")).current == 0)
        #expect(ListeningStreaks(days: days, today: day("2026-02-05")).longest == 3)
        #expect(ListeningStreaks(days: [], today: day("2026-02-05")) == ListeningStreaks(days: [], today: day("2020-01-01")))
    }

    // MARK: One definition (issue 26)

    /// A new user's evening: an unfinished listen of 50 s, a finished one of 20 s, and two
    /// sessions that played nothing. The summary, the heat map, the heroes, the milestones and
    /// the insights all count the same two stories and 70 s (before: "0 min listened · 2
    /// stories" beside "Today: 1 min", a hero at 0 minutes, a story that was never heard).
    @Test func everyFigureCountsTheSameListens() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let mia = try await server.createHero(token: token, name: "Mia")
        let leo = try await server.createHero(token: token, name: "Leo")
        let stopped = try await server.createStory(token: token, heroID: mia.id)
        let finished = try await server.createStory(token: token, heroID: leo.id)
        let silent = try await server.createStory(token: token, heroID: mia.id, extra: ["seed": 12])
        let startedAt = Date().addingTimeInterval(-600)
        try await Self.listen(server, token: token, story: stopped.id, at: startedAt, seconds: 50, completed: false)
        try await Self.listen(server, token: token, story: finished.id, at: startedAt.addingTimeInterval(60), seconds: 20)
        try await Self.listen(server, token: token, story: silent.id, at: startedAt.addingTimeInterval(120), seconds: 0)
        try await Self.listen(server, token: token, story: silent.id, at: startedAt.addingTimeInterval(180), seconds: nil)

        let summary = try await Self.summary(server, token: token, query: "?timezone=UTC")
        let activity = try await server.send("GET", "/api/v1/analytics/activity?range=month&timezone=UTC", token: token)
            .data(ListeningActivity.self)
        let heroes = try await server.send("GET", "/api/v1/analytics/heroes", token: token)
            .data(HeroAnalytics.List.self).heroes
        let milestones = try await server.send("GET", "/api/v1/analytics/milestones?timezone=UTC", token: token)
            .data(Milestone.Report.self).milestones
        let insights = try await server.send("GET", "/api/v1/analytics/insights?timezone=UTC", token: token)
            .data(ListeningInsights.Report.self).insights
        let byID = Dictionary(uniqueKeysWithValues: milestones.map { ($0.id, $0) })

        // Stories: the two that made a sound, everywhere.
        #expect(summary.totalStoriesListened == 2)
        #expect(insights.totalUniqueStoriesListened == summary.totalStoriesListened)
        #expect(byID["STORIES_5"]?.progress == summary.totalStoriesListened)
        #expect(byID["FIRST_STORY"]?.unlocked == true)
        // Seconds: 50 + 20, in the summary, the days, the heroes and the time milestones.
        let seconds = try #require(summary.totalListeningTimeSeconds)
        #expect(seconds == 70)
        #expect(activity.activity.reduce(0) { $0 + ($1.seconds ?? 0) } == seconds)
        #expect(heroes.reduce(0) { $0 + ($1.totalListeningSeconds ?? 0) } == seconds)
        #expect(byID["LISTENING_1H"]?.progress == seconds)
        // Minutes: the same seconds rounded the same way, and never 0 for a listen.
        let today = try Self.day(startedAt, in: "UTC")
        let day = try #require(activity.activity.first { $0.date == today })
        #expect(summary.totalListeningTimeMinutes == 1)
        #expect(day.minutes == summary.totalListeningTimeMinutes && day.seconds == seconds)
        #expect(activity.activity.filter { $0.minutes > 0 }.map(\.date) == [today])
        for hero in heroes {
            #expect(hero.totalListeningMinutes == ListeningTime.minutes(seconds: hero.totalListeningSeconds ?? -1), "\(hero)")
            #expect(hero.totalListeningMinutes == 1, "\(hero.heroName) was listened to")
        }
        // Days: the heat map's one day is the streak's.
        #expect(summary.lastListeningDate == today)
        #expect(summary.currentStreak == 1 && summary.longestStreak == 1)
        #expect(byID["STREAK_7"]?.progress == 1)
    }

    @Test func minutesAreTheSecondsRoundedAndAnyListeningIsAMinute() {
        #expect([0, 1, 29, 30, 89, 90, 150, 3_629, 3_630].map { ListeningTime.minutes(seconds: $0) }
            == [0, 1, 1, 1, 1, 2, 3, 60, 61])
        #expect(ListeningTime.minutes(seconds: -5) == 0)
    }

    // MARK: Activity

    @Test func activityFillsEveryDayOfTheRangeInTheTimeZone() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        let now = Date()
        // Ten minutes past an hour two hours ago: the 7 minutes of listening below never cross
        // a whole hour, so never a midnight in any zone checked (all whole-hour offsets).
        let hour = (now.timeIntervalSince1970 / 3600).rounded(.down) * 3600
        let recent = Date(timeIntervalSince1970: hour - 2 * 3600 + 600)
        let daysAgo = recent.addingTimeInterval(-3 * 86_400)
        // Summed before rounding, finished or not: 180 + 240 + 300 s = 12 minutes; no duration: nothing.
        try await Self.listen(server, token: token, story: story.id, at: recent, seconds: 180)
        try await Self.listen(server, token: token, story: story.id, at: recent.addingTimeInterval(60), seconds: 240,
                              completed: false)
        try await Self.listen(server, token: token, story: story.id, at: recent.addingTimeInterval(120), seconds: 300)
        try await Self.listen(server, token: token, story: story.id, at: recent.addingTimeInterval(180), seconds: nil)
        try await Self.listen(server, token: token, story: story.id, at: daysAgo, seconds: 150)
        let neighbour = try await server.signUp()
        let theirs = try await server.createStory(token: neighbour, heroID: try await server.createHero(token: neighbour).id)
        try await Self.listen(server, token: neighbour, story: theirs.id, at: recent, seconds: 6000)

        for zone in ["UTC", "Asia/Tokyo", "America/Los_Angeles", "Pacific/Kiritimati"] {
            // The server's today is the day of some moment between asking and the answer: a
            // midnight in `zone` may fall in between (CI once ran this across midnight UTC).
            let asked = Date()
            let reply = try await server.send("GET", "/api/v1/analytics/activity?timezone=\(zone)", token: token)
            let replied = Date()
            #expect(reply.status == 200, "\(reply.text)")
            let activity = try reply.data(ListeningActivity.self)
            let today = try Self.moment(asked, or: replied, whoseDayIs: activity.endDate, in: zone)
            #expect(activity.range == "week" && activity.timezone == zone)
            #expect(activity.activity.count == 7)
            #expect(activity.endDate == (try Self.day(today, in: zone)))
            #expect(activity.startDate == (try Self.day(today.addingTimeInterval(-6 * 86_400), in: zone)))
            #expect(activity.activity.map(\.date) == activity.activity.map(\.date).sorted())
            #expect(activity.activity.first?.date == activity.startDate && activity.activity.last?.date == activity.endDate)
            var expected: [String: Int] = [:]
            expected[try Self.day(recent, in: zone), default: 0] += 12
            expected[try Self.day(daysAgo, in: zone), default: 0] += 3
            let answered = Dictionary(activity.activity.filter { $0.minutes > 0 }.map { ($0.date, $0.minutes) },
                                      uniquingKeysWith: +)
            #expect(answered == expected, "\(zone)")
        }
        for (range, count) in [("month", 30), ("year", 365)] {
            let activity = try await server.send("GET", "/api/v1/analytics/activity?range=\(range)", token: token)
                .data(ListeningActivity.self)
            #expect(activity.activity.count == count && activity.timezone == "UTC")
        }
        // iOS's `all` (refused upstream): from the first listen's day to today.
        let askedAll = Date()
        let all = try await server.send("GET", "/api/v1/analytics/activity?range=all", token: token).data(ListeningActivity.self)
        let todayAll = try Self.moment(askedAll, or: Date(), whoseDayIs: all.endDate, in: "UTC")
        #expect(all.startDate == (try Self.day(daysAgo, in: "UTC")))
        let utcDays = Int((todayAll.timeIntervalSince1970 / 86_400).rounded(.down)
            - (daysAgo.timeIntervalSince1970 / 86_400).rounded(.down))
        #expect(all.activity.count == utcDays + 1 && all.activity.reduce(0) { $0 + $1.minutes } == 15)

        let badRange = try await server.send("GET", "/api/v1/analytics/activity?range=decade", token: token)
        #expect(badRange.status == 400)
        #expect((badRange.json["message"] as? String)?.hasPrefix("Invalid range parameter. Must be one of: week, month, year")
            == true)
        for zone in ["Not/AZone", "Europe/%20Paris", String(repeating: "x", count: 51)] {
            let reply = try await server.send("GET", "/api/v1/analytics/activity?timezone=\(zone)", token: token)
            #expect(reply.status == 400)
            #expect(reply.json["message"] as? String == "Invalid timezone parameter. Must be a valid IANA timezone identifier")
        }
    }

    // MARK: Heroes

    @Test func heroesAreCountedWithTheirListeningAndOneMostActive() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        #expect(try await server.send("GET", "/api/v1/analytics/heroes", token: token).text == "{\"data\":{\"heroes\":[]}}")
        let mia = try await server.createHero(token: token, name: "Mia")
        let leo = try await server.createHero(token: token, name: "Leo")
        let quiet = try await server.createHero(token: token, name: "Quiet")
        let miaOne = try await server.createStory(token: token, heroID: mia.id)
        let miaTwo = try await server.createStory(token: token, heroID: mia.id, extra: ["seed": 9])
        let leoOne = try await server.createStory(token: token, heroID: leo.id)
        try await Self.listen(server, token: token, story: miaOne.id, at: "2026-02-01T10:00:00Z", seconds: 180)
        try await Self.listen(server, token: token, story: miaTwo.id, at: "2026-02-01T11:00:00Z", seconds: 240, completed: false)
        try await Self.listen(server, token: token, story: leoOne.id, at: "2026-02-01T12:00:00Z", seconds: 600)
        let other = try await server.signUp()
        _ = try await server.createHero(token: other, name: "Not mine")

        let reply = try await server.send("GET", "/api/v1/analytics/heroes", token: token)
        let heroes = try reply.data(HeroAnalytics.List.self).heroes
        #expect(heroes.map(\.heroName) == ["Quiet", "Leo", "Mia"], "newest first")
        #expect(heroes.map(\.storiesCount) == [0, 1, 2])
        #expect(heroes.map(\.totalListeningMinutes) == [0, 10, 7])
        #expect(heroes.map(\.isMostActive) == [false, true, false])
        #expect(heroes.first?.heroId == quiet.id && heroes.first?.avatarUrl == nil)
        #expect(reply.text.contains("\"avatarUrl\":null"))
    }

    @Test func noHeroIsMostActiveBeforeAnyListening() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        _ = try await server.createHero(token: token)
        _ = try await server.createHero(token: token, name: "Leo")
        let heroes = try await server.send("GET", "/api/v1/analytics/heroes", token: token).data(HeroAnalytics.List.self).heroes
        #expect(heroes.count == 2 && heroes.allSatisfy { !$0.isMostActive && $0.totalListeningMinutes == 0 })
    }

    // MARK: Milestones

    @Test func milestonesUnlockOnceAndShowProgressOtherwise() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        func report() async throws -> Milestone.Report {
            let reply = try await server.send("GET", "/api/v1/analytics/milestones", token: token)
            #expect(reply.status == 200, "\(reply.text)")
            return try reply.data(Milestone.Report.self)
        }
        let fresh = try await report()
        #expect(fresh.milestones.count == 10 && fresh.summary.totalMilestones == 10 && fresh.summary.unlockedCount == 0)
        #expect(fresh.summary.newlyUnlocked == nil)
        #expect(fresh.milestones.allSatisfy { !$0.unlocked && $0.progress == 0 && $0.percentage == 0 && ($0.target ?? 0) > 0 })
        #expect(fresh.milestones.map(\.category) == fresh.milestones.map(\.category).sorted())
        #expect(fresh.milestones.first?.id == "LISTENING_1H")

        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        // Seven days in a row (an hour in all), long ago.
        for day in 1...7 {
            try await Self.listen(server, token: token, story: story.id, at: "2026-01-0\(day)T19:00:00Z", seconds: 520)
        }
        let reached = try await report()
        #expect(reached.summary.newlyUnlocked == ["LISTENING_1H", "FIRST_STORY", "STREAK_7"])
        #expect(reached.summary.unlockedCount == 3)
        let byID = Dictionary(uniqueKeysWithValues: reached.milestones.map { ($0.id, $0) })
        let first = try #require(byID["FIRST_STORY"])
        #expect(first.unlocked && first.unlockedAt != nil && first.progress == nil && first.target == nil)
        #expect(byID["STORIES_5"].map { ($0.progress, $0.target, $0.percentage) } ?? (nil, nil, nil) == (1, 5, 20))
        #expect(byID["LISTENING_5H"].map { ($0.progress, $0.percentage) } ?? (nil, nil) == (3640, 20))
        #expect(byID["STREAK_30"].map { ($0.progress, $0.percentage) } ?? (nil, nil) == (7, 23))
        #expect(reached.summary.nextMilestoneId == "STREAK_30", "23 % is the nearest")

        let again = try await report()
        #expect(again.summary.newlyUnlocked == nil)
        #expect(again.milestones == reached.milestones, "unlockedAt is stable")
        let raw = try await server.send("GET", "/api/v1/analytics/milestones", token: token).text
        #expect(!raw.contains("newlyUnlocked"))

        // Milestones go with the account (upstream's outlive it).
        #expect(try await server.send("DELETE", "/api/v1/user/account", token: token).status == 200)
        #expect(try await TestDatabase.count(in: server.directory, "SELECT COUNT(*) FROM user_milestone") == 0)
    }

    // MARK: Insights

    @Test func insightsAreNullBeforeAnySession() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("GET", "/api/v1/analytics/insights", token: token)
        #expect(reply.status == 200)
        #expect(reply.text == "{\"data\":{\"insights\":{\"averageListensPerStory\":null,\"averageStoryLengthMinutes\":null,"
            + "\"mostListenedStory\":null,\"preferredListeningHour\":null,\"preferredListeningPeriod\":null,"
            + "\"totalUniqueStoriesListened\":0}}}")
    }

    @Test func insightsReadHabitsInTheUsersTimeZone() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let often = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let once = try await server.createStory(token: token, heroID: hero.id, extra: ["seed": 11])
        let narrated = try await server.send("POST", "/api/v1/stories/\(often.id)/audio", token: token, json: [:])
        #expect(narrated.status == 200, "\(narrated.text)")
        let audioDuration = try #require(try await server.send("GET", "/api/v1/stories/\(often.id)", token: token)
            .data(Story.self).audioDuration)
        try await Self.listen(server, token: token, story: often.id, at: "2026-02-01T20:00:00Z", seconds: 10)
        try await Self.listen(server, token: token, story: often.id, at: "2026-02-02T20:30:00Z", seconds: 10)
        try await Self.listen(server, token: token, story: once.id, at: "2026-02-03T09:00:00Z", seconds: 10)
        let utc = try await server.send("GET", "/api/v1/analytics/insights", token: token)
            .data(ListeningInsights.Report.self).insights
        #expect(utc.preferredListeningHour == 20 && utc.preferredListeningPeriod == "evening")
        #expect(utc.averageListensPerStory == 1.5 && utc.totalUniqueStoriesListened == 2)
        #expect(utc.averageStoryLengthMinutes == ((audioDuration / 60) * 100).rounded() / 100, "only stories with narration")
        #expect(utc.mostListenedStory == .init(storyId: often.id, title: often.title, playCount: 2))
        // 20:00Z is 05:00 in Tokyo: night.
        let tokyo = try await server.send("GET", "/api/v1/analytics/insights?timezone=Asia/Tokyo", token: token)
            .data(ListeningInsights.Report.self).insights
        #expect(tokyo.preferredListeningHour == 5 && tokyo.preferredListeningPeriod == "night")
        // A tie goes to the hour listened most recently.
        try await Self.listen(server, token: token, story: once.id, at: "2026-02-04T09:10:00Z", seconds: 10)
        let tie = try await server.send("GET", "/api/v1/analytics/insights", token: token)
            .data(ListeningInsights.Report.self).insights
        #expect(tie.preferredListeningHour == 9 && tie.preferredListeningPeriod == "morning")
        #expect(try await server.send("GET", "/api/v1/analytics/insights?timezone=Nowhere", token: token).status == 400)
    }
}
