import Foundation
import GRDB

/// `SQLiteStore` as a `SQLStore`: the shared queries' reads go to the pool's readers, their
/// writes to the writer in a transaction that spans several GRDB accesses, held alone by the
/// write lock (GRDB's change observation still sees the commit and bumps the caches). Every
/// access is synchronous (docs/decisions/0040).
extension SQLiteStore: SQLStore {
    func reading<Result: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result {
        try await body(SQLiteExecutor(pool: pool, access: .read))
    }

    func writing<Result: Sendable>(touching: StoreTouches,
                                   _ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result {
        let pool = pool
        return try await writeLock.withLock {
            // Synchronous accesses, like the executor's (docs/decisions/0040): the lock holder
            // is the writer queue's only user, so each runs on this thread.
            try Self.onWriter(pool) { db in try db.cachedStatement(sql: "BEGIN IMMEDIATE").execute() }
            do {
                let result = try await body(SQLiteExecutor(pool: pool, access: .transaction))
                try Self.onWriter(pool) { db in try db.cachedStatement(sql: "COMMIT").execute() }
                return result
            } catch {
                // Before the lock is released; a synchronous access is not cut short by the
                // task's cancellation.
                try? Self.onWriter(pool) { db in
                    if db.isInsideTransaction { try db.execute(sql: "ROLLBACK") }
                }
                throw error
            }
        }
    }

    /// GRDB's synchronous writer access (in an async function its awaited twin is chosen).
    private static func onWriter(_ pool: DatabasePool, _ body: (Database) throws -> Void) throws {
        try pool.writeWithoutTransaction(body)
    }

    func isUniqueViolation(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
    }

    func isForeignKeyViolation(_ error: any Error) -> Bool {
        (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_FOREIGNKEY
    }
}
