import Foundation

/// One statement, written once for both stores: SQL text with its values interpolated, rendered
/// per dialect when it runs (`?` binds for SQLite, `$1`, `$2`... for PostgreSQL). Values are
/// always bound, never pasted into the text; `\(raw:)` and embedded queries are the only ways to
/// add text, so a query cannot be built from user input by mistake.
///
/// Identifiers are written as PostgreSQL needs them (`"userId"`, `"user"`): SQLite accepts the
/// same double-quoted names, so one text serves both. What the dialects spell differently goes in
/// `SQLQuery.dialect(sqlite:postgres:)` fragments (see `SQLDialect`'s hooks).
struct SQLQuery: Sendable, ExpressibleByStringInterpolation {
    /// A piece of a query: text, a bound value, or text that depends on the dialect.
    enum Segment: Sendable {
        case text(String)
        case bind(SQLValue)
        case dialect(sqlite: String, postgres: String)
    }

    private(set) var segments: [Segment]

    init(segments: [Segment] = []) { self.segments = segments }

    init(stringLiteral value: String) { segments = [.text(value)] }

    init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

    /// Text that the two dialects spell differently (`FOR UPDATE`, `rowid` / `seq`...).
    static func dialect(sqlite: String, postgres: String) -> SQLQuery {
        SQLQuery(segments: [.dialect(sqlite: sqlite, postgres: postgres)])
    }

    /// Appends `other` (its binds keep their order, so placeholders stay numbered right).
    mutating func append(_ other: SQLQuery) { segments += other.segments }

    static func + (lhs: SQLQuery, rhs: SQLQuery) -> SQLQuery { SQLQuery(segments: lhs.segments + rhs.segments) }

    /// `parts` joined by `separator` (conditions joined by " AND ").
    static func joined(_ parts: [SQLQuery], separator: String) -> SQLQuery {
        var result = SQLQuery()
        for (index, part) in parts.enumerated() {
            if index > 0 { result.segments.append(.text(separator)) }
            result.append(part)
        }
        return result
    }

    /// The text for `dialect` and its values in placeholder order.
    func rendered(for dialect: SQLDialect) -> (sql: String, binds: [SQLValue]) {
        var sql = ""
        var binds: [SQLValue] = []
        for segment in segments {
            switch segment {
            case .text(let text): sql += text
            case .bind(let value):
                binds.append(value)
                sql += dialect == .sqlite ? "?" : "$\(binds.count)"
            case .dialect(let sqlite, let postgres): sql += dialect == .sqlite ? sqlite : postgres
            }
        }
        return (sql, binds)
    }

    struct StringInterpolation: StringInterpolationProtocol {
        fileprivate(set) var segments: [Segment] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(interpolationCount * 2 + 1)
        }

        mutating func appendLiteral(_ literal: String) { segments.append(.text(literal)) }

        /// `\(value)` binds the value.
        mutating func appendInterpolation<Value: SQLBindable>(_ value: Value) { segments.append(.bind(value.sqlValue)) }

        /// `\(optional)` binds the value, or NULL.
        mutating func appendInterpolation<Value: SQLBindable>(_ value: Value?) {
            segments.append(.bind(value?.sqlValue ?? .null))
        }

        /// `\(query)` embeds another query (a column list, a condition), binds and all.
        mutating func appendInterpolation(_ query: SQLQuery) { segments += query.segments }

        /// `\(raw: text)` pastes trusted SQL text (never a value from a request).
        mutating func appendInterpolation(raw text: String) { segments.append(.text(text)) }

        /// `\(sqlite: a, postgres: b)`: text the dialects spell differently (`Schema`).
        mutating func appendInterpolation(sqlite: String = "", postgres: String) {
            segments.append(.dialect(sqlite: sqlite, postgres: postgres))
        }
    }
}
