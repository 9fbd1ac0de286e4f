import Foundation
import GRDB

/// `AccountStore` on SQLite.
extension SQLiteStore: AccountStore {
    func user(provider: String, accountID: String) async throws -> UserRecord? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: """
                SELECT u.* FROM account a JOIN user u ON u.id = a.userId WHERE a.providerId = ? AND a.accountId = ?
                """, arguments: [provider, accountID]).map(Self.user(from:))
        }
    }

    func createUser(_ user: UserRecord, account: ExternalAccountRecord) async throws {
        do {
            try await pool.write { db in
                try Self.insert(user, into: db)
                try Self.insert(account, into: db)
            }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw StoreError.duplicateEmail
        }
    }

    func linkAccount(_ account: ExternalAccountRecord) async throws {
        try await pool.write { db in try Self.insert(account, into: db) }
    }

    private static func insert(_ account: ExternalAccountRecord, into db: Database) throws {
        try db.execute(sql: """
            INSERT INTO account (id, userId, providerId, accountId, email, createdAt) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (providerId, accountId) DO NOTHING
            """, arguments: [account.id, account.userID, account.provider, account.accountID, account.email,
                             account.createdAt])
    }

    func deleteUser(id: String) async throws -> [String]? {
        try await pool.write { db in
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM user WHERE id = ?", arguments: [id]) != nil else { return nil }
            let stories = try String.fetchAll(db, sql: "SELECT id FROM story WHERE userId = ?", arguments: [id])
            let heroes = try String.fetchAll(db, sql: "SELECT id FROM hero WHERE userId = ?", arguments: [id])
            // Stories and heroes go by name (not only by cascade) so the list caches hear of it;
            // the rest of the user's rows follow the user by their foreign keys.
            try db.execute(sql: "DELETE FROM story WHERE userId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM hero WHERE userId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM session WHERE userId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [id])
            return stories.map(MediaPaths.storyFolder) + heroes.map(MediaPaths.heroFolder)
        }
    }

    func insertDeviceAuthorization(_ record: DeviceAuthorizationRecord) async throws {
        do {
            try await pool.write { db in
                try db.execute(sql: """
                    INSERT INTO device_authorization (id, deviceCodeHash, userCodeHash, provider, stateHash, nonce, status,
                        userId, failure, interval, lastPolledAt, expiresAt, createdAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [record.id, record.deviceCodeHash, record.userCodeHash, record.provider, record.stateHash,
                                     record.nonce, record.status.rawValue, record.userID, record.failure, record.interval,
                                     record.lastPolledAt, record.expiresAt, record.createdAt])
            }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw StoreError.duplicateCode
        }
    }

    func deviceAuthorization(_ key: DeviceAuthorizationKey) async throws -> DeviceAuthorizationRecord? {
        let (column, value) = key.lookup
        return try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM device_authorization WHERE \(column) = ?", arguments: [value])
                .map(Self.deviceAuthorization(from:))
        }
    }

    func updateDeviceAuthorization(_ record: DeviceAuthorizationRecord, expectedStatus: DeviceAuthorizationRecord.Status)
        async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE device_authorization SET stateHash = ?, nonce = ?, status = ?, userId = ?, failure = ?, interval = ?,
                    lastPolledAt = ?
                WHERE id = ? AND status = ?
                """, arguments: [record.stateHash, record.nonce, record.status.rawValue, record.userID, record.failure,
                                 record.interval, record.lastPolledAt, record.id, expectedStatus.rawValue])
            return db.changesCount == 1
        }
    }

    func deleteDeviceAuthorizations(expiredBefore date: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM device_authorization WHERE expiresAt < ?", arguments: [date])
        }
    }

    static func deviceAuthorization(from row: Row) -> DeviceAuthorizationRecord {
        DeviceAuthorizationRecord(
            id: row["id"], deviceCodeHash: row["deviceCodeHash"], userCodeHash: row["userCodeHash"], provider: row["provider"],
            stateHash: row["stateHash"], nonce: row["nonce"],
            status: DeviceAuthorizationRecord.Status(rawValue: row["status"]) ?? .denied, userID: row["userId"],
            failure: row["failure"], interval: row["interval"], lastPolledAt: row["lastPolledAt"],
            expiresAt: row["expiresAt"], createdAt: row["createdAt"])
    }
}
