import Foundation
@testable import InfiniteStoriesServer
import Testing

/// `--database`: what it accepts, and that a password in it never reaches the output.
@Suite("Database flag")
struct DatabaseFlagTests {
    @Test func parsesSQLiteAndPostgresURLsAndRefusesTheRest() throws {
        #expect(DatabaseLocation(parsing: "") == .sqlite)
        #expect(DatabaseLocation(parsing: " SQLite ") == .sqlite)
        let url = try #require(URL(string: "postgres://app:s3cret@db.internal:5433/stories"))
        #expect(DatabaseLocation(parsing: "postgres://app:s3cret@db.internal:5433/stories") == .postgres(url))
        #expect(DatabaseLocation(parsing: "postgresql://db/stories") != nil)
        for bad in ["mysql://db/x", "postgres://", "db.internal:5432", "sqlite3"] {
            #expect(DatabaseLocation(parsing: bad) == nil, "\(bad)")
        }
        #expect(DatabaseLocation.postgres(url).redacted == "postgres://app:***@db.internal:5433/stories")
        #expect(DatabaseLocation.sqlite.redacted == "sqlite")
    }

    @Test func aBadURLsErrorNamesItWithoutItsPassword() throws {
        let url = try #require(URL(string: "postgres://app:s3cret@db.internal/stories?sslmode=verify"))
        #expect {
            _ = try PostgresStore.connectionConfiguration(url)
        } throws: { error in
            "\(error)".contains("sslmode") && !"\(error)".contains("s3cret")
        }
    }

    @Test func theExecutableRefusesABadDatabaseWithoutPrintingThePassword() throws {
        let outcome = try ExecutableTests.run(["--port", "0", "--database", "postgres://app:s3cret@127.0.0.1:1/x?sslmode=bogus"])
        #expect(outcome.status != 0)
        #expect(outcome.errors.contains("sslmode"), "\(outcome.errors)")
        #expect(!(outcome.output + outcome.errors).contains("s3cret"))
        let refused = try ExecutableTests.run(["--port", "0", "--database", "mysql://db/x"])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("--database must be sqlite or a postgres://"))
    }
}
