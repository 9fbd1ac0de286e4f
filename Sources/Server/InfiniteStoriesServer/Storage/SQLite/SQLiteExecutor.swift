import Foundation
import GRDB

/// Runs the shared queries on SQLite through GRDB: `?` placeholders, values bound as GRDB binds
/// them (dates as its text, booleans as 0/1). Each statement is its own GRDB access: on a reader
/// for `SQLiteStore.reading`, on the writer inside the transaction `SQLiteStore.writing` opened
/// (the pool allows a transaction across accesses, `allowsUnsafeTransactions`).
///
/// Why the accesses are GRDB's synchronous ones (docs/decisions/0040): a statement takes
/// microseconds, and an awaited access hands it to the connection's dispatch queue and the
/// answer back to the task, two thread wake-ups each. A story's way to its first text runs about
/// 40 statements, so fifty parents at once spent more time waking threads than running SQL. The
/// writer's queue is idle whenever a task holds the write lock (nothing else writes), and a free
/// reader's is idle too, so `DispatchQueue.sync` runs the statement on the calling thread.
struct SQLiteExecutor: SQLExecutor {
    enum Access: Sendable {
        case read
        case transaction
    }

    let pool: DatabasePool
    let access: Access

    var dialect: SQLDialect { .sqlite }

    /// Writes run from the connection's statement cache, as reads do: an `INSERT` into `story`
    /// took longer to prepare than to run, and preparing was 14% of the server's time for a
    /// story (docs/performance.md, Many parents at once). A `SQLQuery` is one statement.
    func run(_ query: SQLQuery) async throws {
        let (sql, arguments) = Self.statement(query)
        try access(pool) { db in try db.cachedStatement(sql: sql).execute(arguments: arguments) }
    }

    func all(_ query: SQLQuery) async throws -> [any SQLRow] {
        let (sql, arguments) = Self.statement(query)
        return try access(pool) { db in
            let statement = try db.cachedStatement(sql: sql)
            let rows = try Row.fetchAll(statement, arguments: arguments)
            let columns = SQLiteRow.positions(of: statement.columnNames)
            return rows.map { SQLiteRow(row: $0, columns: columns) }
        }
    }

    /// One synchronous access of this executor's kind.
    ///
    /// A read is one statement, which SQLite already runs in a transaction of its own, so it
    /// goes through `unsafeRead`: GRDB's `read` wraps each access in `BEGIN DEFERRED` and
    /// `COMMIT`, which it prepares anew every time, and that wrapping cost more than the
    /// statements it wrapped (docs/performance.md, Many parents at once).
    private func access<T>(_ pool: DatabasePool, _ body: (Database) throws -> T) throws -> T {
        switch access {
        case .read: try pool.unsafeRead(body)
        case .transaction: try pool.writeWithoutTransaction(body)
        }
    }

    /// The arguments come through GRDB's initializer for optional existentials: its generic
    /// one maps with a key path (`\.databaseValue`) that the runtime builds anew on every call,
    /// which was 3% of the server's time with fifty parents at once.
    static func statement(_ query: SQLQuery) -> (String, StatementArguments) {
        let (sql, values) = query.rendered(for: .sqlite)
        let converted: [(any DatabaseValueConvertible)?] = values.map { databaseValue($0) }
        return (sql, StatementArguments(converted))
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
