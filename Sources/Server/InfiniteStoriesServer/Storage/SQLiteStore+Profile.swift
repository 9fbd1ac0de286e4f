import Foundation
import GRDB

/// `ProfileStore` on SQLite: the name lives on `user`, preferences in `user_preference`.
extension SQLiteStore: ProfileStore {
    func profile(userID: String) async throws -> ProfileRecord? {
        try await pool.read { db in try Self.fetchProfile(db, userID: userID) }
    }

    func updateProfile(userID: String, changes: ProfileChanges, now: Date) async throws -> ProfileRecord? {
        try await pool.write { db in
            guard var profile = try Self.fetchProfile(db, userID: userID) else { return nil }
            if let name = changes.name {
                try db.execute(sql: "UPDATE user SET name = ?, updatedAt = ? WHERE id = ?", arguments: [name, now, userID])
            }
            if changes.changesPreferences {
                profile = changes.appliedPreferences(to: profile)
                try db.execute(sql: """
                    INSERT INTO user_preference (userId, preferredLanguage, defaultVoice, defaultStoryLength, timeZone, updatedAt)
                    VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (userId) DO UPDATE SET preferredLanguage = excluded.preferredLanguage,
                        defaultVoice = excluded.defaultVoice, defaultStoryLength = excluded.defaultStoryLength,
                        timeZone = excluded.timeZone, updatedAt = excluded.updatedAt
                    """, arguments: [userID, profile.preferredLanguage, profile.defaultVoice, profile.defaultStoryLength,
                                     profile.timeZone, now])
                // The profile's `updatedAt` is the user's: a preference is part of it.
                try db.execute(sql: "UPDATE user SET updatedAt = ? WHERE id = ?", arguments: [now, userID])
            }
            return try Self.fetchProfile(db, userID: userID)
        }
    }

    func preferredTimeZone(userID: String) async throws -> String? {
        try await pool.read { db in
            try String.fetchOne(db, sql: "SELECT timeZone FROM user_preference WHERE userId = ?", arguments: [userID])
        }
    }

    static func fetchProfile(_ db: Database, userID: String) throws -> ProfileRecord? {
        guard let row = try Row.fetchOne(db, sql: """
            SELECT u.*, p.preferredLanguage, p.defaultVoice, p.defaultStoryLength, p.timeZone,
                   (SELECT COUNT(*) FROM hero WHERE userId = u.id) AS heroCount,
                   (SELECT COUNT(*) FROM custom_event WHERE userId = u.id) AS customEventCount,
                   (SELECT COUNT(*) FROM story WHERE userId = u.id) AS storyCount
            FROM user u LEFT JOIN user_preference p ON p.userId = u.id
            WHERE u.id = ?
            """, arguments: [userID]) else { return nil }
        return ProfileRecord(user: user(from: row), preferredLanguage: row["preferredLanguage"],
                             defaultVoice: row["defaultVoice"], defaultStoryLength: row["defaultStoryLength"],
                             timeZone: row["timeZone"], heroCount: row["heroCount"],
                             customEventCount: row["customEventCount"], storyCount: row["storyCount"])
    }
}
