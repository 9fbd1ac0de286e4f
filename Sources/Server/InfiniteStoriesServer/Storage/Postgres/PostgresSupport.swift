import Foundation
import Logging
import NIOCore
import PostgresNIO

/// A date as the store keeps it: `timestamptz`, and back exactly. PostgresNIO's own `Date`
/// coding truncates to microseconds through a `Double` and reads back through another one, so a
/// whole-millisecond date (`Date.storageNow`, what SQLite keeps) could come back a microsecond or
/// an ulp off. This rounds to the microsecond on the way in and, for whole milliseconds, rebuilds
/// the very `Double` that `Date.storageNow` makes on the way out.
struct StoredDate: PostgresNonThrowingEncodable, PostgresDecodable, Sendable, Hashable {
    var date: Date

    init(_ date: Date) { self.date = date }

    /// Microseconds between 1970-01-01 and 2000-01-01, PostgreSQL's epoch.
    private static let epochOffset: Int64 = 946_684_800_000_000

    static var psqlType: PostgresDataType { .timestamptz }
    static var psqlFormat: PostgresFormat { .binary }

    func encode<JSONEncoder: PostgresJSONEncoder>(into byteBuffer: inout ByteBuffer,
                                                   context: PostgresEncodingContext<JSONEncoder>) {
        let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
        byteBuffer.writeInteger(micros - Self.epochOffset)
    }

    init<JSONDecoder: PostgresJSONDecoder>(from buffer: inout ByteBuffer, type: PostgresDataType, format: PostgresFormat,
                                           context: PostgresDecodingContext<JSONDecoder>) throws {
        guard type == .timestamptz || type == .timestamp, format == .binary, buffer.readableBytes == 8,
              let raw = buffer.readInteger(as: Int64.self) else {
            throw PostgresDecodingError.Code.typeMismatch
        }
        let micros = raw + Self.epochOffset
        if micros % 1000 == 0 {
            date = Date(timeIntervalSince1970: Double(micros / 1000) / 1000)
        } else {
            date = Date(timeIntervalSince1970: Double(micros) / 1_000_000)
        }
    }
}

extension PostgresQuery.StringInterpolation {
    /// `\(date)` in a query binds a `StoredDate` (exact milliseconds), never PostgresNIO's `Date`.
    mutating func appendInterpolation(_ date: Date) {
        appendInterpolation(StoredDate(date))
    }

    mutating func appendInterpolation(_ date: Date?) {
        appendInterpolation(date.map(StoredDate.init))
    }
}

extension PostgresRandomAccessRow {
    /// A column the query did not return (PostgresNIO's own subscript would crash the process).
    struct MissingColumn: Error, CustomStringConvertible {
        let column: String
        var description: String { "no column \(column) in the row" }
    }

    private func cell(_ column: String) throws -> PostgresCell {
        guard contains(column) else { throw MissingColumn(column: column) }
        return self[column]
    }

    /// The column's value; a NULL decodes as nil only when `Value` is an optional.
    func get<Value: PostgresDecodable>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
        try cell(column).decode(Value.self)
    }

    func optionalDate(_ column: String) throws -> Date? { try cell(column).decode(StoredDate?.self)?.date }
}

extension PostgresConnection {
    /// Runs a statement, discarding any rows.
    func run(_ query: PostgresQuery, logger: Logger = PostgresStore.quietLogger) async throws {
        _ = try await self.query(query, logger: logger).collect()
    }

    /// Every row of a query.
    func all(_ query: PostgresQuery, logger: Logger = PostgresStore.quietLogger) async throws -> [PostgresRow] {
        try await self.query(query, logger: logger).collect()
    }

    /// The first row of a query, as random access by column name.
    func first(_ query: PostgresQuery, logger: Logger = PostgresStore.quietLogger) async throws -> PostgresRandomAccessRow? {
        try await self.query(query, logger: logger).collect().first?.makeRandomAccess()
    }

    /// BEGIN, `body`, COMMIT; ROLLBACK if `body` (or COMMIT) throws, rethrowing `body`'s own
    /// error unwrapped (so callers can catch `StoreError` or a unique violation).
    func inTransaction<Result>(logger: Logger = PostgresStore.quietLogger,
                               _ body: (PostgresConnection) async throws -> Result) async throws -> Result {
        try await run("BEGIN", logger: logger)
        do {
            let result = try await body(self)
            try await run("COMMIT", logger: logger)
            return result
        } catch {
            try? await run("ROLLBACK", logger: logger)
            throw error
        }
    }
}

extension PSQLError {
    /// The server's SQLSTATE, e.g. "23505" for a unique violation.
    var sqlState: String? { serverInfo?[.sqlState] }
}
