import Foundation
import GRDB

/// Runs the shared queries on SQLite through GRDB: `?` placeholders, values bound as GRDB binds
/// them (dates as its text, booleans as 0/1). Each statement is its own GRDB access: on a reader
/// for `SQLiteStore.reading`, on the writer inside the transaction `SQLiteStore.writing` opened
/// (the pool allows a transaction across accesses, `allowsUnsafeTransactions`).
struct SQLiteExecutor: SQLExecutor {
    enum Access: Sendable {
        case read
        case transaction
    }

    let pool: DatabasePool
    let access: Access

    var dialect: SQLDialect { .sqlite }

    func run(_ query: SQLQuery) async throws {
        let (sql, arguments) = Self.statement(query)
        switch access {
        case .read: try await pool.read { db in try db.execute(sql: sql, arguments: arguments) }
        case .transaction: try await pool.writeWithoutTransaction { db in try db.execute(sql: sql, arguments: arguments) }
        }
    }

    func all(_ query: SQLQuery) async throws -> [any SQLRow] {
        let (sql, arguments) = Self.statement(query)
        let fetch: @Sendable (Database) throws -> [SQLiteRow] = { db in
            try Row.fetchAll(db.cachedStatement(sql: sql), arguments: arguments).map(SQLiteRow.init)
        }
        switch access {
        case .read: return try await pool.read(fetch)
        case .transaction: return try await pool.writeWithoutTransaction(fetch)
        }
    }

    static func statement(_ query: SQLQuery) -> (String, StatementArguments) {
        let (sql, values) = query.rendered(for: .sqlite)
        return (sql, StatementArguments(values.map(databaseValue)))
    }

    static func databaseValue(_ value: SQLValue) -> DatabaseValue {
        switch value {
        case .null: .null
        case .integer(let integer): integer.databaseValue
        case .double(let double): double.databaseValue
        case .text(let text): text.databaseValue
        case .bool(let bool): bool.databaseValue
        case .date(let date): date.databaseValue
        case .blob(let data): data.databaseValue
        }
    }
}
