import InfiniteStoriesModels

/// The reading journey section: what the server last answered, whether a load is under way,
/// and how far the user scrolled (narrow terminals stack the pieces taller than the screen).
public struct JourneyState: Sendable, Equatable {
    /// The last complete answer; kept while a refresh loads, so the screen never blanks.
    public var data: JourneyData?
    public var isLoading = false
    /// Why the last load failed, shown until the next answer.
    public var loadError: String?
    /// Answers to older requests are dropped (a refresh overtaking a slow load).
    public var requestID = 0
    /// Rows scrolled past at the top of the section; kept within the content by the reducer and
    /// again by the view (a resize can shorten the content).
    public var scroll = 0

    public init() {}

    /// Heat map levels: 0 for no listening, then 1 to 4 by minutes (up to 5, 15, 30, more).
    /// Fixed thresholds, not relative to the best day, so a square means the same every week.
    public static let levelCount = 5
    public static func level(forMinutes minutes: Int) -> Int {
        switch minutes {
        case ...0: 0
        case 1...5: 1
        case 6...15: 2
        case 16...30: 3
        default: 4
        }
    }

    /// Days shown in the minutes-per-day chart.
    public static let chartDays = 30
    /// Heroes listed at most (the most listened first); the rest are counted in one line.
    public static let heroRows = 8

    /// Today in the user's time zone: the activity's last day.
    public var today: CalendarDay? { data.flatMap { CalendarDay($0.activity.endDate) } }

    /// Minutes per day of the loaded year, as the server rounded them.
    public var minutesByDay: [CalendarDay: Int] {
        guard let data else { return [:] }
        var minutes: [CalendarDay: Int] = [:]
        for day in data.activity.activity {
            if let date = CalendarDay(day.date) { minutes[date] = day.minutes }
        }
        return minutes
    }

    /// The heat map level of every loaded day. A listen too short to round to a minute on the
    /// last listening day (the summary's) still shows at level 1: the day someone listened is
    /// never drawn empty.
    public var levelsByDay: [CalendarDay: Int] {
        var levels = minutesByDay.mapValues(Self.level(forMinutes:))
        if let last = data?.summary.lastListeningDate.flatMap(CalendarDay.init), levels[last] == 0 {
            levels[last] = 1
        }
        return levels
    }

    /// Minutes of the last `chartDays` days, oldest first (0 where nothing was played).
    public var recentMinutes: [Int] {
        guard let today else { return [] }
        let minutes = minutesByDay
        return (0..<Self.chartDays).reversed().map { minutes[today.adding(days: -$0)] ?? 0 }
    }

    /// The minutes listened in all, as the header says them: the summary's seconds rounded by
    /// `ListeningTime`, the rule every other figure of the journey is rounded by (the summary's
    /// minutes from a server that sends no seconds).
    public var totalMinutes: Int {
        guard let summary = data?.summary else { return 0 }
        return summary.totalListeningTimeSeconds.map { ListeningTime.minutes(seconds: $0) }
            ?? summary.totalListeningTimeMinutes
    }

    /// The minutes of the last `chartDays` days together: their seconds added, then rounded once,
    /// as the header's total is. Adding the days' minutes, each rounded on its own, would say
    /// "4 min" for two days of 100 s beside a header's "3 min" for the same 200 s (issue 26).
    /// Without seconds (another server) the days' minutes are added.
    public var recentTotalMinutes: Int {
        guard let data, let today else { return 0 }
        let first = today.adding(days: -(Self.chartDays - 1))
        let days = data.activity.activity.filter { day in
            CalendarDay(day.date).map { $0 >= first && $0 <= today } ?? false
        }
        let seconds = days.compactMap(\.seconds)
        guard seconds.count == days.count else { return days.reduce(0) { $0 + $1.minutes } }
        return ListeningTime.minutes(seconds: seconds.reduce(0, +))
    }

    /// Every hero, most minutes first (ties: the server's order, newest first).
    public var rankedHeroes: [HeroAnalytics] {
        guard let data else { return [] }
        return data.heroes.enumerated()
            .sorted { ($0.element.totalListeningMinutes, -$0.offset) > ($1.element.totalListeningMinutes, -$1.offset) }
            .map(\.element)
    }

    /// The milestone the server says is next (the locked one nearest to being reached).
    public var nextMilestoneID: String? { data?.milestones.summary.nextMilestoneId }
}
