import Foundation
import PostgresNIO

/// A PostgreSQL row as a `SQLRow`; a missing column throws (postgres-nio's own subscript would
/// stop the process).
struct PostgresSQLRow: SQLRow {
    let row: PostgresRandomAccessRow

    func contains(_ column: String) -> Bool { row.contains(column) }
    func string(_ column: String) throws -> String? { try row.get(column) }
    func integer(_ column: String) throws -> Int64? { try row.get(column) }
    func double(_ column: String) throws -> Double? { try row.get(column) }
    func bool(_ column: String) throws -> Bool? { try row.get(column) }
    func date(_ column: String) throws -> Date? { try row.optionalDate(column) }
    func blob(_ column: String) throws -> Data? { try row.get(column, as: ByteBuffer?.self).map { Data($0.readableBytesView) } }
}
