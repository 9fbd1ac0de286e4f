import Foundation
import GRDB
@testable import InfiniteStoriesServer
import Testing

/// The journey's rollups (docs/decisions/0019) against the sessions themselves: whatever is
/// written (inserts, deletes, updates) and whatever the zone (quarter-hour offsets, DST), the
/// days and totals read from the rollups are those computed from every session.
/// SQLite's rollup triggers against an oracle in SQL (PostgreSQL's: `JourneyRollupPostgresTests`).
@Suite("Journey rollups", .enabled(if: TestDatabase.isSQLite, "SQLite's triggers"))
struct JourneyRollupTests {
    static let zones = ["UTC", "Europe/Paris", "Asia/Kathmandu", "America/St_Johns", "Pacific/Chatham",
                        "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"]

    /// The distinct local days of the listens (sessions with a second of sound), by Foundation's
    /// calendar.
    static func oracleDays(_ db: Database, userID: String, zone: TimeZone) throws -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let dates = try Date.fetchAll(db, sql: "SELECT startedAt FROM listening_session WHERE userId = ? AND duration > 0",
                                      arguments: [userID])
        return Set(dates.map { date in
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }).sorted()
    }

    static func check(_ store: SQLiteStore, userID: String, _ when: String) async throws {
        for name in zones {
            let zone = try #require(TimeZone(identifier: name))
            let expected = try await store.pool.read { try oracleDays($0, userID: userID, zone: zone) }
            let days = try await store.listeningDays(userID: userID, timeZone: zone).map(\.description)
            #expect(days == expected, "\(when), \(name)")
        }
        let totals = try await store.listeningTotals(userID: userID)
        let row = try await store.pool.read { db in
            try Row.fetchOne(db, sql: """
                SELECT COUNT(DISTINCT storyId) AS stories, COALESCE(SUM(duration), 0) AS seconds
                FROM listening_session WHERE userId = ? AND duration > 0
                """, arguments: [userID])
        }
        #expect(totals.storiesListened == row?["stories"], "\(when)")
        #expect(totals.listenedSeconds == row?["seconds"], "\(when)")
    }

    @Test func daysAndTotalsFromTheRollupsAreThoseOfTheSessions() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        _ = try await server.signUp()
        _ = try await server.signUp()
        let store = try SQLiteStore(directory: server.directory)
        let users = try await store.pool.read { try String.fetchAll($0, sql: "SELECT id FROM user ORDER BY id") }
        let userID = users[0]
        // 600 sessions over 400 days around DST changes, at any second, a fifth not completed,
        // some without a duration; the other user's sessions must not count.
        let start = Date().timeIntervalSince1970 - 400 * 86_400
        try await store.pool.write { db in
            var generator = SystemRandomNumberGenerator()
            for index in 0..<600 {
                let startedAt = Date(timeIntervalSince1970: (start + Double.random(in: 0..<(400 * 86_400), using: &generator))
                    .rounded(.down))
                try db.execute(sql: """
                    INSERT INTO listening_session (id, userId, storyId, startedAt, duration, completed, createdAt, updatedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: ["s\(index)", users[index % 7 == 0 ? 1 : 0], "story-\(index % 37)", startedAt,
                                     index % 11 == 0 ? nil : Int.random(in: 1...900, using: &generator),
                                     index % 5 != 0, startedAt, startedAt])
            }
        }
        try await Self.check(store, userID: userID, "after inserts")

        try await store.pool.write { db in
            try db.execute(sql: "DELETE FROM listening_session WHERE userId = ? AND id LIKE 's1%'", arguments: [userID])
            try db.execute(sql: "UPDATE listening_session SET completed = 1 - completed WHERE id IN ('s2', 's3', 's4', 's5')")
            // A listen becomes a session that played nothing, and back.
            try db.execute(sql: "UPDATE listening_session SET duration = 0 WHERE id IN ('s9', 's12', 's13')")
            try db.execute(sql: "UPDATE listening_session SET duration = 30 WHERE id IN ('s22', 's33')")
            try db.execute(sql: "UPDATE listening_session SET startedAt = ?, duration = 77 WHERE id = 's6'",
                           arguments: [Date(timeIntervalSince1970: start)])
            try db.execute(sql: "UPDATE listening_session SET storyId = 'story-new' WHERE id = 's8'")
        }
        try await Self.check(store, userID: userID, "after deletes and updates")

        // The migration's backfill builds the same rollups from the sessions alone.
        try await store.pool.write { db in
            try db.execute(sql: "DELETE FROM listening_story_total; DELETE FROM listening_day_slots;")
            try db.execute(sql: JourneyRollups.backfill)
        }
        try await Self.check(store, userID: userID, "after the backfill")
        // So does v17's rebuild, from rollups of another definition.
        try await store.pool.write { db in
            try db.execute(sql: "DELETE FROM listening_day_slots WHERE utcDay % 2 = 0")
            try db.execute(sql: JourneyRollups.rebuild)
        }
        try await Self.check(store, userID: userID, "after the rebuild")
        try await store.pool.write { db in
            try db.execute(sql: "UPDATE listening_session SET duration = 45 WHERE id = 's14'")
        }
        try await Self.check(store, userID: userID, "after a write through the rebuilt triggers")
    }

    @Test func aDeletedAccountTakesItsRollupsWithIt() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let store = try SQLiteStore(directory: server.directory)
        let userID = try #require(try await store.pool.read { try String.fetchOne($0, sql: "SELECT id FROM user") })
        try await store.pool.write { db in
            for index in 0..<20 {
                let date = Date(timeIntervalSince1970: 1_767_000_000 + Double(index) * 40_000)
                try db.execute(sql: """
                    INSERT INTO listening_session (id, userId, storyId, startedAt, duration, completed, createdAt, updatedAt)
                    VALUES (?, ?, 'story', ?, 60, 1, ?, ?)
                    """, arguments: ["d\(index)", userID, date, date, date])
            }
        }
        let reply = try await server.send("DELETE", "/api/v1/user/account", token: token)
        #expect(reply.status < 300, "\(reply.text)")
        let left = try await store.pool.read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT COUNT(*) FROM listening_story_total) + (SELECT COUNT(*) FROM listening_day_slots)")
        }
        #expect(left == 0)
    }
}
