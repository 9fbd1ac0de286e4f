import Foundation
@testable import InfiniteStoriesServer
import PostgresNIO
import Testing

/// What `JourneyRollupTests` checks of SQLite's rollup triggers, written against the store
/// protocols so it also runs on PostgreSQL (its plpgsql triggers, `PostgresSchema.rollups`): on
/// whichever store the run uses (`TestDatabase`), the local days and the totals read from the
/// rollups are those computed by Foundation's calendar from every session, after inserts,
/// deletes and updates, in zones with quarter-hour offsets and DST changes.
@Suite("Journey rollups on either store")
struct JourneyRollupPostgresTests {
    static let zones = ["UTC", "Europe/Paris", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham",
                        "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "Australia/Lord_Howe"]

    /// A fresh store of the run's kind, in its own folder (SQLite file or PostgreSQL database).
    static func openStore() async throws -> (store: any ServerStore, folder: URL) {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("is-rollups-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (try await TestDatabase.openStore(for: folder), folder)
    }

    static func user(_ store: any ServerStore, at date: Date) async throws -> UserRecord {
        let user = UserRecord(id: IdentifierGenerator.make(), email: "\(UUID().uuidString)@example.com", name: "Parent",
                              passwordHash: nil, createdAt: date, updatedAt: date)
        try await store.createUser(user)
        return user
    }

    /// A hero of `user` and stories `story-0`... for it (the sessions must be of the user's stories).
    static func stories(_ store: any ServerStore, user: UserRecord, ids: [String], at date: Date) async throws {
        let hero = HeroRecord(id: IdentifierGenerator.make(), userID: user.id, name: "Mia", age: 6, traits: [],
                              specialAbilities: [], createdAt: date, updatedAt: date)
        try await store.insertHero(hero)
        for id in ids {
            try await store.insertStory(StoryRecord(
                id: id, userID: user.id, heroID: hero.id, title: id, content: "Once.", language: "English",
                targetDuration: 300, seed: 1, audioStatus: "pending", illustrationStatus: "none", illustrationCount: 0,
                isFavorite: false, playCount: 0, estimatedDuration: 3, generationStatus: "completed",
                createdAt: date, updatedAt: date), illustrations: [])
        }
    }

    /// Runs a statement written for both stores (double-quoted identifiers, `?` placeholders,
    /// text arguments) on the store's own database.
    static func execute(_ store: any ServerStore, _ sql: String, _ arguments: [String] = []) async throws {
        if let sqlite = store as? SQLiteStore {
            try await sqlite.pool.write { db in try db.execute(sql: sql, arguments: .init(arguments)) }
        } else if let postgres = store as? PostgresStore {
            var numbered = ""
            var index = 0
            for character in sql {
                guard character == "?" else {
                    numbered.append(character)
                    continue
                }
                index += 1
                numbered += "$\(index)"
            }
            var binds = PostgresBindings()
            for argument in arguments { binds.append(argument) }
            let query = PostgresQuery(unsafeSQL: numbered, binds: binds)
            try await postgres.write(touching: .all) { connection in try await connection.run(query) }
        } else {
            Issue.record("no raw SQL for \(type(of: store))")
        }
    }

    /// The days and totals the journey reads against those of every listen (a session with a
    /// second of sound, finished or not).
    static func check(_ store: any ServerStore, userID: String, _ when: String) async throws {
        let sessions = try await store.listeningSessions(userID: userID, filter: ListeningSessionFilter(),
                                                         limit: 100_000, offset: 0).sessions.filter { ($0.duration ?? 0) > 0 }
        #expect(!sessions.isEmpty, "\(when)")
        for name in zones {
            let zone = try #require(TimeZone(identifier: name))
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let expected = Set(sessions.map { session in
                let parts = calendar.dateComponents([.year, .month, .day], from: session.startedAt)
                return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            }).sorted()
            let days = try await store.listeningDays(userID: userID, timeZone: zone).map(\.description)
            #expect(days == expected, "\(when), \(name)")
        }
        let totals = try await store.listeningTotals(userID: userID)
        #expect(totals.storiesListened == Set(sessions.map(\.storyID)).count, "\(when)")
        #expect(totals.listenedSeconds == sessions.reduce(0) { $0 + ($1.duration ?? 0) }, "\(when)")
    }

    @Test func daysAndTotalsFromTheRollupsAreThoseOfTheSessions() async throws {
        let (store, folder) = try await Self.openStore()
        defer {
            Task {
                await store.close()
                try? FileManager.default.removeItem(at: folder)
            }
        }
        let now = Date.storageNow
        let user = try await Self.user(store, at: now)
        let other = try await Self.user(store, at: now)
        let storyIDs = (0..<37).map { "story-\($0)" } + ["story-new"]
        try await Self.stories(store, user: user, ids: storyIDs, at: now)
        try await Self.stories(store, user: other, ids: (0..<37).map { "other-\($0)" }, at: now)
        // 600 sessions over 400 days around DST changes, at any second, a fifth not completed,
        // some without a duration; the other user's sessions must not count.
        let start = (now.timeIntervalSince1970 - 400 * 86_400).rounded(.down)
        var generator = SystemRandomNumberGenerator()
        for index in 0..<600 {
            let startedAt = Date(timeIntervalSince1970: start + Double(Int.random(in: 0..<(400 * 86_400), using: &generator)))
            let owner = index % 7 == 0 ? other : user
            let session = ListeningSessionRecord(
                id: "s\(index)", userID: owner.id, storyID: "\(owner.id == user.id ? "story" : "other")-\(index % 37)",
                startedAt: startedAt, endedAt: nil,
                duration: index % 11 == 0 ? nil : Int.random(in: 1...900, using: &generator),
                completed: index % 5 != 0, createdAt: startedAt, updatedAt: startedAt)
            #expect(try await store.recordListeningSession(session) != nil)
        }
        try await Self.check(store, userID: user.id, "after inserts")

        try await Self.execute(store, #"DELETE FROM listening_session WHERE "userId" = ? AND id LIKE 's1%'"#, [user.id])
        try await Self.execute(store, "UPDATE listening_session SET completed = NOT completed WHERE id IN ('s2', 's3', 's4', 's5')")
        // A listen becomes a session that played nothing, and back.
        try await Self.execute(store, "UPDATE listening_session SET duration = 0 WHERE id IN ('s9', 's12', 's13')")
        try await Self.execute(store, "UPDATE listening_session SET duration = 30 WHERE id IN ('s22', 's33')")
        try await Self.execute(store, """
            UPDATE listening_session SET duration = 77,
                "startedAt" = (SELECT MIN("startedAt") FROM listening_session AS earliest) WHERE id = 's6'
            """)
        try await Self.execute(store, #"UPDATE listening_session SET "storyId" = 'story-new' WHERE id = 's8'"#)
        try await Self.check(store, userID: user.id, "after deletes and updates")

        // The migration's refill (SQLite v17, PostgreSQL v7) makes the same rollups from the
        // sessions alone, whatever the rollups held.
        try await Self.execute(store, #"DELETE FROM listening_day_slots WHERE "utcDay" % 2 = 0"#)
        try await Self.execute(store, #"UPDATE listening_story_total SET "listenedSeconds" = 1"#)
        if store is PostgresStore {
            for statement in PostgresSchema.refillRollups { try await Self.execute(store, statement) }
        } else {
            try await Self.execute(store, "DELETE FROM listening_story_total")
            try await Self.execute(store, "DELETE FROM listening_day_slots")
            try await Self.execute(store, JourneyRollups.backfill)
        }
        try await Self.check(store, userID: user.id, "after the refill")
    }

    @Test func aDeletedAccountTakesItsRollupsWithIt() async throws {
        let (store, folder) = try await Self.openStore()
        defer {
            Task {
                await store.close()
                try? FileManager.default.removeItem(at: folder)
            }
        }
        let user = try await Self.user(store, at: Date.storageNow)
        try await Self.stories(store, user: user, ids: ["story"], at: Date.storageNow)
        for index in 0..<20 {
            let date = Date(timeIntervalSince1970: 1_767_000_000 + Double(index) * 40_000)
            _ = try await store.recordListeningSession(ListeningSessionRecord(
                id: "d\(index)", userID: user.id, storyID: "story", startedAt: date, duration: 60, completed: true,
                createdAt: date, updatedAt: date))
        }
        #expect(try await store.listeningTotals(userID: user.id).listenedSeconds == 20 * 60)
        #expect(try await store.deleteUser(id: user.id) != nil)
        #expect(try await store.listeningTotals(userID: user.id) == ListeningTotals(storiesListened: 0, listenedSeconds: 0,
                                                                                    favoriteStories: 0))
        #expect(try await store.listeningDays(userID: user.id, timeZone: .gmt).isEmpty)
    }
}
