import Foundation
import GRDB
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

@Suite("Persistence")
struct PersistenceTests {
    @Test func restartKeepsUsersSessionsHeroesAndStories() async throws {
        let first = try await TestServer.start()
        let token = try await first.signUp(email: "keep@example.com", password: "keep-me-please")
        let hero = try await first.createHero(token: token)
        let story = try await first.createStory(token: token, heroID: hero.id)
        try await first.stop()

        let second = try await TestServer.start(directory: first.directory)
        defer { Task { try await second.finish() } }
        let heroes = try await second.send("GET", "/api/v1/heroes", token: token).data(HeroPage.self)
        #expect(heroes.heroes.map(\.id) == [hero.id])
        let kept = try await second.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(kept.content == story.content)
        #expect(try await second.send("POST", "/api/auth/sign-in/email", json: ["email": "keep@example.com", "password": "keep-me-please"]).status == 200)
        if TestDatabase.isSQLite {
            let journal = try await SQLiteStore(directory: first.directory).pool.read { db in
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            }
            #expect(journal == "wal")
        }
    }

    /// SQLite's own migration history (PostgreSQL's: `PostgresStoreTests`).
    @Test(.enabled(if: TestDatabase.isSQLite, "SQLite's migration history")) func olderDatabaseMigratesWithoutLosingRows() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-migrate-\(UUID().uuidString)")
        // A database as the first release left it, with rows written by that schema.
        let old = try SQLiteStore(directory: folder, migrateUpTo: "v1-accounts-heroes-stories")
        try await old.pool.write { db in
            try db.execute(sql: """
                INSERT INTO user VALUES ('u1', 'Old@Example.com', 'old@example.com', 'Old', NULL, '2025-01-01 00:00:00.000', '2025-01-01 00:00:00.000');
                INSERT INTO session VALUES ('s1', 'u1', ?, '2999-01-01 00:00:00.000', '2025-01-01 00:00:00.000', '2025-01-01 00:00:00.000');
                INSERT INTO hero (id, userId, name, age, traits, specialAbilities, createdAt, updatedAt)
                    VALUES ('h1', 'u1', 'Old Hero', 5, '["Brave"]', '[]', '2025-01-01 00:00:00.000', '2025-01-01 00:00:00.000');
                INSERT INTO story (id, userId, heroId, title, content, language, targetDuration, audioStatus,
                                   illustrationStatus, estimatedDuration, generationStatus, createdAt, updatedAt)
                    VALUES ('st1', 'u1', 'h1', 'Old Story', 'Once.', 'English', 420, 'pending', 'none', 3, 'completed',
                            '2025-01-01 00:00:00.000', '2025-01-01 00:00:00.000');
                """, arguments: [SessionToken.hash("legacy-token")])
        }
        let applied = try await old.pool.read { db in try Migrations.migrator().appliedMigrations(db) }
        #expect(applied == ["v1-accounts-heroes-stories"])

        let server = try await TestServer.start(directory: folder)
        defer { Task { try await server.finish() } }
        let heroes = try await server.send("GET", "/api/v1/heroes", token: "legacy-token").data(HeroPage.self)
        #expect(heroes.heroes.map(\.name) == ["Old Hero"])
        #expect(heroes.heroes.first?.count.stories == 1)
        let story = try await server.send("GET", "/api/v1/stories/st1", token: "legacy-token").data(Story.self)
        #expect(story.title == "Old Story" && story.content == "Once.")
        let migrated = try await SQLiteStore(directory: folder).pool.read { db in try Migrations.migrator().appliedMigrations(db) }
        #expect(migrated.count == Migrations.migrator().migrations.count)
    }
}
