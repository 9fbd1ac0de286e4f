import Foundation

/// A value bound into a query, in the few kinds the stores keep; each executor encodes it the
/// way its driver did before the shared layer (GRDB's text dates on SQLite, `StoredDate` on
/// PostgreSQL), so rows written either way read back the same.
enum SQLValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case double(Double)
    case text(String)
    case bool(Bool)
    case date(Date)
    case blob(Data)
}

/// A Swift value a query can bind.
protocol SQLBindable: Sendable {
    var sqlValue: SQLValue { get }
}

extension Int: SQLBindable { var sqlValue: SQLValue { .integer(Int64(self)) } }
extension Int64: SQLBindable { var sqlValue: SQLValue { .integer(self) } }
extension Double: SQLBindable { var sqlValue: SQLValue { .double(self) } }
extension String: SQLBindable { var sqlValue: SQLValue { .text(self) } }
extension Bool: SQLBindable { var sqlValue: SQLValue { .bool(self) } }
extension Date: SQLBindable { var sqlValue: SQLValue { .date(self) } }
extension Data: SQLBindable { var sqlValue: SQLValue { .blob(self) } }
extension SQLValue: SQLBindable { var sqlValue: SQLValue { self } }

extension Optional: SQLBindable where Wrapped: SQLBindable {
    var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
