import Foundation
import PostgresNIO

/// `AccountStore` on PostgreSQL, with `SQLiteStore+Accounts`' semantics. Where SQLite's single
/// writer made a read-then-write safe, the row is locked (`FOR UPDATE`) or the condition is
/// part of the write itself, so several server instances cannot both win.
extension PostgresStore: AccountStore {
    func user(provider: String, accountID: String) async throws -> UserRecord? {
        try await read { connection in
            try await connection.first("""
                SELECT u.* FROM account a JOIN "user" u ON u.id = a."userId"
                WHERE a."providerId" = \(provider) AND a."accountId" = \(accountID)
                """).map(Self.user(from:))
        }
    }

    func createUser(_ user: UserRecord, account: ExternalAccountRecord) async throws {
        do {
            try await write(touching: .sessions) { connection in
                try await Self.insert(user, on: connection)
                try await Self.insert(account, on: connection)
            }
        } catch where isUniqueViolation(error) {
            throw StoreError.duplicateEmail
        }
    }

    func linkAccount(_ account: ExternalAccountRecord) async throws {
        try await write(touching: []) { connection in try await Self.insert(account, on: connection) }
    }

    /// Inserts `account`; an account already linked (to anyone) stays as it is.
    private static func insert(_ account: ExternalAccountRecord, on connection: PostgresConnection) async throws {
        try await connection.run("""
            INSERT INTO account (id, "userId", "providerId", "accountId", email, "createdAt")
            VALUES (\(account.id), \(account.userID), \(account.provider), \(account.accountID), \(account.email),
                    \(account.createdAt))
            ON CONFLICT ("providerId", "accountId") DO NOTHING
            """)
    }

    func deleteUser(id: String) async throws -> [String]? {
        try await write(touching: .all) { connection in
            // Locked so that a concurrent deletion of the same user answers nil, not the folders twice.
            guard try await connection.first(#"SELECT 1 FROM "user" WHERE id = \#(id) FOR UPDATE"#) != nil else {
                return nil
            }
            let stories = try await connection.all(#"SELECT id FROM story WHERE "userId" = \#(id) ORDER BY seq"#)
                .map { try $0.decode(String.self) }
            let heroes = try await connection.all(#"SELECT id FROM hero WHERE "userId" = \#(id) ORDER BY seq"#)
                .map { try $0.decode(String.self) }
            // As on SQLite, stories and heroes go by name before the user; the rest of the user's
            // rows follow it by their foreign keys (the rollups by their trigger).
            try await connection.run(#"DELETE FROM story WHERE "userId" = \#(id)"#)
            try await connection.run(#"DELETE FROM hero WHERE "userId" = \#(id)"#)
            try await connection.run(#"DELETE FROM session WHERE "userId" = \#(id)"#)
            try await connection.run(#"DELETE FROM "user" WHERE id = \#(id)"#)
            return stories.map(MediaPaths.storyFolder) + heroes.map(MediaPaths.heroFolder)
        }
    }

    func insertDeviceAuthorization(_ record: DeviceAuthorizationRecord) async throws {
        do {
            try await write(touching: []) { connection in
                try await connection.run("""
                    INSERT INTO device_authorization (id, "deviceCodeHash", "userCodeHash", provider, "stateHash", nonce,
                        status, "userId", failure, "interval", "lastPolledAt", "expiresAt", "createdAt")
                    VALUES (\(record.id), \(record.deviceCodeHash), \(record.userCodeHash), \(record.provider),
                            \(record.stateHash), \(record.nonce), \(record.status.rawValue), \(record.userID),
                            \(record.failure), \(record.interval), \(record.lastPolledAt), \(record.expiresAt),
                            \(record.createdAt))
                    """)
            }
        } catch where isUniqueViolation(error) {
            // The caller deletes expired authorizations first, so a clash is with a live one.
            throw StoreError.duplicateCode
        }
    }

    func deviceAuthorization(_ key: DeviceAuthorizationKey) async throws -> DeviceAuthorizationRecord? {
        let (column, value) = key.lookup
        return try await read { connection in
            try await connection.first(PostgresQuery(unsafeSQL: #"SELECT * FROM device_authorization WHERE "\#(column)" = $1"#,
                                                     binds: Self.bindings(value)))
                .map(Self.deviceAuthorization(from:))
        }
    }

    /// One statement whose `WHERE` holds the expected status: a concurrent update of the same row
    /// waits for the first to commit, then finds the status changed and writes nothing.
    func updateDeviceAuthorization(_ record: DeviceAuthorizationRecord, expectedStatus: DeviceAuthorizationRecord.Status)
        async throws -> Bool {
        try await write(touching: []) { connection in
            try await connection.first("""
                UPDATE device_authorization
                SET "stateHash" = \(record.stateHash), nonce = \(record.nonce), status = \(record.status.rawValue),
                    "userId" = \(record.userID), failure = \(record.failure), "interval" = \(record.interval),
                    "lastPolledAt" = \(record.lastPolledAt)
                WHERE id = \(record.id) AND status = \(expectedStatus.rawValue)
                RETURNING id
                """) != nil
        }
    }

    func deleteDeviceAuthorizations(expiredBefore date: Date) async throws {
        try await write(touching: []) { connection in
            try await connection.run(#"DELETE FROM device_authorization WHERE "expiresAt" < \#(date)"#)
        }
    }

    static func deviceAuthorization(from row: PostgresRandomAccessRow) throws -> DeviceAuthorizationRecord {
        DeviceAuthorizationRecord(
            id: try row.get("id"), deviceCodeHash: try row.get("deviceCodeHash"), userCodeHash: try row.get("userCodeHash"),
            provider: try row.get("provider"), stateHash: try row.get("stateHash"), nonce: try row.get("nonce"),
            status: DeviceAuthorizationRecord.Status(rawValue: try row.get("status")) ?? .denied,
            userID: try row.get("userId"), failure: try row.get("failure"), interval: try row.get("interval"),
            lastPolledAt: try row.optionalDate("lastPolledAt"), expiresAt: try row.date("expiresAt"),
            createdAt: try row.date("createdAt"))
    }
}
