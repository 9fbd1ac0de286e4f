import Foundation

/// `JourneyStore` for both databases, answering the same for the same data.
///
/// Local days and hours deliberately do not use the database's time zones (SQLite has none;
/// PostgreSQL's zone database is the server's, not Foundation's, and may be older or newer).
/// They use Swift's instead: `QuarterHourDay.localDays` folds the UTC-day rollups, and a zone's
/// `UTCOffsetTimeline` becomes a `CASE` over `startedAt` giving the offset, in seconds, that is
/// added to the session's whole epoch seconds (`SQLQuery.epochSeconds`).
extension SQLStore {
    func listeningTotals(userID: String) async throws -> ListeningTotals {
        try await reading { sql in
            // One statement, one snapshot. The rollup holds one row per story with a listen
            // (JourneyRollups); PostgreSQL's SUM of bigints is numeric, hence the cast.
            let row = try await sql.first("""
                SELECT (SELECT COUNT(*) FROM listening_story_total WHERE "userId" = \(userID)) AS stories,
                       (SELECT CAST(COALESCE(SUM("listenedSeconds"), 0) AS BIGINT) FROM listening_story_total
                        WHERE "userId" = \(userID)) AS seconds,
                       (SELECT COUNT(*) FROM story WHERE "userId" = \(userID) AND "isFavorite" = \(true)) AS favorites
                """)
            return ListeningTotals(storiesListened: try row?.get("stories") ?? 0, listenedSeconds: try row?.get("seconds") ?? 0,
                                   favoriteStories: try row?.get("favorites") ?? 0)
        }
    }

    func listeningDays(userID: String, timeZone: TimeZone) async throws -> [LocalDay] {
        let rows = try await reading { sql in
            try await sql.all("""
                SELECT "utcDay", early, late FROM listening_day_slots WHERE "userId" = \(userID) ORDER BY "utcDay"
                """).map { row in
                QuarterHourDay(utcDay: try row.get("utcDay"), early: try row.get("early"), late: try row.get("late"))
            }
        }
        return QuarterHourDay.localDays(rows, in: timeZone)
    }

    func listeningSeconds(userID: String, timeZone: TimeZone, from: Date, to: Date) async throws -> [LocalDay: Int] {
        let local = Self.localSeconds(UTCOffsetTimeline(timeZone: timeZone, from: from, to: to))
        return try await reading { sql in
            let rows = try await sql.all("""
                SELECT day, CAST(SUM(duration) AS BIGINT) AS seconds
                FROM (SELECT \(Self.floorDivision(local, by: 86_400)) AS day, duration FROM listening_session
                      WHERE "userId" = \(userID) AND "startedAt" >= \(from) AND "startedAt" < \(to)
                        AND \(raw: Listen.condition())) AS listens
                GROUP BY day
                """)
            var seconds: [LocalDay: Int] = [:]
            for row in rows {
                seconds[LocalDay(number: try row.get("day"))] = try row.get("seconds", as: Int?.self) ?? 0
            }
            return seconds
        }
    }

    func firstListen(userID: String) async throws -> Date? {
        try await reading { sql in
            try await sql.value("""
                SELECT MIN("startedAt") AS first FROM listening_session
                WHERE "userId" = \(userID) AND \(raw: Listen.condition())
                """, column: "first", as: Date.self)
        }
    }

    func heroListening(userID: String) async throws -> [HeroListeningRecord] {
        try await reading { sql in
            try await sql.all("""
                SELECT h.id, h.name, h."avatarPath",
                    (SELECT COUNT(*) FROM story s WHERE s."heroId" = h.id) AS "storyCount",
                    CAST(COALESCE((SELECT SUM(l.duration) FROM story s
                                   JOIN listening_session l ON l."userId" = s."userId" AND l."storyId" = s.id
                                   WHERE s."heroId" = h.id AND \(raw: Listen.condition("l"))), 0) AS BIGINT) AS seconds
                FROM hero h WHERE h."userId" = \(userID) ORDER BY h."createdAt" DESC, h.id\(SQLQuery.byteOrder)
                """).map { row in
                HeroListeningRecord(heroID: try row.get("id"), name: try row.get("name"), avatarPath: try row.get("avatarPath"),
                                    storyCount: try row.get("storyCount"), seconds: try row.get("seconds"))
            }
        }
    }

