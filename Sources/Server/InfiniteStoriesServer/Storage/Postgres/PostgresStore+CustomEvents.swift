import Foundation
import PostgresNIO

/// `CustomEventStore` on PostgreSQL, with `SQLiteStore+CustomEvents`' semantics; keywords are a
/// JSON array in text. Custom events feed no cache, so their writes touch nothing, except a
/// deletion, which clears the stories' `customEventId`.
extension PostgresStore: CustomEventStore {
    func customEvents(userID: String, filter: CustomEventFilter, limit: Int, offset: Int) async throws
        -> (events: [CustomEventRecord], total: Int) {
        try await read { connection in
            var builder = PostgresQueryBuilder()
            var condition = #""userId" = \#(builder.bind(userID))"#
            if let category = filter.category { condition += " AND category = \(builder.bind(category))" }
            if filter.favoritesOnly { condition += #" AND "isFavorite""# }
            let total = try await connection.first(builder.query("SELECT COUNT(*) AS total FROM custom_event WHERE \(condition)"))?
                .get("total", as: Int.self) ?? 0
            let page = "LIMIT \(builder.bind(limit)) OFFSET \(builder.bind(offset))"
            // The id in byte order, as SQLite's BINARY collation, whatever the database's locale.
            let rows = try await connection.all(builder.query("""
                SELECT * FROM custom_event WHERE \(condition)
                ORDER BY "isFavorite" DESC, "usageCount" DESC, "createdAt" DESC, id COLLATE "C" \(page)
                """))
            return (try rows.map { try Self.customEvent(from: $0.makeRandomAccess()) }, total)
        }
    }

    func customEvent(id: String, userID: String) async throws -> CustomEventRecord? {
        try await read { connection in try await Self.fetchCustomEvent(connection, id: id, userID: userID) }
    }

    func insertCustomEvent(_ event: CustomEventRecord) async throws {
        try await write(touching: []) { connection in
            try await connection.run("""
                INSERT INTO custom_event (id, "userId", title, description, "promptSeed", category, "ageRange", tone, keywords,
                    "aiEnhanced", "enhancedAt", "enhancementModel", "originalPromptSeed", "usageCount", "isFavorite",
                    "lastUsedAt", "createdAt", "updatedAt")
                VALUES (\(event.id), \(event.userID), \(event.title), \(event.description), \(event.promptSeed),
                        \(event.category), \(event.ageRange), \(event.tone), \(Self.json(event.keywords)), \(event.aiEnhanced),
                        \(event.enhancedAt), \(event.enhancementModel), \(event.originalPromptSeed), \(event.usageCount),
                        \(event.isFavorite), \(event.lastUsedAt), \(event.createdAt), \(event.updatedAt))
                """)
        }
    }

    func updateCustomEvent(id: String, userID: String, changes: CustomEventChanges, now: Date) async throws
        -> CustomEventRecord? {
        try await write(touching: []) { connection in
            // Locked: read, merged and written back, so a concurrent PATCH (or enhancement) is not lost.
            guard var event = try await Self.fetchCustomEvent(connection, id: id, userID: userID, forUpdate: true) else {
                return nil
            }
            event = changes.applied(to: event, now: now)
            try await connection.run("""
                UPDATE custom_event SET title = \(event.title), description = \(event.description),
                    "promptSeed" = \(event.promptSeed), category = \(event.category), "ageRange" = \(event.ageRange),
                    tone = \(event.tone), keywords = \(Self.json(event.keywords)), "isFavorite" = \(event.isFavorite),
                    "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
            return event
        }
    }

    func deleteCustomEvent(id: String, userID: String) async throws -> Bool {
        try await write(touching: .content) { connection in
            guard try await connection.first(#"""
                DELETE FROM custom_event WHERE id = \#(id) AND "userId" = \#(userID) RETURNING id
                """#) != nil else { return false }
            // `updatedAt` moves so clients syncing with `updatedAfter` hear of the change.
            try await connection.run("""
                UPDATE story SET "customEventId" = NULL, "updatedAt" = \(Date.storageNow)
                WHERE "customEventId" = \(id) AND "userId" = \(userID)
                """)
            return true
        }
    }

    /// One conditional statement: of two concurrent enhancements the second waits for the first
    /// to commit, then finds `aiEnhanced` set and writes nothing. The original seed is the row's
    /// own, read by the same statement.
    func enhanceCustomEvent(id: String, userID: String, enhancement: CustomEventEnhancementRecord) async throws
        -> CustomEventEnhancementOutcome {
        try await write(touching: []) { connection in
            if let row = try await connection.first("""
                UPDATE custom_event SET "originalPromptSeed" = "promptSeed", "promptSeed" = \(enhancement.promptSeed),
                    keywords = \(Self.json(enhancement.keywords)), "aiEnhanced" = true, "enhancedAt" = \(enhancement.enhancedAt),
                    "enhancementModel" = \(enhancement.model), "updatedAt" = \(enhancement.enhancedAt)
                WHERE id = \(id) AND "userId" = \(userID) AND NOT "aiEnhanced"
                RETURNING *
                """) {
                return .enhanced(try Self.customEvent(from: row))
            }
            return try await Self.fetchCustomEvent(connection, id: id, userID: userID) == nil ? .notFound : .alreadyEnhanced
        }
    }

    func recordCustomEventUse(id: String, userID: String, now: Date) async throws {
        try await write(touching: []) { connection in
            try await connection.run("""
                UPDATE custom_event SET "usageCount" = "usageCount" + 1, "lastUsedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
        }
    }

    /// The event, its row locked until the transaction ends when `forUpdate` (read-modify-write).
    static func fetchCustomEvent(_ connection: PostgresConnection, id: String, userID: String,
                                 forUpdate: Bool = false) async throws -> CustomEventRecord? {
        try await connection.first(PostgresQuery(unsafeSQL: """
            SELECT * FROM custom_event WHERE id = $1 AND "userId" = $2\(forUpdate ? " FOR UPDATE" : "")
            """, binds: bindings(id, userID))).map(customEvent(from:))
    }

    static func customEvent(from row: PostgresRandomAccessRow) throws -> CustomEventRecord {
        CustomEventRecord(
            id: try row.get("id"), userID: try row.get("userId"), title: try row.get("title"),
            description: try row.get("description"), promptSeed: try row.get("promptSeed"), category: try row.get("category"),
            ageRange: try row.get("ageRange"), tone: try row.get("tone"), keywords: strings(try row.get("keywords")),
            aiEnhanced: try row.get("aiEnhanced"), enhancedAt: try row.optionalDate("enhancedAt"),
            enhancementModel: try row.get("enhancementModel"), originalPromptSeed: try row.get("originalPromptSeed"),
            usageCount: try row.get("usageCount"), isFavorite: try row.get("isFavorite"),
            lastUsedAt: try row.optionalDate("lastUsedAt"), createdAt: try row.date("createdAt"),
            updatedAt: try row.date("updatedAt"))
    }
}
