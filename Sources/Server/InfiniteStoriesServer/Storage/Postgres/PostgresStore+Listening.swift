import Foundation
import PostgresNIO

/// `ListeningStore` on PostgreSQL, as `SQLiteStore`'s: the same duration cap, play pairing,
/// filters and order. Ids compare byte by byte (`COLLATE "C"`), as SQLite's text does, so a tie
/// on `startedAt` pages the same on both stores whatever the database's collation.
extension PostgresStore: ListeningStore {
    func recordListeningSession(_ session: ListeningSessionRecord) async throws -> ListeningSessionRecord? {
        // The story row is updated either way (`playCount` or `lastPlayedAt`): a story change.
        try await write(touching: .content) { connection in
            // Locking the story first serialises this with `recordPlay` and with other sessions
            // of the same story on any instance: each statement after it sees every `/play`
            // committed before, and no two sessions claim the same one.
            try await connection.run(#"""
                SELECT 1 FROM story WHERE id = \#(session.storyID) AND "userId" = \#(session.userID) FOR UPDATE
                """#)
            guard let story = try await Self.fetchStory(connection, id: session.storyID, userID: session.userID) else {
                return nil
            }
            var session = session
            // Upstream caps a reported duration at 1.5 times the narration's length.
            if let audio = story.audioDuration, let duration = session.duration {
                session.duration = min(duration, Int((audio * 1.5).rounded(.up)))
            }
            let window = ListeningSessionRecord.playPairingWindow
            let end = session.endedAt ?? session.startedAt.addingTimeInterval(TimeInterval(session.duration ?? 0))
            // One listen counts once: a `/play` of the same listen that no session has claimed yet.
            let play = try await connection.first("""
                SELECT id FROM story_play
                WHERE "storyId" = \(story.id) AND "userId" = \(session.userID)
                    AND "playedAt" BETWEEN \(session.startedAt.addingTimeInterval(-window)) AND \(end.addingTimeInterval(window))
                ORDER BY "playedAt", id COLLATE "C" LIMIT 1
                """)
            if let play {
                let playID = try play.get("id", as: String.self)
                try await connection.run("DELETE FROM story_play WHERE id = \(playID)")
                try await connection.run("""
                    UPDATE story SET "lastPlayedAt" = GREATEST(COALESCE("lastPlayedAt", \(session.startedAt)), \(session.startedAt))
                    WHERE id = \(story.id)
                    """)
            } else {
                try await connection.run("""
                    UPDATE story SET "playCount" = "playCount" + 1,
                        "lastPlayedAt" = GREATEST(COALESCE("lastPlayedAt", \(session.startedAt)), \(session.startedAt)),
                        "updatedAt" = \(session.updatedAt)
                    WHERE id = \(story.id)
                    """)
            }
            try await connection.run("""
                INSERT INTO listening_session (id, "userId", "storyId", "startedAt", "endedAt", duration, completed,
                                               "createdAt", "updatedAt")
                VALUES (\(session.id), \(session.userID), \(session.storyID), \(session.startedAt), \(session.endedAt),
                        \(session.duration), \(session.completed), \(session.createdAt), \(session.updatedAt))
                """)
            return session
        }
    }

    func listeningSessions(userID: String, filter: ListeningSessionFilter, limit: Int, offset: Int) async throws
        -> (sessions: [ListeningSessionRecord], total: Int) {
        try await read { connection in
            var builder = PostgresQueryBuilder()
            var conditions = [#""userId" = \#(builder.bind(userID))"#]
            if let storyID = filter.storyID { conditions.append(#""storyId" = \#(builder.bind(storyID))"#) }
            if let start = filter.startDate { conditions.append(#""startedAt" >= \#(builder.bind(start))"#) }
            if let end = filter.endDate { conditions.append(#""startedAt" <= \#(builder.bind(end))"#) }
            if let completed = filter.completed { conditions.append("completed = \(builder.bind(completed))") }
            let condition = conditions.joined(separator: " AND ")
            let total = try await connection.first(builder.query("SELECT COUNT(*) AS total FROM listening_session WHERE \(condition)"))?
                .get("total", as: Int.self) ?? 0
            let page = "LIMIT \(builder.bind(limit)) OFFSET \(builder.bind(offset))"
            let rows = try await connection.all(builder.query("""
                SELECT * FROM listening_session WHERE \(condition) ORDER BY "startedAt" DESC, id COLLATE "C" \(page)
                """))
            return (try rows.map { try Self.listeningSession(from: $0.makeRandomAccess()) }, total)
        }
    }

    static func listeningSession(from row: PostgresRandomAccessRow) throws -> ListeningSessionRecord {
        ListeningSessionRecord(id: try row.get("id"), userID: try row.get("userId"), storyID: try row.get("storyId"),
                               startedAt: try row.date("startedAt"), endedAt: try row.optionalDate("endedAt"),
                               duration: try row.get("duration"), completed: try row.get("completed"),
                               createdAt: try row.date("createdAt"), updatedAt: try row.date("updatedAt"))
    }
}
