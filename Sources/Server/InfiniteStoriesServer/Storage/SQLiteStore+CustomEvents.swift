import Foundation
import GRDB

/// `CustomEventStore` on SQLite; keywords are kept as a JSON array.
extension SQLiteStore: CustomEventStore {
    func customEvents(userID: String, filter: CustomEventFilter, limit: Int, offset: Int) async throws
        -> (events: [CustomEventRecord], total: Int) {
        var conditions = ["userId = ?"]
        var arguments: StatementArguments = [userID]
        if let category = filter.category {
            conditions.append("category = ?")
            arguments += [category]
        }
        if filter.favoritesOnly { conditions.append("isFavorite = 1") }
        let whereClause = conditions.joined(separator: " AND ")
        let filterArguments = arguments
        return try await pool.read { db in
            let total = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM custom_event WHERE \(whereClause)",
                                         arguments: filterArguments) ?? 0
            let rows = try Row.fetchAll(db, sql: """
                SELECT * FROM custom_event WHERE \(whereClause)
                ORDER BY isFavorite DESC, usageCount DESC, createdAt DESC, id LIMIT ? OFFSET ?
                """, arguments: filterArguments + [limit, offset])
            return (rows.map(Self.customEvent(from:)), total)
        }
    }

    func customEvent(id: String, userID: String) async throws -> CustomEventRecord? {
        try await pool.read { db in try Self.fetchCustomEvent(db, id: id, userID: userID) }
    }

    func insertCustomEvent(_ event: CustomEventRecord) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO custom_event (id, userId, title, description, promptSeed, category, ageRange, tone, keywords,
                    aiEnhanced, enhancedAt, enhancementModel, originalPromptSeed, usageCount, isFavorite, lastUsedAt,
                    createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [event.id, event.userID, event.title, event.description, event.promptSeed, event.category,
                                 event.ageRange, event.tone, Self.keywordsJSON(event.keywords), event.aiEnhanced, event.enhancedAt,
                                 event.enhancementModel, event.originalPromptSeed, event.usageCount, event.isFavorite,
                                 event.lastUsedAt, event.createdAt, event.updatedAt])
        }
    }

    func updateCustomEvent(id: String, userID: String, changes: CustomEventChanges, now: Date) async throws
        -> CustomEventRecord? {
        try await pool.write { db in
            guard var event = try Self.fetchCustomEvent(db, id: id, userID: userID) else { return nil }
            event = changes.applied(to: event, now: now)
            try db.execute(sql: """
                UPDATE custom_event SET title = ?, description = ?, promptSeed = ?, category = ?, ageRange = ?, tone = ?,
                    keywords = ?, isFavorite = ?, updatedAt = ?
                WHERE id = ? AND userId = ?
                """, arguments: [event.title, event.description, event.promptSeed, event.category, event.ageRange, event.tone,
                                 Self.keywordsJSON(event.keywords), event.isFavorite, now, id, userID])
            return event
        }
    }

    func deleteCustomEvent(id: String, userID: String) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM custom_event WHERE id = ? AND userId = ?", arguments: [id, userID])
            guard db.changesCount > 0 else { return false }
            // `updatedAt` moves so clients syncing with `updatedAfter` hear of the change.
            try db.execute(sql: """
                UPDATE story SET customEventId = NULL, updatedAt = ? WHERE customEventId = ? AND userId = ?
                """, arguments: [Date.storageNow, id, userID])
            return true
        }
    }

    func enhanceCustomEvent(id: String, userID: String, enhancement: CustomEventEnhancementRecord) async throws
        -> CustomEventEnhancementOutcome {
        try await pool.write { db in
            guard let event = try Self.fetchCustomEvent(db, id: id, userID: userID) else { return .notFound }
            guard !event.aiEnhanced else { return .alreadyEnhanced }
            try db.execute(sql: """
                UPDATE custom_event SET promptSeed = ?, keywords = ?, aiEnhanced = 1, enhancedAt = ?, enhancementModel = ?,
                    originalPromptSeed = ?, updatedAt = ?
                WHERE id = ? AND userId = ? AND aiEnhanced = 0
                """, arguments: [enhancement.promptSeed, Self.keywordsJSON(enhancement.keywords), enhancement.enhancedAt,
                                 enhancement.model, event.promptSeed, enhancement.enhancedAt, id, userID])
            guard let enhanced = try Self.fetchCustomEvent(db, id: id, userID: userID) else { return .notFound }
            return .enhanced(enhanced)
        }
    }

    func recordCustomEventUse(id: String, userID: String, now: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE custom_event SET usageCount = usageCount + 1, lastUsedAt = ? WHERE id = ? AND userId = ?
                """, arguments: [now, id, userID])
        }
    }

    static func fetchCustomEvent(_ db: Database, id: String, userID: String) throws -> CustomEventRecord? {
        try Row.fetchOne(db, sql: "SELECT * FROM custom_event WHERE id = ? AND userId = ?", arguments: [id, userID])
            .map(customEvent(from:))
    }

    static func customEvent(from row: Row) -> CustomEventRecord {
        CustomEventRecord(id: row["id"], userID: row["userId"], title: row["title"], description: row["description"],
                          promptSeed: row["promptSeed"], category: row["category"], ageRange: row["ageRange"],
                          tone: row["tone"], keywords: keywords(fromJSON: row["keywords"]), aiEnhanced: row["aiEnhanced"],
                          enhancedAt: row["enhancedAt"], enhancementModel: row["enhancementModel"],
                          originalPromptSeed: row["originalPromptSeed"], usageCount: row["usageCount"],
                          isFavorite: row["isFavorite"], lastUsedAt: row["lastUsedAt"], createdAt: row["createdAt"],
                          updatedAt: row["updatedAt"])
    }

    /// Keywords are stored as a JSON array of strings.
    static func keywordsJSON(_ keywords: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(keywords), as: UTF8.self)) ?? "[]"
    }

    static func keywords(fromJSON text: String?) -> [String] {
        guard let text, let keywords = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else { return [] }
        return keywords
    }
}
