import Foundation

/// Heroes (`StoryStore`) for both databases, each with the count of its stories.
extension SQLStore {
    func heroes(userID: String, limit: Int, offset: Int, updatedAfter: Date?) async throws -> (heroes: [HeroRecord], total: Int) {
        var conditions: [SQLQuery] = [#"h."userId" = \#(userID)"#]
        if let updatedAfter { conditions.append(#"h."updatedAt" > \#(updatedAfter)"#) }
        let condition = SQLQuery.joined(conditions, separator: " AND ")
        return try await reading { sql in
            let total = try await sql.value("SELECT COUNT(*) AS total FROM hero h WHERE \(condition)",
                                            column: "total", as: Int.self) ?? 0
            let rows = try await sql.all("""
                SELECT \(HeroRecord.columns) FROM hero h WHERE \(condition)
                ORDER BY h."createdAt" DESC, \(SQLQuery.insertionOrder("h")) DESC LIMIT \(limit) OFFSET \(offset)
                """)
            return (try rows.map(HeroRecord.init(row:)), total)
        }
    }

    func hero(id: String, userID: String) async throws -> HeroRecord? {
        try await reading { sql in try await Self.fetchHero(sql, id: id, userID: userID) }
    }

    /// The hero, its row locked until the transaction ends when `forUpdate` (read-modify-write).
    static func fetchHero(_ sql: any SQLExecutor, id: String, userID: String, forUpdate: Bool = false) async throws -> HeroRecord? {
        if forUpdate {
            try await sql.run(#"SELECT 1 FROM hero WHERE id = \#(id) AND "userId" = \#(userID)\#(SQLQuery.forUpdate)"#)
        }
        return try await sql.first(#"SELECT \#(HeroRecord.columns) FROM hero h WHERE h.id = \#(id) AND h."userId" = \#(userID)"#)
            .map(HeroRecord.init(row:))
    }

    func insertHero(_ hero: HeroRecord) async throws {
        try await writing(touching: .content) { sql in
            try await sql.run("""
                INSERT INTO hero (id, "userId", name, age, traits, "specialAbilities", appearance, "hairColor", "eyeColor",
                                  "skinTone", height, "avatarPath", "avatarPrompt", "createdAt", "updatedAt")
                VALUES (\(hero.id), \(hero.userID), \(hero.name), \(hero.age), \(JSONStringArray.encode(hero.traits)),
                        \(JSONStringArray.encode(hero.specialAbilities)), \(hero.appearance), \(hero.hairColor),
                        \(hero.eyeColor), \(hero.skinTone), \(hero.height), \(hero.avatarPath), \(hero.avatarPrompt),
                        \(hero.createdAt), \(hero.updatedAt))
                """)
        }
    }

    func updateHero(id: String, userID: String, changes: HeroChanges, now: Date) async throws -> HeroRecord? {
        try await writing(touching: .content) { sql in
            guard var hero = try await Self.fetchHero(sql, id: id, userID: userID, forUpdate: true) else { return nil }
            hero = changes.applied(to: hero, now: now)
            try await sql.run("""
                UPDATE hero SET name = \(hero.name), age = \(hero.age), traits = \(JSONStringArray.encode(hero.traits)),
                                "specialAbilities" = \(JSONStringArray.encode(hero.specialAbilities)),
                                appearance = \(hero.appearance), "hairColor" = \(hero.hairColor),
                                "eyeColor" = \(hero.eyeColor), "skinTone" = \(hero.skinTone), height = \(hero.height),
                                "avatarPrompt" = \(hero.avatarPrompt), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
            return hero
        }
    }

    func deleteHero(id: String, userID: String) async throws -> [String]? {
        try await writing(touching: .content) { sql in
            guard try await sql.exists(#"SELECT 1 FROM hero WHERE id = \#(id) AND "userId" = \#(userID)\#(SQLQuery.forUpdate)"#) else {
                return nil
            }
            let storyIDs = try await sql.all(#"SELECT id FROM story WHERE "heroId" = \#(id)"#).map { try $0.get("id", as: String.self) }
            try await sql.run(#"DELETE FROM hero WHERE id = \#(id) AND "userId" = \#(userID)"#)
            return storyIDs
        }
    }
}

extension HeroRecord {
    /// A hero's columns with its story count, for a query `FROM hero h`.
    static let columns: SQLQuery = #"h.*, (SELECT COUNT(*) FROM story s WHERE s."heroId" = h.id) AS "storyCount""#

    /// A hero from its row; traits and abilities are JSON arrays of strings.
    init(row: any SQLRow) throws {
        self.init(id: try row.get("id"), userID: try row.get("userId"), name: try row.get("name"), age: try row.get("age"),
                  traits: JSONStringArray.decode(try row.get("traits")),
                  specialAbilities: JSONStringArray.decode(try row.get("specialAbilities")),
                  appearance: try row.get("appearance"), hairColor: try row.get("hairColor"),
                  eyeColor: try row.get("eyeColor"), skinTone: try row.get("skinTone"), height: try row.get("height"),
                  avatarPath: try row.get("avatarPath"), avatarPrompt: try row.get("avatarPrompt"),
                  createdAt: try row.get("createdAt"), updatedAt: try row.get("updatedAt"),
                  storyCount: try row.get("storyCount", default: 0))
    }
}
