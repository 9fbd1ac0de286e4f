import Foundation
import Hummingbird
import InfiniteStoriesModels

/// The reading journey: `/api/v1/analytics/summary|activity|heroes|milestones|insights`
/// (UPSTREAM.md §3.8), upstream's shapes computed live by the store from the sessions, with
/// upstream's listed bugs fixed (§7.2 item 6): stories listened are always distinct stories, the
/// current streak survives until the end of the day after the last listen, hours and day bounds
/// are in the user's time zone, and an unknown zone is refused everywhere.
///
/// Every figure counts the same listens (`Listen`: a session with a second of sound, finished or
/// not) and turns seconds into minutes the same way (`ListeningTime`), so the summary never says
/// "0 min" beside a heat map's "Today: 1 min" (issue 26). Upstream counts completed sessions for
/// the summary and the milestones but every session for the activity and the heroes.
///
/// The time zone is the `timezone` query parameter (upstream's; `timeZone` and `tz` are read
/// too), else the profile's, else UTC.
struct JourneyRoutes: Sendable {
    let journey: any JourneyStore
    let profiles: any ProfileStore
    let presenter: @Sendable (Request) -> WirePresenter
    let now: @Sendable () -> Date

    /// Days of each activity range; `all` (the iOS app's, refused upstream) starts at the first
    /// listen, at most `maximumActivityDays` ago.
    static let ranges = ["week": 7, "month": 30, "year": 365]
    static let maximumActivityDays = 3660

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        for path in ["summary", "activity", "heroes", "milestones", "insights"] {
            table.add(.get, "/api/v1/analytics/\(path)")
        }
        group.get("analytics/summary") { request, context in
            let user = try context.requireUser()
            let zone = try await timeZone(request, userID: user.userID, invalid: Self.summaryZoneMessage)
            let totals = try await journey.listeningTotals(userID: user.userID)
            let days = try await journey.listeningDays(userID: user.userID, timeZone: zone)
            let streaks = ListeningStreaks(days: days, today: LocalDay(now(), in: zone))
            let summary = AnalyticsSummary(
                totalStoriesListened: totals.storiesListened, totalListeningTimeMinutes: Self.minutes(totals.listenedSeconds),
                currentStreak: streaks.current, longestStreak: streaks.longest, favoriteStoriesCount: totals.favoriteStories,
                lastListeningDate: days.last?.description, totalListeningTimeSeconds: totals.listenedSeconds)
            return JSONResponse.envelope(summary, message: "Analytics summary retrieved successfully")
        }
        group.get("analytics/activity") { request, context in
            let user = try context.requireUser()
            let rangeName = request.uri.queryParameters["range"].map(String.init) ?? "week"
            let (zone, zoneName) = try await namedTimeZone(request, userID: user.userID) { _ in
                "Invalid timezone parameter. Must be a valid IANA timezone identifier"
            }
            let today = LocalDay(now(), in: zone)
            let count: Int
            if let days = Self.ranges[rangeName] {
                count = days
            } else if rangeName == "all" {
                let first = try await journey.firstListen(userID: user.userID).map { LocalDay($0, in: zone) } ?? today
                count = min(Self.maximumActivityDays, max(1, today.number - first.number + 1))
            } else {
                let message = "Invalid range parameter. Must be one of: week, month, year, all"
                throw APIError.validation(["range": message], message: message)
            }
            let start = today.adding(days: -(count - 1))
            // A day either side of the UTC days covers every zone's offset; days outside the
            // range are dropped after the local grouping.
            let seconds = try await journey.listeningSeconds(
                userID: user.userID, timeZone: zone, from: Date(timeIntervalSince1970: Double(start.number - 1) * 86_400),
                to: Date(timeIntervalSince1970: Double(today.number + 2) * 86_400))
            let activity = (start.number...today.number).map { number in
                let daySeconds = seconds[LocalDay(number: number)] ?? 0
                return ListeningActivity.Day(date: LocalDay(number: number).description, minutes: Self.minutes(daySeconds),
                                             seconds: daySeconds)
            }
            return JSONResponse.envelope(ListeningActivity(range: rangeName, timezone: zoneName,
                                                           startDate: start.description, endDate: today.description,
                                                           activity: activity))
        }
        group.get("analytics/heroes") { request, context in
            let user = try context.requireUser()
            let records = try await journey.heroListening(userID: user.userID)
            let most = records.max { $0.seconds < $1.seconds }.flatMap { $0.seconds > 0 ? $0 : nil }
            let mostID = most.flatMap { top in records.first { $0.seconds == top.seconds }?.heroID }
            let present = presenter(request)
            let heroes = records.map { record in
                HeroAnalytics(heroId: record.heroID, heroName: record.name, avatarUrl: record.avatarPath.flatMap(present.mediaURL),
                              storiesCount: record.storyCount, totalListeningMinutes: Self.minutes(record.seconds),
                              isMostActive: record.heroID == mostID, totalListeningSeconds: record.seconds)
            }
            return JSONResponse.envelope(HeroAnalytics.List(heroes: heroes))
        }
        group.get("analytics/milestones") { request, context in
            let user = try context.requireUser()
            let zone = try await timeZone(request, userID: user.userID, invalid: Self.summaryZoneMessage)
            return JSONResponse.envelope(try await milestones(userID: user.userID, timeZone: zone))
        }
        group.get("analytics/insights") { request, context in
            let user = try context.requireUser()
            let zone = try await timeZone(request, userID: user.userID, invalid: Self.summaryZoneMessage)
            let habits = try await journey.listeningHabits(userID: user.userID, timeZone: zone)
            return JSONResponse.envelope(ListeningInsights.Report(insights: Self.insights(habits)))
        }
    }

    /// Upstream's summary message for an unknown zone.
    static func summaryZoneMessage(_ name: String) -> String {
        "Invalid timezone: \(name). Must be a valid IANA timezone identifier (e.g., \"America/New_York\", \"Europe/Paris\", \"UTC\")"
    }

    /// The zone the request asks for, else the profile's, else UTC.
    private func timeZone(_ request: Request, userID: String, invalid: (String) -> String) async throws -> TimeZone {
        try await namedTimeZone(request, userID: userID, invalid: invalid).zone
    }

    /// The zone and its name as asked (Foundation may name `UTC` `GMT`; the answer echoes the
    /// caller's name, as upstream does).
    private func namedTimeZone(_ request: Request, userID: String, invalid: (String) -> String) async throws
        -> (zone: TimeZone, name: String) {
        let parameters = request.uri.queryParameters
        if let name = (parameters["timezone"] ?? parameters["timeZone"] ?? parameters["tz"]).map(String.init) {
            guard let zone = TimeZoneName.zone(name) else {
                let message = invalid(String(name.prefix(TimeZoneName.maximumLength)))
                throw APIError.validation(["timezone": message], message: message)
            }
            return (zone, name)
        }
        if let stored = try await profiles.preferredTimeZone(userID: userID), let zone = TimeZoneName.zone(stored) {
            return (zone, stored)
        }
        return (TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current, "UTC")
    }

    /// Upstream's milestones: every one reached is recorded (once, with its date) and answered
    /// unlocked; the others with their progress.
    private func milestones(userID: String, timeZone: TimeZone) async throws -> Milestone.Report {
        let totals = try await journey.listeningTotals(userID: userID)
        let streaks = ListeningStreaks(days: try await journey.listeningDays(userID: userID, timeZone: timeZone),
                                       today: LocalDay(now(), in: timeZone))
        var unlocked = try await journey.unlockedMilestones(userID: userID)
        func value(_ measure: MilestoneCatalog.Measure) -> Int {
            switch measure {
            case .stories: totals.storiesListened
            case .listeningSeconds: totals.listenedSeconds
            case .streakDays: max(streaks.current, streaks.longest)
            }
        }
        let reached = MilestoneCatalog.entries.filter { unlocked[$0.id] == nil && value($0.measure) >= $0.target }.map(\.id)
        if !reached.isEmpty {
            try await journey.unlockMilestones(userID: userID, ids: reached, at: Date.storageNow)
            unlocked = try await journey.unlockedMilestones(userID: userID)
        }
        var next: (id: String, percentage: Int)?
        let items = MilestoneCatalog.entries.map { entry in
            var item = Milestone(id: entry.id, category: entry.category, title: entry.title, description: entry.description,
                                 emoji: entry.emoji, unlocked: unlocked[entry.id] != nil, unlockedAt: unlocked[entry.id])
            if !item.unlocked {
                let progress = value(entry.measure)
                let percentage = MilestoneCatalog.percentage(progress: progress, target: entry.target)
                item.progress = progress
                item.target = entry.target
                item.percentage = percentage
                if next.map({ percentage > $0.percentage }) ?? true { next = (entry.id, percentage) }
            }
            return item
        }
        return Milestone.Report(milestones: items, summary: .init(
            totalMilestones: items.count, unlockedCount: items.filter(\.unlocked).count,
            newlyUnlocked: reached.isEmpty ? nil : reached, nextMilestoneId: next?.id))
    }

    static func insights(_ habits: ListeningHabits) -> ListeningInsights {
        guard habits.sessions > 0 else { return ListeningInsights() }
        let hour = habits.preferredHour
        return ListeningInsights(
            averageStoryLengthMinutes: habits.averageAudioDuration.map { hundredths($0 / 60) },
            averageListensPerStory: habits.uniqueStories > 0 ? hundredths(Double(habits.sessions) / Double(habits.uniqueStories)) : nil,
            preferredListeningHour: hour, preferredListeningPeriod: hour.map(period),
            mostListenedStory: habits.mostPlayed.map { .init(storyId: $0.id, title: $0.title, playCount: $0.playCount) },
            totalUniqueStoriesListened: habits.uniqueStories)
    }

    /// Upstream's periods of the day.
    static func period(_ hour: Int) -> String {
        switch hour {
        case 6...11: "morning"
        case 12...16: "afternoon"
        case 17...20: "evening"
        default: "night"
        }
    }

    /// Seconds as the journey's minutes (`ListeningTime`: rounded halves up as upstream's
    /// `Math.round`, but any listening is at least a minute).
    static func minutes(_ seconds: Int) -> Int { ListeningTime.minutes(seconds: seconds) }

    static func hundredths(_ value: Double) -> Double { (value * 100).rounded(.toNearestOrAwayFromZero) / 100 }
}
