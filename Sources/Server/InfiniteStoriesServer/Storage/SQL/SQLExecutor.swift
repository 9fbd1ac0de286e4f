/// Runs shared queries on one store's connection (a GRDB access, a pooled PostgreSQL
/// connection), inside the transaction the store opened for a write. Shared query code sees only
/// this, so it is written once for both databases.
protocol SQLExecutor: Sendable {
    var dialect: SQLDialect { get }
    /// Runs a statement, discarding any rows.
    func run(_ query: SQLQuery) async throws
    /// Every row of a query.
    func all(_ query: SQLQuery) async throws -> [any SQLRow]
}

extension SQLExecutor {
    /// The first row of a query, if any.
    func first(_ query: SQLQuery) async throws -> (any SQLRow)? { try await all(query).first }

    /// The first column named `column` of the first row, nil when there is no row.
    func value<Value: SQLColumnValue>(_ query: SQLQuery, column: String, as type: Value.Type = Value.self) async throws -> Value? {
        try await first(query).flatMap { try Value.decodeIfPresent($0, column) }
    }

    /// Whether the query answers any row (an `UPDATE ... RETURNING id` that changed one).
    func exists(_ query: SQLQuery) async throws -> Bool { try await first(query) != nil }
}
