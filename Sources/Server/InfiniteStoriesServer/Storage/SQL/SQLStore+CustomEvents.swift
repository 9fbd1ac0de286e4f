import Foundation

/// `CustomEventStore` for both databases; keywords are a JSON array in text. Custom events feed
/// no cache, so their writes touch nothing, except a deletion, which clears the stories'
/// `customEventId`.
extension SQLStore {
    func customEvents(userID: String, filter: CustomEventFilter, limit: Int, offset: Int) async throws
        -> (events: [CustomEventRecord], total: Int) {
        var conditions: [SQLQuery] = [#""userId" = \#(userID)"#]
        if let category = filter.category { conditions.append("category = \(category)") }
        if filter.favoritesOnly { conditions.append(#""isFavorite" = \#(true)"#) }
        let condition = SQLQuery.joined(conditions, separator: " AND ")
        return try await reading { sql in
            let total = try await sql.value("SELECT COUNT(*) AS total FROM custom_event WHERE \(condition)",
                                            column: "total", as: Int.self) ?? 0
            // The id in byte order whatever the database's locale.
            let rows = try await sql.all("""
                SELECT * FROM custom_event WHERE \(condition)
                ORDER BY "isFavorite" DESC, "usageCount" DESC, "createdAt" DESC, id\(SQLQuery.byteOrder)
                LIMIT \(limit) OFFSET \(offset)
                """)
            return (try rows.map(CustomEventRecord.init(row:)), total)
        }
    }

    func customEvent(id: String, userID: String) async throws -> CustomEventRecord? {
        try await reading { sql in try await Self.fetchCustomEvent(sql, id: id, userID: userID) }
    }

    func insertCustomEvent(_ event: CustomEventRecord) async throws {
        try await writing(touching: []) { sql in
            try await sql.run("""
                INSERT INTO custom_event (id, "userId", title, description, "promptSeed", category, "ageRange", tone, keywords,
                    "aiEnhanced", "enhancedAt", "enhancementModel", "originalPromptSeed", "usageCount", "isFavorite",
                    "lastUsedAt", "createdAt", "updatedAt")
                VALUES (\(event.id), \(event.userID), \(event.title), \(event.description), \(event.promptSeed),
                        \(event.category), \(event.ageRange), \(event.tone), \(JSONStringArray.encode(event.keywords)),
                        \(event.aiEnhanced), \(event.enhancedAt), \(event.enhancementModel), \(event.originalPromptSeed),
                        \(event.usageCount), \(event.isFavorite), \(event.lastUsedAt), \(event.createdAt), \(event.updatedAt))
                """)
        }
    }

    func updateCustomEvent(id: String, userID: String, changes: CustomEventChanges, now: Date) async throws
        -> CustomEventRecord? {
        try await writing(touching: []) { sql in
            // Locked: read, merged and written back, so a concurrent PATCH (or enhancement) is not lost.
            guard var event = try await Self.fetchCustomEvent(sql, id: id, userID: userID, forUpdate: true) else {
                return nil
            }
            event = changes.applied(to: event, now: now)
            try await sql.run("""
                UPDATE custom_event SET title = \(event.title), description = \(event.description),
                    "promptSeed" = \(event.promptSeed), category = \(event.category), "ageRange" = \(event.ageRange),
                    tone = \(event.tone), keywords = \(JSONStringArray.encode(event.keywords)),
                    "isFavorite" = \(event.isFavorite), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
            return event
        }
    }

    func deleteCustomEvent(id: String, userID: String) async throws -> Bool {
        try await writing(touching: .content) { sql in
            guard try await sql.exists(#"""
                DELETE FROM custom_event WHERE id = \#(id) AND "userId" = \#(userID) RETURNING id
                """#) else { return false }
            // `updatedAt` moves so clients syncing with `updatedAfter` hear of the change.
            try await sql.run("""
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
        try await writing(touching: []) { sql in
            if let row = try await sql.first("""
                UPDATE custom_event SET "originalPromptSeed" = "promptSeed", "promptSeed" = \(enhancement.promptSeed),
                    keywords = \(JSONStringArray.encode(enhancement.keywords)), "aiEnhanced" = \(true),
                    "enhancedAt" = \(enhancement.enhancedAt), "enhancementModel" = \(enhancement.model),
                    "updatedAt" = \(enhancement.enhancedAt)
                WHERE id = \(id) AND "userId" = \(userID) AND "aiEnhanced" = \(false)
                RETURNING *
                """) {
                return .enhanced(try CustomEventRecord(row: row))
            }
            return try await Self.fetchCustomEvent(sql, id: id, userID: userID) == nil ? .notFound : .alreadyEnhanced
        }
    }

    func recordCustomEventUse(id: String, userID: String, now: Date) async throws {
        try await writing(touching: []) { sql in
            try await sql.run("""
                UPDATE custom_event SET "usageCount" = "usageCount" + 1, "lastUsedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
        }
    }

    /// The event, its row locked until the transaction ends when `forUpdate` (read-modify-write).
    static func fetchCustomEvent(_ sql: any SQLExecutor, id: String, userID: String,
                                 forUpdate: Bool = false) async throws -> CustomEventRecord? {
        try await sql.first("""
            SELECT * FROM custom_event WHERE id = \(id) AND "userId" = \(userID)\(forUpdate ? SQLQuery.forUpdate : "")
            """).map(CustomEventRecord.init(row:))
    }
}

extension CustomEventRecord {
    init(row: any SQLRow) throws {
        self.init(
            id: try row.get("id"), userID: try row.get("userId"), title: try row.get("title"),
            description: try row.get("description"), promptSeed: try row.get("promptSeed"), category: try row.get("category"),
            ageRange: try row.get("ageRange"), tone: try row.get("tone"),
            keywords: JSONStringArray.decode(try row.get("keywords")),
            aiEnhanced: try row.get("aiEnhanced"), enhancedAt: try row.get("enhancedAt"),
            enhancementModel: try row.get("enhancementModel"), originalPromptSeed: try row.get("originalPromptSeed"),
            usageCount: try row.get("usageCount"), isFavorite: try row.get("isFavorite"),
            lastUsedAt: try row.get("lastUsedAt"), createdAt: try row.get("createdAt"), updatedAt: try row.get("updatedAt"))
    }
}
