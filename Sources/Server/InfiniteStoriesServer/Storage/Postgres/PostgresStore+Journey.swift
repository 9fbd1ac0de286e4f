import Foundation
import PostgresNIO

/// `JourneyStore` on PostgreSQL, answering exactly what `SQLiteStore`'s does for the same data.
///
/// Local days and hours deliberately do not use PostgreSQL's `AT TIME ZONE`: its zone database
/// is the server's, not Foundation's, and may be older or newer. They use the same Swift code
/// as SQLite instead: `QuarterHourDay.localDays` folds the UTC-day rollups, and a zone's
/// `UTCOffsetTimeline` becomes a `CASE` over `startedAt` giving the offset, in seconds, that is
/// added to the session's whole epoch seconds (`listening_epoch`, which truncates as SQLite's
/// `strftime('%s')` does).
extension PostgresStore: JourneyStore {
    func listeningTotals(userID: String) async throws -> ListeningTotals {
        try await read { connection in
            // One statement, one snapshot. The rollup holds one row per story with a listen
            // (JourneyRollups); PostgreSQL's SUM of bigints is numeric, hence the casts.
            let row = try await connection.first("""
                SELECT (SELECT COUNT(*) FROM listening_story_total WHERE "userId" = \(userID)) AS stories,
                       (SELECT COALESCE(SUM("listenedSeconds"), 0)::bigint FROM listening_story_total
                        WHERE "userId" = \(userID)) AS seconds,
                       (SELECT COUNT(*) FROM story WHERE "userId" = \(userID) AND "isFavorite") AS favorites
                """)
            return ListeningTotals(storiesListened: try row?.get("stories", as: Int.self) ?? 0,
                                   listenedSeconds: try row?.get("seconds", as: Int.self) ?? 0,
                                   favoriteStories: try row?.get("favorites", as: Int.self) ?? 0)
        }
    }

    func listeningDays(userID: String, timeZone: TimeZone) async throws -> [LocalDay] {
        let rows = try await read { connection in
            try await connection.all("""
                SELECT "utcDay", early, late FROM listening_day_slots WHERE "userId" = \(userID) ORDER BY "utcDay"
                """).map { row -> QuarterHourDay in
                let row = row.makeRandomAccess()
                return QuarterHourDay(utcDay: try row.get("utcDay"), early: try row.get("early"), late: try row.get("late"))
            }
        }
        return QuarterHourDay.localDays(rows, in: timeZone)
    }

    func listeningSeconds(userID: String, timeZone: TimeZone, from: Date, to: Date) async throws -> [LocalDay: Int] {
        try await read { connection in
            var builder = PostgresQueryBuilder()
            let local = Self.localSeconds(UTCOffsetTimeline(timeZone: timeZone, from: from, to: to), &builder)
            // The text first: `builder.query(...)` would read the builder before the binds
            // made while building its argument.
            let sql = """
                SELECT day, SUM(duration)::bigint AS seconds
                FROM (SELECT \(Self.floorDivision(local, by: 86_400)) AS day, duration FROM listening_session
                      WHERE "userId" = \(builder.bind(userID)) AND "startedAt" >= \(builder.bind(from))
                        AND "startedAt" < \(builder.bind(to)) AND \(Listen.condition())) AS listens
                GROUP BY day
                """
            let rows = try await connection.all(builder.query(sql))
            var seconds: [LocalDay: Int] = [:]
            for row in rows {
                let row = row.makeRandomAccess()
                seconds[LocalDay(number: try row.get("day"))] = try row.get("seconds", as: Int?.self) ?? 0
            }
            return seconds
        }
    }

