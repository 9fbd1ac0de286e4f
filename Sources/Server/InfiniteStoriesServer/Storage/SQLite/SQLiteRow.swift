import Foundation
import GRDB

/// A GRDB row as a `SQLRow`. Rows from `fetchAll` are copies that nothing else changes, so they
/// may cross threads; a value of the wrong type throws instead of stopping the process.
struct SQLiteRow: SQLRow, @unchecked Sendable {
    let row: Row
    /// Each column's position, by its name as the statement spells it: made once per statement
    /// and shared by its rows. GRDB finds a column by name without regard to case, lowercasing
    /// every name before it on every look-up, and a story's row of 30 columns read that way
    /// was a visible part of the server's time (docs/performance.md, Many parents at once).
    let columns: [String: Int]

    /// The positions of `names`; where a name repeats, the first wins, as with GRDB. (Two
    /// names that differ only in case are two names here, where GRDB took the leftmost for
    /// either; no shared query has such a pair.)
    static func positions(of names: [String]) -> [String: Int] {
        var positions = [String: Int](minimumCapacity: names.count)
        for (index, name) in names.enumerated() where positions[name] == nil { positions[name] = index }
        return positions
    }

    func contains(_ column: String) -> Bool { columns[column] != nil || row.hasColumn(column) }
    func string(_ column: String) throws -> String? { try decode(column) }
    func integer(_ column: String) throws -> Int64? { try decode(column) }
    func double(_ column: String) throws -> Double? { try decode(column) }
    func bool(_ column: String) throws -> Bool? { try decode(column) }
    func date(_ column: String) throws -> Date? { try decode(column) }
    func blob(_ column: String) throws -> Data? { try decode(column) }

    private func decode<Value: DatabaseValueConvertible>(_ column: String) throws -> Value? {
        // A name spelled in another case than the statement's still finds its column.
        let value: DatabaseValue = columns[column].map { row[$0] } ?? row[column] ?? .null
        if value.isNull { return nil }
        guard let decoded = Value.fromDatabaseValue(value) else {
            throw SQLColumnError(column: column, problem: "\(value) is not a \(Value.self)")
        }
        return decoded
    }
}
