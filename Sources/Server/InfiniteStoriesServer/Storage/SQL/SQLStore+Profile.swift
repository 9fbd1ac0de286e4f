import Foundation

/// `ProfileStore` for both databases: the name lives on `"user"`, preferences in
/// `user_preference`.
extension SQLStore {
    func profile(userID: String) async throws -> ProfileRecord? {
        try await reading { sql in try await Self.fetchProfile(sql, userID: userID) }
    }

    func updateProfile(userID: String, changes: ProfileChanges, now: Date) async throws -> ProfileRecord? {
        // The name is on the user row, which the session cache holds.
        let touches: StoreTouches = changes.name != nil || changes.changesPreferences ? .sessions : []
        return try await writing(touching: touches) { sql in
            // Locked: preferences are read, merged and written back, and two instances merging
            // different fields at once must not lose either.
            guard try await sql.exists(#"SELECT 1 FROM "user" WHERE id = \#(userID)\#(SQLQuery.forUpdate)"#),
                  var profile = try await Self.fetchProfile(sql, userID: userID) else { return nil }
            if let name = changes.name {
                try await sql.run(#"UPDATE "user" SET name = \#(name), "updatedAt" = \#(now) WHERE id = \#(userID)"#)
            }
            if changes.changesPreferences {
                profile = changes.appliedPreferences(to: profile)
                try await sql.run("""
                    INSERT INTO user_preference ("userId", "preferredLanguage", "defaultVoice", "defaultStoryLength",
                                                 "timeZone", "updatedAt")
                    VALUES (\(userID), \(profile.preferredLanguage), \(profile.defaultVoice), \(profile.defaultStoryLength),
                            \(profile.timeZone), \(now))
                    ON CONFLICT ("userId") DO UPDATE SET "preferredLanguage" = excluded."preferredLanguage",
                        "defaultVoice" = excluded."defaultVoice", "defaultStoryLength" = excluded."defaultStoryLength",
                        "timeZone" = excluded."timeZone", "updatedAt" = excluded."updatedAt"
                    """)
                // The profile's `updatedAt` is the user's: a preference is part of it.
                try await sql.run(#"UPDATE "user" SET "updatedAt" = \#(now) WHERE id = \#(userID)"#)
            }
            return try await Self.fetchProfile(sql, userID: userID)
        }
    }

    func preferredTimeZone(userID: String) async throws -> String? {
        try await reading { sql in
            try await sql.value(#"SELECT "timeZone" FROM user_preference WHERE "userId" = \#(userID)"#, column: "timeZone")
        }
    }

    static func fetchProfile(_ sql: any SQLExecutor, userID: String) async throws -> ProfileRecord? {
        guard let row = try await sql.first("""
            SELECT u.*, p."preferredLanguage", p."defaultVoice", p."defaultStoryLength", p."timeZone",
                   (SELECT COUNT(*) FROM hero WHERE "userId" = u.id) AS "heroCount",
                   (SELECT COUNT(*) FROM custom_event WHERE "userId" = u.id) AS "customEventCount",
                   (SELECT COUNT(*) FROM story WHERE "userId" = u.id) AS "storyCount"
            FROM "user" u LEFT JOIN user_preference p ON p."userId" = u.id
            WHERE u.id = \(userID)
            """) else { return nil }
        return ProfileRecord(user: try UserRecord(row: row), preferredLanguage: try row.get("preferredLanguage"),
                             defaultVoice: try row.get("defaultVoice"), defaultStoryLength: try row.get("defaultStoryLength"),
                             timeZone: try row.get("timeZone"), heroCount: try row.get("heroCount"),
                             customEventCount: try row.get("customEventCount"), storyCount: try row.get("storyCount"))
    }
}