    func firstListen(userID: String) async throws -> Date? {
        try await read { connection in
            try await connection.first(#"""
                SELECT MIN("startedAt") AS first FROM listening_session
                WHERE "userId" = \#(userID) AND \#(unescaped: Listen.condition())
                """#)?.optionalDate("first")
        }
    }

    func heroListening(userID: String) async throws -> [HeroListeningRecord] {
        try await read { connection in
            try await connection.all("""
                SELECT h.id, h.name, h."avatarPath",
                    (SELECT COUNT(*) FROM story s WHERE s."heroId" = h.id) AS "storyCount",
                    COALESCE((SELECT SUM(l.duration) FROM story s
                              JOIN listening_session l ON l."userId" = s."userId" AND l."storyId" = s.id
                              WHERE s."heroId" = h.id AND \(unescaped: Listen.condition("l"))), 0)::bigint AS seconds
                FROM hero h WHERE h."userId" = \(userID) ORDER BY h."createdAt" DESC, h.id COLLATE "C"
                """).map { row in
                let row = row.makeRandomAccess()
                return HeroListeningRecord(heroID: try row.get("id"), name: try row.get("name"),
                                           avatarPath: try row.get("avatarPath"), storyCount: try row.get("storyCount"),
                                           seconds: try row.get("seconds"))
            }
        }
    }

    func listeningHabits(userID: String, timeZone: TimeZone) async throws -> ListeningHabits {
        try await read { connection in
            let counts = try await connection.first("""
                SELECT COUNT(*) AS sessions, COUNT(DISTINCT "storyId") AS stories,
                       MIN("startedAt") AS first, MAX("startedAt") AS last
                FROM listening_session WHERE "userId" = \(userID) AND \(unescaped: Listen.condition())
                """)
            var habits = ListeningHabits(sessions: try counts?.get("sessions", as: Int.self) ?? 0,
                                         uniqueStories: try counts?.get("stories", as: Int.self) ?? 0)
            guard habits.sessions > 0, let first = try counts?.optionalDate("first"),
                  let last = try counts?.optionalDate("last") else { return habits }
            habits.averageAudioDuration = try await connection.first("""
                SELECT AVG("audioDuration") AS average FROM story
                WHERE "userId" = \(userID) AND "audioDuration" IS NOT NULL
                    AND id IN (SELECT "storyId" FROM listening_session
                               WHERE "userId" = \(userID) AND \(unescaped: Listen.condition()))
                """)?.get("average", as: Double?.self)
            var builder = PostgresQueryBuilder()
            let local = Self.localSeconds(UTCOffsetTimeline(timeZone: timeZone, from: first, to: last), &builder)
            let sql = """
                SELECT hour FROM (SELECT \(Self.floorModulo(local, by: 86_400)) / 3600 AS hour, "startedAt"
                                  FROM listening_session
                                  WHERE "userId" = \(builder.bind(userID)) AND \(Listen.condition())) AS listens
                GROUP BY hour ORDER BY COUNT(*) DESC, MAX("startedAt") DESC LIMIT 1
                """
            habits.preferredHour = try await connection.first(builder.query(sql))?.get("hour", as: Int.self)
            // SQLite sorts NULL below any date; PostgreSQL above, unless told.
            habits.mostPlayed = try await connection.first("""
                SELECT id, title, "playCount" FROM story WHERE "userId" = \(userID) AND "playCount" > 0
                ORDER BY "playCount" DESC, "lastPlayedAt" DESC NULLS LAST, id COLLATE "C" LIMIT 1
                """).map { row in
                ListeningHabits.PlayedStory(id: try row.get("id"), title: try row.get("title"),
                                            playCount: try row.get("playCount"))
            }
            return habits
        }
    }

    func unlockedMilestones(userID: String) async throws -> [String: Date] {
        try await read { connection in
            var unlocked: [String: Date] = [:]
            for row in try await connection.all("""
                SELECT "milestoneId", "unlockedAt" FROM user_milestone WHERE "userId" = \(userID)
                """) {
                let row = row.makeRandomAccess()
                unlocked[try row.get("milestoneId")] = try row.date("unlockedAt")
            }
            return unlocked
        }
    }

    func unlockMilestones(userID: String, ids: [String], at date: Date) async throws {
        guard !ids.isEmpty else { return }
        // No cache is built from milestones. Two instances unlocking at once: the first keeps its date.
        try await write(touching: []) { connection in
            try await connection.run("""
                INSERT INTO user_milestone ("userId", "milestoneId", "unlockedAt")
                SELECT \(userID), milestone, \(date) FROM unnest(\(ids)::text[]) AS milestone
                ON CONFLICT ("userId", "milestoneId") DO NOTHING
                """)
        }
    }

    /// The local time of a session as seconds since 1970 (an SQL expression over `startedAt`):
    /// its whole UTC seconds plus `CASE WHEN "startedAt" < <change> THEN <offset before it> ...
    /// ELSE <last offset> END`, the offsets bound into `builder`.
    private static func localSeconds(_ timeline: UTCOffsetTimeline, _ builder: inout PostgresQueryBuilder) -> String {
        let epoch = #"listening_epoch("startedAt")"#
        guard !timeline.changes.isEmpty else { return "(\(epoch) + \(builder.bind(timeline.initialOffset)))" }
        var shift = "CASE"
        var offset = timeline.initialOffset
        for change in timeline.changes {
            shift += #" WHEN "startedAt" < \#(builder.bind(change.at)) THEN \#(builder.bind(offset))"#
            offset = change.offset
        }
        shift += " ELSE \(builder.bind(offset)) END"
        return "(\(epoch) + \(shift))"
    }

    /// `value` divided by `divisor`, rounded down (PostgreSQL's integer division truncates toward
    /// zero, SQLite's dates and `LocalDay` round down before 1970 too).
    private static func floorDivision(_ value: String, by divisor: Int) -> String {
        "((\(value) - \(floorModulo(value, by: divisor))) / \(divisor))"
    }

    /// `value` modulo `divisor`, never negative.
    private static func floorModulo(_ value: String, by divisor: Int) -> String {
        "(((\(value) % \(divisor)) + \(divisor)) % \(divisor))"
    }
}
