import Foundation
import GRDB
@testable import InfiniteStoriesServer
import PostgresNIO
import StandIns
import Testing

/// The schema a new database ends with on each store, compared with the dumps in `Goldens/`
/// (taken before the schema was written once for both dialects, ADR 0027): tables, columns,
/// indexes, constraints, triggers, functions and the migration names recorded. Whitespace is
/// compared collapsed. `RECORD_SCHEMA_GOLDENS=1` writes the files again; a missing file fails.
@Suite("Schema goldens")
struct SchemaGoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    @Test func newSQLiteDatabaseMatchesGolden() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("is-schema-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SQLiteStore(directory: directory)
        let dump = try await store.pool.read { db in
            let objects = try Row.fetchAll(db, sql: "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name")
                .map { row -> String in
                    let header = "-- \(row["type"] as String) \(row["name"] as String) on \(row["tbl_name"] as String)"
                    return (row["sql"] as String?).map { "\(header)\n\($0);" } ?? header
                }
            let applied = try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid")
            return (objects + applied.map { "-- migration \($0)" }).joined(separator: "\n") + "\n"
        }
        try Self.expect(dump, matches: "schema-sqlite.sql")
    }

    @Test func newPostgresDatabaseMatchesGolden() async throws {
        let url = try await PostgresTestServer.shared.database("schema_golden_\(UUID().uuidString.prefix(8))")
        let store = try await PostgresStore(url: url, poolSize: 1, acquireTimeout: .seconds(30))
        defer { Task { await store.close() } }
        let lines = try await store.read { connection in
            try await connection.all(PostgresQuery(unsafeSQL: Self.postgresCatalog)).map { try $0.decode(String.self) }
        }
        try Self.expect(lines.joined(separator: "\n") + "\n", matches: "schema-postgres.txt")
    }

    /// One line per column, constraint, index, sequence, function, trigger and recorded version
    /// of the `public` schema, sorted.
    static let postgresCatalog = """
        SELECT line FROM (
            SELECT format('column %s.%s %s %s nullable=%s default=%s identity=%s', table_name,
                          lpad(ordinal_position::text, 2, '0'), column_name, data_type, is_nullable,
                          coalesce(column_default, '-'), coalesce(identity_generation, '-')) AS line
            FROM information_schema.columns WHERE table_schema = 'public'
            UNION ALL
            SELECT format('constraint %s %s %s', t.relname, k.conname, pg_get_constraintdef(k.oid))
            FROM pg_constraint k JOIN pg_class t ON t.oid = k.conrelid
            JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = 'public'
            UNION ALL
            SELECT format('index %s %s', tablename, indexdef) FROM pg_indexes WHERE schemaname = 'public'
            UNION ALL
            SELECT format('sequence %s', sequence_name) FROM information_schema.sequences
            WHERE sequence_schema = 'public'
            UNION ALL
            SELECT format('function %s(%s) returns %s language %s volatility %s: %s', p.proname,
                          pg_get_function_arguments(p.oid), pg_get_function_result(p.oid), l.lanname,
                          p.provolatile, p.prosrc)
            FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = p.prolang
            WHERE n.nspname = 'public'
            UNION ALL
            SELECT format('trigger %s', pg_get_triggerdef(g.oid)) FROM pg_trigger g
            JOIN pg_class t ON t.oid = g.tgrelid JOIN pg_namespace n ON n.oid = t.relnamespace
            WHERE n.nspname = 'public' AND NOT g.tgisinternal
            UNION ALL
            SELECT format('migration %s', version) FROM schema_migrations
        ) AS schema ORDER BY line COLLATE "C"
        """

    /// Fails unless `dump` equals the golden `name` with runs of whitespace collapsed.
    static func expect(_ dump: String, matches name: String) throws {
        let file = folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SCHEMA_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try dump.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        let collapse = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(collapse(dump) == collapse(golden), "the schema differs from Goldens/\(name)")
    }
}