    func listeningHabits(userID: String, timeZone: TimeZone) async throws -> ListeningHabits {
        try await reading { sql in
            let counts = try await sql.first("""
                SELECT COUNT(*) AS sessions, COUNT(DISTINCT "storyId") AS stories,
                       MIN("startedAt") AS first, MAX("startedAt") AS last
                FROM listening_session WHERE "userId" = \(userID) AND \(raw: Listen.condition())
                """)
            var habits = ListeningHabits(sessions: try counts?.get("sessions") ?? 0, uniqueStories: try counts?.get("stories") ?? 0)
            guard habits.sessions > 0, let first = try counts?.get("first", as: Date?.self),
                  let last = try counts?.get("last", as: Date?.self) else { return habits }
            habits.averageAudioDuration = try await sql.value("""
                SELECT AVG("audioDuration") AS average FROM story
                WHERE "userId" = \(userID) AND "audioDuration" IS NOT NULL
                    AND id IN (SELECT "storyId" FROM listening_session WHERE "userId" = \(userID) AND \(raw: Listen.condition()))
                """, column: "average", as: Double.self)
            let local = Self.localSeconds(UTCOffsetTimeline(timeZone: timeZone, from: first, to: last))
            habits.preferredHour = try await sql.value("""
                SELECT hour FROM (SELECT \(Self.floorModulo(local, by: 86_400)) / 3600 AS hour, "startedAt"
                                  FROM listening_session
                                  WHERE "userId" = \(userID) AND \(raw: Listen.condition())) AS listens
                GROUP BY hour ORDER BY COUNT(*) DESC, MAX("startedAt") DESC LIMIT 1
                """, column: "hour", as: Int.self)
            // NULL below any date, as SQLite sorts it (PostgreSQL only when told).
            habits.mostPlayed = try await sql.first("""
                SELECT id, title, "playCount" FROM story WHERE "userId" = \(userID) AND "playCount" > 0
                ORDER BY "playCount" DESC, "lastPlayedAt" DESC NULLS LAST, id\(SQLQuery.byteOrder) LIMIT 1
                """).map { row in
                ListeningHabits.PlayedStory(id: try row.get("id"), title: try row.get("title"), playCount: try row.get("playCount"))
            }
            return habits
        }
    }

    func unlockedMilestones(userID: String) async throws -> [String: Date] {
        try await reading { sql in
            var unlocked: [String: Date] = [:]
            for row in try await sql.all(#"SELECT "milestoneId", "unlockedAt" FROM user_milestone WHERE "userId" = \#(userID)"#) {
                unlocked[try row.get("milestoneId")] = try row.get("unlockedAt")
            }
            return unlocked
        }
    }

    func unlockMilestones(userID: String, ids: [String], at date: Date) async throws {
        guard !ids.isEmpty else { return }
        // No cache is built from milestones. Two instances unlocking at once: the first keeps its date.
        try await writing(touching: []) { sql in
            for id in ids {
                try await sql.run("""
                    INSERT INTO user_milestone ("userId", "milestoneId", "unlockedAt") VALUES (\(userID), \(id), \(date))
                    ON CONFLICT ("userId", "milestoneId") DO NOTHING
                    """)
            }
        }
    }

    /// The local time of a session as seconds since 1970 (an SQL expression over `startedAt`):
    /// its whole UTC seconds plus `CASE WHEN "startedAt" < <change> THEN <offset before it> ...
    /// ELSE <last offset> END`, the offsets bound.
    private static func localSeconds(_ timeline: UTCOffsetTimeline) -> SQLQuery {
        guard !timeline.changes.isEmpty else { return "(\(SQLQuery.epochSeconds) + \(timeline.initialOffset))" }
        var shift: SQLQuery = "CASE"
        var offset = timeline.initialOffset
        for change in timeline.changes {
            shift.append(#" WHEN "startedAt" < \#(change.at) THEN \#(offset)"#)
            offset = change.offset
        }
        shift.append(" ELSE \(offset) END")
        return "(\(SQLQuery.epochSeconds) + \(shift))"
    }

    /// `value` divided by `divisor`, rounded down (integer division truncates toward zero in
    /// both databases; `LocalDay` rounds down before 1970 too).
    private static func floorDivision(_ value: SQLQuery, by divisor: Int) -> SQLQuery {
        "((\(value) - \(floorModulo(value, by: divisor))) / \(raw: String(divisor)))"
    }

    /// `value` modulo `divisor`, never negative.
    private static func floorModulo(_ value: SQLQuery, by divisor: Int) -> SQLQuery {
        "(((\(value) % \(raw: String(divisor))) + \(raw: String(divisor))) % \(raw: String(divisor)))"
    }
}
