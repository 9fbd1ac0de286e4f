import Foundation
import GRDB

extension SQLiteStore: ListeningStore {
    func recordListeningSession(_ session: ListeningSessionRecord) async throws -> ListeningSessionRecord? {
        try await pool.write { db in
            guard let story = try Self.fetchStory(db, id: session.storyID, userID: session.userID) else { return nil }
            var session = session
            // Upstream caps a reported duration at 1.5 times the narration's length.
            if let audio = story.audioDuration, let duration = session.duration {
                session.duration = min(duration, Int((audio * 1.5).rounded(.up)))
            }
            let window = ListeningSessionRecord.playPairingWindow
            let end = session.endedAt ?? session.startedAt.addingTimeInterval(TimeInterval(session.duration ?? 0))
            // One listen counts once: a `/play` of the same listen that no session has claimed yet.
            let play = try String.fetchOne(db, sql: """
                SELECT id FROM story_play
                WHERE storyId = ? AND userId = ? AND playedAt BETWEEN ? AND ?
                ORDER BY playedAt LIMIT 1
                """, arguments: [story.id, session.userID, session.startedAt.addingTimeInterval(-window), end.addingTimeInterval(window)])
            if let play {
                try db.execute(sql: "DELETE FROM story_play WHERE id = ?", arguments: [play])
                try db.execute(sql: """
                    UPDATE story SET lastPlayedAt = MAX(COALESCE(lastPlayedAt, ?), ?) WHERE id = ?
                    """, arguments: [session.startedAt, session.startedAt, story.id])
            } else {
                try db.execute(sql: """
                    UPDATE story SET playCount = playCount + 1, lastPlayedAt = MAX(COALESCE(lastPlayedAt, ?), ?), updatedAt = ?
                    WHERE id = ?
                    """, arguments: [session.startedAt, session.startedAt, session.updatedAt, story.id])
            }
            try db.execute(sql: """
                INSERT INTO listening_session (id, userId, storyId, startedAt, endedAt, duration, completed, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [session.id, session.userID, session.storyID, session.startedAt, session.endedAt,
                                 session.duration, session.completed, session.createdAt, session.updatedAt])
            return session
        }
    }

    func listeningSessions(userID: String, filter: ListeningSessionFilter, limit: Int, offset: Int) async throws
        -> (sessions: [ListeningSessionRecord], total: Int) {
        var conditions = ["userId = ?"]
        var arguments: StatementArguments = [userID]
        if let storyID = filter.storyID {
            conditions.append("storyId = ?")
            arguments += [storyID]
        }
        if let start = filter.startDate {
            conditions.append("startedAt >= ?")
            arguments += [start]
        }
        if let end = filter.endDate {
            conditions.append("startedAt <= ?")
            arguments += [end]
        }
        if let completed = filter.completed {
            conditions.append("completed = ?")
            arguments += [completed]
        }
        let whereClause = conditions.joined(separator: " AND ")
        let filterArguments = arguments
        return try await pool.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listening_session WHERE \(whereClause)",
                                         arguments: filterArguments) ?? 0
            let rows = try Row.fetchAll(db, sql: """
                SELECT * FROM listening_session WHERE \(whereClause) ORDER BY startedAt DESC, id LIMIT ? OFFSET ?
                """, arguments: filterArguments + [limit, offset])
            return (rows.map(Self.listeningSession(from:)), total)
        }
    }

    static func listeningSession(from row: Row) -> ListeningSessionRecord {
        ListeningSessionRecord(id: row["id"], userID: row["userId"], storyID: row["storyId"], startedAt: row["startedAt"],
                               endedAt: row["endedAt"], duration: row["duration"], completed: row["completed"],
                               createdAt: row["createdAt"], updatedAt: row["updatedAt"])
    }
}
