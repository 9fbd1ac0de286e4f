import Foundation
@testable import InfiniteStoriesServer
import GRDB
import PostgresNIO
import StandIns

/// Which store the server suite runs on: SQLite by default, PostgreSQL when
/// `INFINITE_STORIES_TEST_DATABASE=postgres` (`make test` runs the suite once each way), so one
/// suite shows both stores behave the same.
enum TestDatabase {
    /// The store this run exercises.
    static let kind: Kind = ProcessInfo.processInfo.environment["INFINITE_STORIES_TEST_DATABASE"]?.lowercased() == "postgres"
        ? .postgres : .sqlite

    enum Kind: Sendable { case sqlite, postgres }

    static var isSQLite: Bool { kind == .sqlite }

    /// The database of a server whose data folder is `folder`: the folder's SQLite file, or the
    /// PostgreSQL database named after the folder (the same folder answers the same database, so
    /// a test restarting a server on its data finds it again). PostgreSQL is started on first
    /// use; when it cannot start the test fails with the script's message.
    static func location(for folder: URL) async throws -> DatabaseLocation {
        switch kind {
        case .sqlite: .sqlite
        case .postgres: .postgres(try await PostgresTestServer.shared.database(folder.lastPathComponent))
        }
    }

    /// A second handle on the store a test server writes to, to look at or arrange its data
    /// directly (the server keeps running).
    static func openStore(for folder: URL) async throws -> any ServerStore {
        switch try await location(for: folder) {
        case .sqlite: try SQLiteStore(directory: folder)
        case .postgres(let url): try await PostgresStore(url: url, poolSize: 2, acquireTimeout: .seconds(15))
        }
    }
}

extension TestDatabase {
    /// The first column of a query's rows as text, on whichever store the run uses. Write the SQL
    /// for both: identifiers double-quoted (`"user"`, `"targetId"`), `?` placeholders (made
    /// `$1`, `$2`... for PostgreSQL), text arguments.
    static func strings(in folder: URL, _ sql: String, _ arguments: [String] = []) async throws -> [String] {
        try await strings(at: location(for: folder), folder: folder, sql, arguments)
    }

    /// `strings(in:)` on a given database (`folder` holds the SQLite file).
    static func strings(at location: DatabaseLocation, folder: URL, _ sql: String, _ arguments: [String] = []) async throws -> [String] {
        switch location {
        case .sqlite:
            let store = try SQLiteStore(directory: folder)
            return try await store.pool.read { db in try String.fetchAll(db, sql: sql, arguments: StatementArguments(arguments)) }
        case .postgres(let url):
            let query = postgresQuery(sql, arguments)
            return try await withPostgres(url) { store in
                try await store.read { connection in
                    try await connection.all(query).map { try $0.makeRandomAccess()[0].decode(String.self) }
                }
            }
        }
    }

    /// A `SELECT COUNT(*) ...` on whichever store the run uses (SQL written as for `strings`).
    static func count(in folder: URL, _ sql: String, _ arguments: [String] = []) async throws -> Int {
        try await count(at: location(for: folder), folder: folder, sql, arguments)
    }

    /// `count(in:)` on a given database (`folder` holds the SQLite file).
    static func count(at location: DatabaseLocation, folder: URL, _ sql: String, _ arguments: [String] = []) async throws -> Int {
        switch location {
        case .sqlite:
            let store = try SQLiteStore(directory: folder)
            return try await store.pool.read { db in try Int.fetchOne(db, sql: sql, arguments: StatementArguments(arguments)) ?? 0 }
        case .postgres(let url):
            let query = postgresQuery(sql, arguments)
            return try await withPostgres(url) { store in
                try await store.read { connection in
                    try await connection.first(query).map { try $0[0].decode(Int.self) } ?? 0
                }
            }
        }
    }

    /// A store on `url` for `body`, closed (awaited) before answering, whatever `body` did: its
    /// pool and listener do not outlive the look.
    private static func withPostgres<Result: Sendable>(_ url: URL,
                                                       _ body: (PostgresStore) async throws -> Result) async throws -> Result {
        // A loaded machine can take seconds to open the connection: a look waits for it.
        let store = try await PostgresStore(url: url, poolSize: 1, acquireTimeout: .seconds(30))
        do {
            let result = try await body(store)
            await store.close()
            return result
        } catch {
            await store.close()
            throw error
        }
    }

    private static func postgresQuery(_ sql: String, _ arguments: [String]) -> PostgresQuery {
        var numbered = ""
        var index = 0
        for character in sql {
            if character == "?" {
                index += 1
                numbered += "$\(index)"
            } else {
                numbered.append(character)
            }
        }
        var bindings = PostgresBindings()
        for argument in arguments { bindings.append(argument) }
        return PostgresQuery(unsafeSQL: numbered, binds: bindings)
    }
}
