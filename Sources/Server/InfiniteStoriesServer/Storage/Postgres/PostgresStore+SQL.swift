import Foundation
import PostgresNIO

/// `PostgresStore` as a `SQLStore`: the shared queries run on a pooled connection through
/// `read` and `write(touching:)`, with their acquire timeout and cache stamps.
extension PostgresStore: SQLStore {
    func reading<Result: Sendable>(_ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result {
        let logger = logger
        return try await read { connection in try await body(PostgresExecutor(connection: connection, logger: logger)) }
    }

    func writing<Result: Sendable>(touching: StoreTouches,
                                   _ body: @escaping @Sendable (any SQLExecutor) async throws -> Result) async throws -> Result {
        let logger = logger
        return try await write(touching: touching) { connection in
            try await body(PostgresExecutor(connection: connection, logger: logger))
        }
    }

    /// SQLSTATE 23505.
    func isUniqueViolation(_ error: any Error) -> Bool { (error as? PSQLError)?.sqlState == "23505" }

    func isForeignKeyViolation(_ error: any Error) -> Bool { (error as? PSQLError)?.sqlState == "23503" }
}
