import Foundation
import Logging
import PostgresNIO

/// Runs the shared queries on one pooled PostgreSQL connection: `$n` placeholders, dates as
/// `StoredDate` (exact milliseconds), every other value bound as the hand-written queries bound
/// it before the shared layer.
struct PostgresExecutor: SQLExecutor {
    let connection: PostgresConnection
    var logger: Logger = PostgresStore.quietLogger

    var dialect: SQLDialect { .postgres }

    func run(_ query: SQLQuery) async throws {
        try await connection.run(Self.postgresQuery(query), logger: logger)
    }

    func all(_ query: SQLQuery) async throws -> [any SQLRow] {
        try await connection.all(Self.postgresQuery(query), logger: logger).map { PostgresSQLRow(row: $0.makeRandomAccess()) }
    }

    static func postgresQuery(_ query: SQLQuery) -> PostgresQuery {
        let (sql, values) = query.rendered(for: .postgres)
        var binds = PostgresBindings(capacity: values.count)
        for value in values {
            switch value {
            case .null: binds.appendNull()
            case .integer(let integer): binds.append(integer)
            case .double(let double): binds.append(double)
            case .text(let text): binds.append(text)
            case .bool(let bool): binds.append(bool)
            case .date(let date): binds.append(StoredDate(date))
            case .blob(let data): binds.append(ByteBuffer(bytes: data))
            }
        }
        return PostgresQuery(unsafeSQL: sql, binds: binds)
    }
}
