import Foundation
import GRDB

/// `SQLiteStore` as a `SQLStore`: the shared queries' reads go to the pool's readers, their
/// writes to the writer in a transaction that spans several GRDB accesses, held alone by the
/// write lock (GRDB's change observation still sees the commit and bumps the caches).
extension SQLiteStore: SQLStore {
    func reading<Result: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result {
        try await body(SQLiteExecutor(pool: pool, access: .read))
    }

    func writing<Result: Sendable>(touching: StoreTouches,
                                   _ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result {
        let pool = pool
        return try await writeLock.withLock {
            try await pool.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            do {
                let result = try await body(SQLiteExecutor(pool: pool, access: .transaction))
                try await pool.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
                return result
            } catch {
                // In a task of its own, which a cancellation of this one does not reach: the
                // rollback must happen before the lock is released.
                await Task {
                    try? await pool.writeWithoutTransaction { db in
                        if db.isInsideTransaction { try db.execute(sql: "ROLLBACK") }
                    }
                }.value
                throw error
            }
        }
    }

    func isUniqueViolation(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
    }
}
