/// A store whose queries are the shared ones (`Storage/SQL`): both `SQLiteStore` and
/// `PostgresStore` give the shared code an executor for a read or for a write transaction, and
/// keep to themselves how they connect, lock and tell the caches.
protocol SQLStore: Sendable {
    /// Runs `body` outside any transaction (each statement sees what is committed when it runs).
    func reading<Result: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result
    /// Runs `body` in one write transaction (committed when it returns, rolled back when it
    /// throws, its error rethrown as is), then marks `touching` as changed for the caches.
    func writing<Result: Sendable>(touching: StoreTouches,
                                   _ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result
    /// Whether `error` is the database's unique-constraint violation.
    func isUniqueViolation(_ error: any Error) -> Bool
    /// Whether `error` is the database's foreign-key violation: a row named a row that is gone.
    func isForeignKeyViolation(_ error: any Error) -> Bool
    /// Serialises the hourly limit's count and insert for one user and kind until the
    /// transaction ends (a PostgreSQL advisory lock; SQLite's single writer needs nothing).
    func lockHourlyLimit(userID: String, kind: JobKind, on sql: any SQLExecutor) async throws
}

extension SQLStore {
    func ping() async throws {
        try await reading { sql in try await sql.run("SELECT 1") }
    }

    /// Whether the database has every migration this version knows (`/ready`): another
    /// instance may have made it, or it may have been restored from an older backup.
    func migrationsComplete() async throws -> Bool {
        let sqlite = Schema.steps.last?.identifier ?? "", postgres = PostgresSchema.migrations.last?.version ?? ""
        let query = SQLQuery.dialect(
            sqlite: "SELECT COUNT(*) AS applied FROM grdb_migrations WHERE identifier = '\(sqlite)'",
            postgres: "SELECT COUNT(*) AS applied FROM schema_migrations WHERE version = '\(postgres)'")
        return try await reading { sql in try await sql.value(query, column: "applied", as: Int.self) ?? 0 } > 0
    }
}
