import Foundation

/// `AccountStore` for both databases. Where a read-then-write must not race another instance,
/// the row is locked (`FOR UPDATE` on PostgreSQL; SQLite's single writer needs nothing) or the
/// condition is part of the write itself.
extension SQLStore {
    func user(provider: String, accountID: String) async throws -> UserRecord? {
        try await reading { sql in
            try await sql.first("""
                SELECT u.* FROM account a JOIN "user" u ON u.id = a."userId"
                WHERE a."providerId" = \(provider) AND a."accountId" = \(accountID)
                """).map(UserRecord.init(row:))
        }
    }

    func createUser(_ user: UserRecord, account: ExternalAccountRecord) async throws {
        do {
            try await writing(touching: .sessions) { sql in
                try await Self.insert(user, on: sql)
                try await Self.insert(account, on: sql)
            }
        } catch where isUniqueViolation(error) {
            throw StoreError.duplicateEmail
        }
    }

    func linkAccount(_ account: ExternalAccountRecord) async throws {
        try await writing(touching: []) { sql in try await Self.insert(account, on: sql) }
    }

    /// Inserts `account`; an account already linked (to anyone) stays as it is.
    private static func insert(_ account: ExternalAccountRecord, on sql: any SQLExecutor) async throws {
        try await sql.run("""
            INSERT INTO account (id, "userId", "providerId", "accountId", email, "createdAt")
            VALUES (\(account.id), \(account.userID), \(account.provider), \(account.accountID), \(account.email),
                    \(account.createdAt))
            ON CONFLICT ("providerId", "accountId") DO NOTHING
            """)
    }

    func deleteUser(id: String) async throws -> [String]? {
        try await writing(touching: .all) { sql in
            // Locked so that a concurrent deletion of the same user answers nil, not the folders twice.
            guard try await sql.exists(#"SELECT 1 FROM "user" WHERE id = \#(id)\#(SQLQuery.forUpdate)"#) else { return nil }
            let stories = try await sql.all(#"SELECT id FROM story WHERE "userId" = \#(id) ORDER BY \#(SQLQuery.insertionOrder("story"))"#)
                .map { try $0.get("id", as: String.self) }
            let heroes = try await sql.all(#"SELECT id FROM hero WHERE "userId" = \#(id) ORDER BY \#(SQLQuery.insertionOrder("hero"))"#)
                .map { try $0.get("id", as: String.self) }
            // Stories and heroes go by name (not only by cascade) so the list caches hear of it;
            // the rest of the user's rows follow the user by their foreign keys.
            try await sql.run(#"DELETE FROM story WHERE "userId" = \#(id)"#)
            try await sql.run(#"DELETE FROM hero WHERE "userId" = \#(id)"#)
            try await sql.run(#"DELETE FROM session WHERE "userId" = \#(id)"#)
            try await sql.run(#"DELETE FROM "user" WHERE id = \#(id)"#)
            return stories.map(MediaPaths.storyFolder) + heroes.map(MediaPaths.heroFolder)
        }
    }

    func insertDeviceAuthorization(_ record: DeviceAuthorizationRecord) async throws {
        do {
            try await writing(touching: []) { sql in
                try await sql.run("""
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
        return try await reading { sql in
            try await sql.first(#"SELECT * FROM device_authorization WHERE "\#(raw: column)" = \#(value)"#)
                .map(DeviceAuthorizationRecord.init(row:))
        }
    }

    /// One statement whose `WHERE` holds the expected status: a concurrent update of the same row
    /// waits for the first to commit, then finds the status changed and writes nothing.
    func updateDeviceAuthorization(_ record: DeviceAuthorizationRecord, expectedStatus: DeviceAuthorizationRecord.Status)
        async throws -> Bool {
        try await writing(touching: []) { sql in
            try await sql.exists("""
                UPDATE device_authorization
                SET "stateHash" = \(record.stateHash), nonce = \(record.nonce), status = \(record.status.rawValue),
                    "userId" = \(record.userID), failure = \(record.failure), "interval" = \(record.interval),
                    "lastPolledAt" = \(record.lastPolledAt)
                WHERE id = \(record.id) AND status = \(expectedStatus.rawValue)
                RETURNING id
                """)
        }
    }

    func deleteDeviceAuthorizations(expiredBefore date: Date) async throws {
        try await writing(touching: []) { sql in
            try await sql.run(#"DELETE FROM device_authorization WHERE "expiresAt" < \#(date)"#)
        }
    }
}

extension DeviceAuthorizationRecord {
    /// A device authorization from its row; an unknown status reads as denied.
    init(row: any SQLRow) throws {
        self.init(
            id: try row.get("id"), deviceCodeHash: try row.get("deviceCodeHash"), userCodeHash: try row.get("userCodeHash"),
            provider: try row.get("provider"), stateHash: try row.get("stateHash"), nonce: try row.get("nonce"),
            status: Status(rawValue: try row.get("status")) ?? .denied,
            userID: try row.get("userId"), failure: try row.get("failure"), interval: try row.get("interval"),
            lastPolledAt: try row.get("lastPolledAt"), expiresAt: try row.get("expiresAt"), createdAt: try row.get("createdAt"))
    }
}
