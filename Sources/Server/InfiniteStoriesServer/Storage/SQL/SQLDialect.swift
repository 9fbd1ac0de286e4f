/// Which SQL the shared queries are rendered in. The hooks here are the few places where one
/// query needs different words per database; everything else is written once in `SQLQuery`s.
enum SQLDialect: Sendable, Equatable {
    case sqlite
    case postgres
}

extension SQLQuery {
    /// Row lock for a read-modify-write: PostgreSQL's `FOR UPDATE`; nothing on SQLite, whose
    /// single writer already excludes every other write.
    static let forUpdate = SQLQuery.dialect(sqlite: "", postgres: " FOR UPDATE")

    /// The insertion order of rows that share a `createdAt` (SQLite's `rowid`, PostgreSQL's
    /// `seq` column), used as the last sort key so pages are stable.
    static func insertionOrder(_ alias: String) -> SQLQuery {
        .dialect(sqlite: "\(alias).rowid", postgres: "\(alias).seq")
    }
}

extension SQLQuery {
    /// Text compared byte by byte, as SQLite's BINARY collation does, whatever PostgreSQL's locale.
    static let byteOrder = SQLQuery.dialect(sqlite: "", postgres: #" COLLATE "C""#)
}

extension SQLQuery {
    /// Row lock that only keeps others from changing the row (PostgreSQL's `FOR SHARE`; nothing
    /// on SQLite, whose single writer already does).
    static let forShare = SQLQuery.dialect(sqlite: "", postgres: " FOR SHARE")

    /// The larger of two values: SQLite's two-argument `MAX`, PostgreSQL's `GREATEST`.
    static let greatest = SQLQuery.dialect(sqlite: "MAX", postgres: "GREATEST")

    /// A listening session's `startedAt` as whole seconds since 1970, rounded down (SQLite's
    /// `strftime('%s')`, PostgreSQL's `listening_epoch`, which the rollups use too).
    static let epochSeconds = SQLQuery.dialect(sqlite: #"CAST(strftime('%s', "startedAt") AS INTEGER)"#,
                                               postgres: #"listening_epoch("startedAt")"#)
}
