import Foundation
import GRDB

/// `JourneyStore` on SQLite. SQLite knows no time zones, so a session's local day or hour is
/// read through the zone's `UTCOffsetTimeline` over the user's sessions, written as a `CASE` of
/// date modifiers (a few per year of history, bounded by time, not by sessions).
extension SQLiteStore: JourneyStore {
    func listeningTotals(userID: String) async throws -> ListeningTotals {
        try await pool.read { db in
            // The rollup holds one row per story with a listen (JourneyRollups).
            let row = try Row.fetchOne(db, sql: """
                SELECT COUNT(*) AS stories, COALESCE(SUM(listenedSeconds), 0) AS seconds
                FROM listening_story_total WHERE userId = ?
                """, arguments: [userID])
            let favorites = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM story WHERE userId = ? AND isFavorite = 1",
                                             arguments: [userID]) ?? 0
            return ListeningTotals(storiesListened: row?["stories"] ?? 0, listenedSeconds: row?["seconds"] ?? 0,
                                   favoriteStories: favorites)
        }
    }

    func listeningDays(userID: String, timeZone: TimeZone) async throws -> [LocalDay] {
        let rows = try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT utcDay, early, late FROM listening_day_slots WHERE userId = ? ORDER BY utcDay
                """, arguments: [userID]).map { row -> QuarterHourDay in
                QuarterHourDay(utcDay: row["utcDay"], early: row["early"], late: row["late"])
            }
        }
        return QuarterHourDay.localDays(rows, in: timeZone)
    }

    func listeningSeconds(userID: String, timeZone: TimeZone, from: Date, to: Date) async throws -> [LocalDay: Int] {
        try await pool.read { db in
            let shift = Self.localShift(UTCOffsetTimeline(timeZone: timeZone, from: from, to: to))
            let rows = try Row.fetchAll(db, sql: """
                SELECT date(startedAt, \(shift.sql)) AS day, SUM(duration) AS seconds FROM listening_session
                WHERE userId = ? AND startedAt >= ? AND startedAt < ? AND \(Listen.condition())
                GROUP BY day
                """, arguments: shift.arguments + [userID, from, to])
            var seconds: [LocalDay: Int] = [:]
            for row in rows {
                guard let text: String = row["day"], let day = LocalDay(text) else { continue }
                seconds[day] = row["seconds"] ?? 0
            }
            return seconds
        }
    }

    func firstListen(userID: String) async throws -> Date? {
        try await pool.read { db in
            try Date.fetchOne(db, sql: "SELECT MIN(startedAt) FROM listening_session WHERE userId = ? AND \(Listen.condition())",
                              arguments: [userID])
        }
    }

    func heroListening(userID: String) async throws -> [HeroListeningRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT h.id, h.name, h.avatarPath,
                    (SELECT COUNT(*) FROM story s WHERE s.heroId = h.id) AS storyCount,
                    COALESCE((SELECT SUM(l.duration) FROM story s
                              JOIN listening_session l ON l.userId = s.userId AND l.storyId = s.id
                              WHERE s.heroId = h.id AND \(Listen.condition("l"))), 0) AS seconds
                FROM hero h WHERE h.userId = ? ORDER BY h.createdAt DESC, h.id
                """, arguments: [userID]).map { row in
                HeroListeningRecord(heroID: row["id"], name: row["name"], avatarPath: row["avatarPath"],
                                    storyCount: row["storyCount"], seconds: row["seconds"])
            }
        }
    }

    func listeningHabits(userID: String, timeZone: TimeZone) async throws -> ListeningHabits {
        try await pool.read { db in
            let counts = try Row.fetchOne(db, sql: """
                SELECT COUNT(*) AS sessions, COUNT(DISTINCT storyId) AS stories FROM listening_session
                WHERE userId = ? AND \(Listen.condition())
                """, arguments: [userID])
            var habits = ListeningHabits(sessions: counts?["sessions"] ?? 0, uniqueStories: counts?["stories"] ?? 0)
            guard habits.sessions > 0, let shift = try Self.localShift(db, userID: userID, timeZone: timeZone) else {
                return habits
            }
            habits.averageAudioDuration = try Double.fetchOne(db, sql: """
                SELECT AVG(audioDuration) FROM story
                WHERE userId = ? AND audioDuration IS NOT NULL
                    AND id IN (SELECT storyId FROM listening_session WHERE userId = ? AND \(Listen.condition()))
                """, arguments: [userID, userID])
            habits.preferredHour = try Int.fetchOne(db, sql: """
                SELECT CAST(strftime('%H', startedAt, \(shift.sql)) AS INTEGER) AS hour FROM listening_session
                WHERE userId = ? AND \(Listen.condition()) GROUP BY hour ORDER BY COUNT(*) DESC, MAX(startedAt) DESC LIMIT 1
                """, arguments: shift.arguments + [userID])
            habits.mostPlayed = try Row.fetchOne(db, sql: """
                SELECT id, title, playCount FROM story WHERE userId = ? AND playCount > 0
                ORDER BY playCount DESC, lastPlayedAt DESC, id LIMIT 1
                """, arguments: [userID]).map { row in
                ListeningHabits.PlayedStory(id: row["id"], title: row["title"], playCount: row["playCount"])
            }
            return habits
        }
    }

    func unlockedMilestones(userID: String) async throws -> [String: Date] {
        try await pool.read { db in
            var unlocked: [String: Date] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT milestoneId, unlockedAt FROM user_milestone WHERE userId = ?",
                                        arguments: [userID]) {
                unlocked[row["milestoneId"]] = row["unlockedAt"]
            }
            return unlocked
        }
    }

    func unlockMilestones(userID: String, ids: [String], at date: Date) async throws {
        guard !ids.isEmpty else { return }
        try await pool.write { db in
            for id in ids {
                try db.execute(sql: """
                    INSERT INTO user_milestone (userId, milestoneId, unlockedAt) VALUES (?, ?, ?)
                    ON CONFLICT (userId, milestoneId) DO NOTHING
                    """, arguments: [userID, id, date])
            }
        }
    }

    /// The shift to local time over all of the user's listens; nil when there are none.
    private static func localShift(_ db: Database, userID: String, timeZone: TimeZone) throws
        -> (sql: String, arguments: StatementArguments)? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT MIN(startedAt) AS first, MAX(startedAt) AS last FROM listening_session
            WHERE userId = ? AND \(Listen.condition())
            """, arguments: [userID]), let first: Date = row["first"], let last: Date = row["last"] else { return nil }
        return localShift(UTCOffsetTimeline(timeZone: timeZone, from: first, to: last))
    }

    /// A date modifier (`'+3600 seconds'`) that takes `startedAt` (UTC) to local time:
    /// `CASE WHEN startedAt < <change> THEN <offset before it> ... ELSE <last offset> END`.
    private static func localShift(_ timeline: UTCOffsetTimeline) -> (sql: String, arguments: StatementArguments) {
        func modifier(_ offset: Int) -> String { "\(offset >= 0 ? "+" : "")\(offset) seconds" }
        guard !timeline.changes.isEmpty else { return ("?", [modifier(timeline.initialOffset)]) }
        var sql = "CASE"
        var arguments: StatementArguments = []
        var offset = timeline.initialOffset
        for change in timeline.changes {
            sql += " WHEN startedAt < ? THEN ?"
            arguments += [change.at, modifier(offset)]
            offset = change.offset
        }
        sql += " ELSE ? END"
        arguments += [modifier(offset)]
        return (sql, arguments)
    }
}
