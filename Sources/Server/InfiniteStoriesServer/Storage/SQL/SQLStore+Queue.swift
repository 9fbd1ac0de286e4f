import Foundation

/// `QueueStore` for both databases. Entries are ordered by `ordinal`, then by when they were
/// added and by story id byte by byte, so two additions at the same moment page the same on
/// both stores. No list cache is built from the queue: its writes touch nothing.
extension SQLStore {
    func queue(userID: String, limit: Int, offset: Int) async throws -> (entries: [QueueEntryRecord], total: Int) {
        try await reading { sql in
            let total = try await sql.value(#"SELECT COUNT(*) AS total FROM queue_entry WHERE "userId" = \#(userID)"#,
                                            column: "total", as: Int.self) ?? 0
            let rows = try await sql.all("""
                SELECT q."addedAt" AS "queuedAt", \(StoryRecord.columns)
                FROM queue_entry q JOIN story s ON s.id = q."storyId" JOIN hero h ON h.id = s."heroId"
                WHERE q."userId" = \(userID)
                ORDER BY q.ordinal, q."addedAt", q."storyId"\(SQLQuery.byteOrder) LIMIT \(limit) OFFSET \(offset)
                """)
            return (try rows.map { QueueEntryRecord(story: try StoryRecord(row: $0), addedAt: try $0.get("queuedAt")) }, total)
        }
    }

    func enqueue(storyID: String, userID: String, at date: Date, capacity: Int) async throws -> QueueAddition {
        do {
            return try await writing(touching: []) { sql in
                // One addition at a time per user (PostgreSQL; SQLite writes one at a time anyway),
                // so two at once can neither pass the bound together nor take the same place.
                try await sql.run(#"SELECT id FROM "user" WHERE id = \#(userID)\#(SQLQuery.forUpdate)"#)
                guard let story = try await Self.fetchStory(sql, id: storyID, userID: userID) else { return .noSuchStory }
                if let addedAt = try await sql.value(#"""
                    SELECT "addedAt" FROM queue_entry WHERE "userId" = \#(userID) AND "storyId" = \#(storyID)
                    """#, column: "addedAt", as: Date.self) {
                    return .alreadyQueued(QueueEntryRecord(story: story, addedAt: addedAt))
                }
                let count = try await sql.value(#"SELECT COUNT(*) AS n FROM queue_entry WHERE "userId" = \#(userID)"#,
                                                column: "n", as: Int.self) ?? 0
                guard count < capacity else { return .full }
                let last = try await sql.value(#"SELECT MAX(ordinal) AS last FROM queue_entry WHERE "userId" = \#(userID)"#,
                                               column: "last", as: Int.self)
                try await sql.run("""
                    INSERT INTO queue_entry ("userId", "storyId", ordinal, "addedAt")
                    VALUES (\(userID), \(storyID), \((last ?? -1) + 1), \(date))
                    """)
                return .added(QueueEntryRecord(story: story, addedAt: date))
            }
        } catch let error where isUniqueViolation(error) {
            // Added by another request at the same moment: it is queued, once.
            guard let story = try await story(id: storyID, userID: userID) else { return .noSuchStory }
            return .alreadyQueued(QueueEntryRecord(story: story, addedAt: date))
        }
    }

    func dequeue(storyID: String, userID: String) async throws -> Bool {
        try await writing(touching: []) { sql in
            let found = try await sql.value(#"""
                SELECT COUNT(*) AS n FROM queue_entry WHERE "userId" = \#(userID) AND "storyId" = \#(storyID)
                """#, column: "n", as: Int.self) ?? 0
            guard found > 0 else { return false }
            try await sql.run(#"DELETE FROM queue_entry WHERE "userId" = \#(userID) AND "storyId" = \#(storyID)"#)
            return true
        }
    }

    func reorderQueue(userID: String, storyIDs: [String]) async throws -> Bool {
        try await writing(touching: []) { sql in
            // The rows are locked first (PostgreSQL), so two reorders from two terminals apply
            // one after the other, each against the queue as the other left it.
            let queued = try await sql.all(#"""
                SELECT "storyId" FROM queue_entry WHERE "userId" = \#(userID)\#(SQLQuery.forUpdate)
                """#).map { try $0.get("storyId") as String }
            guard queued.count == storyIDs.count, Set(queued) == Set(storyIDs) else { return false }
            for (ordinal, storyID) in storyIDs.enumerated() {
                try await sql.run(#"""
                    UPDATE queue_entry SET ordinal = \#(ordinal) WHERE "userId" = \#(userID) AND "storyId" = \#(storyID)
                    """#)
            }
            return true
        }
    }

    func clearQueue(userID: String) async throws -> Int {
        try await writing(touching: []) { sql in
            let count = try await sql.value(#"SELECT COUNT(*) AS n FROM queue_entry WHERE "userId" = \#(userID)"#,
                                            column: "n", as: Int.self) ?? 0
            try await sql.run(#"DELETE FROM queue_entry WHERE "userId" = \#(userID)"#)
            return count
        }
    }
}
