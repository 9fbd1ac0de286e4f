import Foundation
import GRDB

/// A GRDB row as a `SQLRow`. Rows from `fetchAll` are copies that nothing else changes, so they
/// may cross threads; a value of the wrong type throws instead of stopping the process.
struct SQLiteRow: SQLRow, @unchecked Sendable {
    let row: Row

    func contains(_ column: String) -> Bool { row.hasColumn(column) }
    func string(_ column: String) throws -> String? { try decode(column) }
    func integer(_ column: String) throws -> Int64? { try decode(column) }
    func double(_ column: String) throws -> Double? { try decode(column) }
    func bool(_ column: String) throws -> Bool? { try decode(column) }
    func date(_ column: String) throws -> Date? { try decode(column) }
    func blob(_ column: String) throws -> Data? { try decode(column) }

    private func decode<Value: DatabaseValueConvertible>(_ column: String) throws -> Value? {
        let value: DatabaseValue = row[column] ?? .null
        if value.isNull { return nil }
        guard let decoded = Value.fromDatabaseValue(value) else {
            throw SQLColumnError(column: column, problem: "\(value) is not a \(Value.self)")
        }
        return decoded
    }
}
