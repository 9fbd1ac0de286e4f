import Foundation
import Logging
import PostgresNIO

/// Applies `PostgresSchema.migrations` that a database has not seen yet, in order, in one
/// transaction that first takes a transaction-scoped advisory lock: instances starting together
/// queue on the lock, and the ones after the first find every version recorded and do nothing.
/// `schema_migrations` holds one row per applied version.
enum PostgresMigrator {
    /// The advisory lock's key: any constant other code does not use ("ISMIGRAT" in ASCII).
    static let lockKey: Int64 = 0x4953_4D49_4752_4154

    /// Applies what is missing; answers the versions applied by this call.
    @discardableResult
    static func migrate(_ connection: PostgresConnection, logger: Logger,
                        migrations: [PostgresSchema.Migration] = PostgresSchema.migrations) async throws -> [String] {
        try await connection.inTransaction(logger: logger) { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
            try await connection.run("""
                CREATE TABLE IF NOT EXISTS schema_migrations (
                    version text PRIMARY KEY,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """, logger: logger)
            let applied = Set(try await connection.all("SELECT version FROM schema_migrations", logger: logger)
                .map { try $0.decode(String.self) })
            var done: [String] = []
            for migration in migrations where !applied.contains(migration.version) {
                for statement in migration.statements {
                    do {
                        try await connection.run(PostgresQuery(unsafeSQL: statement), logger: logger)
                    } catch {
                        throw MigrationFailed(version: migration.version, statement: statement,
                                              message: (error as? PSQLError)?.serverInfo?[.message] ?? "\(error)")
                    }
                }
                try await connection.run("INSERT INTO schema_migrations (version) VALUES (\(migration.version))",
                                         logger: logger)
                done.append(migration.version)
            }
            if !done.isEmpty { logger.info("postgres migrations applied", metadata: ["versions": "\(done)"]) }
            return done
        }
    }
}

/// A migration statement the server refused (PSQLError's own description hides the message).
struct MigrationFailed: Error, CustomStringConvertible {
    let version: String
    let statement: String
    let message: String
    var description: String { "PostgreSQL migration \(version) failed: \(message)\n\(statement)" }
}
