import Foundation

/// Users and sessions (`StoryStore`'s first part) for both databases. Every authenticated
/// request reads its session here, so that query stays one join.
extension SQLStore {
    func createUser(_ user: UserRecord) async throws {
        do {
            try await writing(touching: .sessions) { sql in try await Self.insert(user, on: sql) }
        } catch where isUniqueViolation(error) {
            throw StoreError.duplicateEmail
        }
    }

    /// Inserts `user`; a taken email (in any letter case) is a unique violation.
    static func insert(_ user: UserRecord, on sql: any SQLExecutor) async throws {
        try await sql.run("""
            INSERT INTO "user" (id, email, "emailKey", name, "passwordHash", "createdAt", "updatedAt")
            VALUES (\(user.id), \(user.email), \(emailKey(user.email)), \(user.name), \(user.passwordHash),
                    \(user.createdAt), \(user.updatedAt))
            """)
    }

    func user(withEmail email: String) async throws -> UserRecord? {
        try await reading { sql in
            try await sql.first(#"SELECT * FROM "user" WHERE "emailKey" = \#(Self.emailKey(email))"#).map(UserRecord.init(row:))
        }
    }

    func user(id: String) async throws -> UserRecord? {
        try await reading { sql in
            try await sql.first(#"SELECT * FROM "user" WHERE id = \#(id)"#).map(UserRecord.init(row:))
        }
    }

    func createSession(_ session: SessionRecordRow) async throws {
        try await writing(touching: .sessions) { sql in
            try await sql.run("""
                INSERT INTO session (id, "userId", "tokenHash", "expiresAt", "createdAt", "updatedAt")
                VALUES (\(session.id), \(session.userID), \(session.tokenHash), \(session.expiresAt),
                        \(session.createdAt), \(session.updatedAt))
                """)
        }
    }

    func session(tokenHash: String, now: Date) async throws -> (SessionRecordRow, UserRecord)? {
        try await reading { sql in
            guard let row = try await sql.first("""
                SELECT s.id AS sid, s."userId" AS suser, s."tokenHash", s."expiresAt", s."createdAt" AS screated,
                       s."updatedAt" AS supdated, u.*
                FROM session s JOIN "user" u ON u.id = s."userId"
                WHERE s."tokenHash" = \(tokenHash) AND s."expiresAt" > \(now)
                """) else { return nil }
            let session = SessionRecordRow(id: try row.get("sid"), userID: try row.get("suser"),
                                           tokenHash: try row.get("tokenHash"), expiresAt: try row.get("expiresAt"),
                                           createdAt: try row.get("screated"), updatedAt: try row.get("supdated"))
            return (session, try UserRecord(row: row))
        }
    }

    func extendSession(id: String, expiresAt: Date, now: Date) async throws {
        try await writing(touching: .sessions) { sql in
            try await sql.run(#"UPDATE session SET "expiresAt" = \#(expiresAt), "updatedAt" = \#(now) WHERE id = \#(id)"#)
        }
    }

    func deleteSession(tokenHash: String) async throws {
        try await writing(touching: .sessions) { sql in
            try await sql.run(#"DELETE FROM session WHERE "tokenHash" = \#(tokenHash)"#)
        }
    }

    /// Emails compare case-insensitively (contract section 2); the row keeps what the user typed.
    static func emailKey(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
