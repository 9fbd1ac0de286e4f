import Foundation

/// One result row, read by column name, whichever driver fetched it (GRDB's `Row` on SQLite,
/// postgres-nio's row on PostgreSQL). The primitive readers answer nil for NULL; `get` and
/// `date` on top of them are what the shared row mapping uses.
protocol SQLRow: Sendable {
    func contains(_ column: String) -> Bool
    func string(_ column: String) throws -> String?
    func integer(_ column: String) throws -> Int64?
    func double(_ column: String) throws -> Double?
    func bool(_ column: String) throws -> Bool?
    func date(_ column: String) throws -> Date?
    func blob(_ column: String) throws -> Data?
}

/// Why a column could not be read.
struct SQLColumnError: Error, CustomStringConvertible {
    let column: String
    let problem: String
    var description: String { "column \(column): \(problem)" }
}

/// A Swift value a row's column decodes to; optionals decode NULL as nil, the others throw.
protocol SQLDecodable {
    static func decode(_ row: any SQLRow, _ column: String) throws -> Self
}

/// A non-optional column type: what it reads when the column is not NULL.
protocol SQLColumnValue: SQLDecodable {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Self?
}

extension SQLColumnValue {
    static func decode(_ row: any SQLRow, _ column: String) throws -> Self {
        guard let value = try decodeIfPresent(row, column) else {
            throw SQLColumnError(column: column, problem: "NULL where \(Self.self) was expected")
        }
        return value
    }
}

extension String: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> String? { try row.string(column) }
}

extension Int64: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Int64? { try row.integer(column) }
}

extension Int: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Int? { try row.integer(column).map(Int.init) }
}

extension Double: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Double? { try row.double(column) }
}

extension Bool: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Bool? { try row.bool(column) }
}

extension Date: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Date? { try row.date(column) }
}

extension Data: SQLColumnValue {
    static func decodeIfPresent(_ row: any SQLRow, _ column: String) throws -> Data? { try row.blob(column) }
}

extension Optional: SQLDecodable where Wrapped: SQLColumnValue {
    static func decode(_ row: any SQLRow, _ column: String) throws -> Wrapped? { try Wrapped.decodeIfPresent(row, column) }
}

extension SQLRow {
    /// The column's value; NULL decodes as nil only when `Value` is an optional.
    func get<Value: SQLDecodable>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
        try Value.decode(self, column)
    }

    /// The column's value, or `fallback` when the query did not select it (or it is NULL).
    func get<Value: SQLColumnValue>(_ column: String, default fallback: Value) throws -> Value {
        contains(column) ? try Value.decodeIfPresent(self, column) ?? fallback : fallback
    }
}
