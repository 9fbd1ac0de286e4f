import Foundation

/// `ListeningStore` for both databases: the same duration cap, play pairing, filters and order.
/// Ids compare byte by byte, so a tie on `startedAt` pages the same on both stores whatever the
/// database's collation.
extension SQLStore {
    func recordListeningSession(_ session: ListeningSessionRecord) async throws -> ListeningSessionRecord? {
        // The story row is updated either way (`playCount` or `lastPlayedAt`): a story change.
        try await writing(touching: .content) { sql in
            // Locking the story first serialises this with `recordPlay` and with other sessions
            // of the same story on any instance: each statement after it sees every `/play`
            // committed before, and no two sessions claim the same one.
            try await sql.run(#"""
                SELECT 1 FROM story WHERE id = \#(session.storyID) AND "userId" = \#(session.userID)\#(SQLQuery.forUpdate)
                """#)
            guard let story = try await Self.fetchStory(sql, id: session.storyID, userID: session.userID) else { return nil }
            var session = session
            // Upstream caps a reported duration at 1.5 times the narration's length.
            if let audio = story.audioDuration, let duration = session.duration {
                session.duration = min(duration, Int((audio * 1.5).rounded(.up)))
            }
            let window = ListeningSessionRecord.playPairingWindow
            let end = session.endedAt ?? session.startedAt.addingTimeInterval(TimeInterval(session.duration ?? 0))
            // One listen counts once: a `/play` of the same listen that no session has claimed yet.
            let play = try await sql.value("""
                SELECT id FROM story_play
                WHERE "storyId" = \(story.id) AND "userId" = \(session.userID)
                    AND "playedAt" BETWEEN \(session.startedAt.addingTimeInterval(-window)) AND \(end.addingTimeInterval(window))
                ORDER BY "playedAt", id\(SQLQuery.byteOrder) LIMIT 1
                """, column: "id", as: String.self)
            let lastPlayed: SQLQuery = #"\#(SQLQuery.greatest)(COALESCE("lastPlayedAt", \#(session.startedAt)), \#(session.startedAt))"#
            if let play {
                try await sql.run("DELETE FROM story_play WHERE id = \(play)")
                try await sql.run(#"UPDATE story SET "lastPlayedAt" = \#(lastPlayed) WHERE id = \#(story.id)"#)
            } else {
                try await sql.run("""
                    UPDATE story SET "playCount" = "playCount" + 1, "lastPlayedAt" = \(lastPlayed), "updatedAt" = \(session.updatedAt)
                    WHERE id = \(story.id)
                    """)
            }
            try await sql.run("""
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
        var conditions: [SQLQuery] = [#""userId" = \#(userID)"#]
        if let storyID = filter.storyID { conditions.append(#""storyId" = \#(storyID)"#) }
        if let start = filter.startDate { conditions.append(#""startedAt" >= \#(start)"#) }
        if let end = filter.endDate { conditions.append(#""startedAt" <= \#(end)"#) }
        if let completed = filter.completed { conditions.append("completed = \(completed)") }
        let condition = SQLQuery.joined(conditions, separator: " AND ")
        return try await reading { sql in
            let total = try await sql.value("SELECT COUNT(*) AS total FROM listening_session WHERE \(condition)",
                                            column: "total", as: Int.self) ?? 0
            let rows = try await sql.all("""
                SELECT * FROM listening_session WHERE \(condition)
                ORDER BY "startedAt" DESC, id\(SQLQuery.byteOrder) LIMIT \(limit) OFFSET \(offset)
                """)
            return (try rows.map(ListeningSessionRecord.init(row:)), total)
        }
    }
}

extension ListeningSessionRecord {
    init(row: any SQLRow) throws {
        self.init(id: try row.get("id"), userID: try row.get("userId"), storyID: try row.get("storyId"),
                  startedAt: try row.get("startedAt"), endedAt: try row.get("endedAt"), duration: try row.get("duration"),
                  completed: try row.get("completed"), createdAt: try row.get("createdAt"), updatedAt: try row.get("updatedAt"))
    }
}
