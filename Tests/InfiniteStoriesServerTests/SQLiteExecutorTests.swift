import Foundation
import GRDB
@testable import InfiniteStoriesServer
import Testing

/// The SQLite executor's own work: the values it binds and how its rows find their columns.
@Suite("SQLite executor")
struct SQLiteExecutorTests {
    /// A pool on a fresh file with one table of every kind of value the shared queries bind.
    static func pool() throws -> (DatabasePool, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("executor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pool = try DatabasePool(path: folder.appendingPathComponent("test.sqlite").path)
        try pool.write { db in
            try db.execute(sql: #"CREATE TABLE thing (id TEXT, "createdAt" TEXT, n INTEGER, x REAL, flag INTEGER, bytes BLOB, note TEXT)"#)
        }
        return (pool, folder)
    }

    @Test func boundValuesComeBackAsTheyWent() async throws {
        let (pool, folder) = try Self.pool()
        defer { try? FileManager.default.removeItem(at: folder) }
        let moment = Date(timeIntervalSince1970: 1_764_000_000.125)
        let writer = SQLiteExecutor(pool: pool, access: .transaction)
        try await writer.run("""
            INSERT INTO thing (id, "createdAt", n, x, flag, bytes, note)
            VALUES (\("a"), \(moment), \(Int64(42)), \(2.5), \(true), \(Data([0, 255])), \(nil as String?))
            """)
        let rows = try await SQLiteExecutor(pool: pool, access: .read).all(#"SELECT * FROM thing WHERE id = \#("a")"#)
        let row = try #require(rows.first)
        #expect(try row.string("id") == "a")
        #expect(abs(try #require(try row.date("createdAt")).timeIntervalSince(moment)) < 0.001)
        #expect(try row.integer("n") == 42)
        #expect(try row.double("x") == 2.5)
        #expect(try row.bool("flag") == true)
        #expect(try row.blob("bytes") == Data([0, 255]))
        #expect(try row.string("note") == nil)
    }

    /// Columns are found by the statement's spelling at once, by another case as GRDB finds
    /// them, and the first of two that share a name wins, as in GRDB.
    @Test func rowsFindTheirColumnsByNameInAnyCase() async throws {
        let (pool, folder) = try Self.pool()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = try await SQLiteExecutor(pool: pool, access: .read).all(
            #"SELECT 'first' AS "heroName", 'second' AS "heroName", 7 AS "storyCount""#)
        let row = try #require(rows.first)
        #expect(try row.string("heroName") == "first")
        #expect(try row.string("HERONAME") == "first")
        #expect(try row.integer("storycount") == 7)
        #expect(row.contains("storyCount") && row.contains("STORYCOUNT") && !row.contains("missing"))
        #expect(try row.string("missing") == nil)
        #expect(throws: SQLColumnError.self) { try row.integer("heroName") }
    }
}
