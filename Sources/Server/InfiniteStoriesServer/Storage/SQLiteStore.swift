import Foundation
import GRDB
import Synchronization

/// The embedded default store: one SQLite file through GRDB, WAL mode, foreign keys on,
/// migrated at open. A `DatabasePool` lets reads run beside the single writer.
final class SQLiteStore: StoryStore {
    let pool: DatabasePool
    let changes = ChangeTracker()
    /// Keeps the change observations alive as long as the store.
    private let observations: [AnyDatabaseCancellable]

    /// Opens (creating if needed) `database.sqlite` in `directory` and applies pending migrations.
    init(directory: URL, migrateUpTo target: String? = nil) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        pool = try DatabasePool(path: directory.appendingPathComponent("database.sqlite").path, configuration: configuration)
        if let target {
            try Migrations.migrator().migrate(pool, upTo: target)
        } else {
            try Migrations.migrator().migrate(pool)
        }
        observations = try Self.observeChanges(of: pool, into: changes)
    }

    /// Bumps `changes` after every commit that touched what cached answers are built from.
    /// An observation that cannot start would leave the caches unaware of writes, so that fails
    /// the opening of the store (GRDB starts observations synchronously and reports errors then).
    private static func observeChanges(of pool: DatabasePool, into changes: ChangeTracker) throws -> [AnyDatabaseCancellable] {
        let content = DatabaseRegionObservation(tracking: Table("hero"), Table("story"), Table("illustration"))
        let sessions = DatabaseRegionObservation(tracking: Table("user"), Table("session"))
        let failure = Mutex<(any Error)?>(nil)
        let record: @Sendable (any Error) -> Void = { error in failure.withLock { $0 = $0 ?? error } }
        let started = [
            content.start(in: pool, onError: record, onChange: { _ in changes.contentChanged() }),
            sessions.start(in: pool, onError: record, onChange: { _ in changes.sessionsChanged() }),
        ]
        if let error = failure.withLock({ $0 }) { throw error }
        return started
    }

    func ping() async throws {
        _ = try await pool.read { db in try Int.fetchOne(db, sql: "SELECT 1") }
    }

    // MARK: Users and sessions

    func createUser(_ user: UserRecord) async throws {
        do {
            try await pool.write { db in try Self.insert(user, into: db) }
        } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
            throw StoreError.duplicateEmail
        }
    }

    /// Inserts `user`; a taken email (in any letter case) is a unique-constraint error.
    static func insert(_ user: UserRecord, into db: Database) throws {
        try db.execute(sql: """
            INSERT INTO user (id, email, emailKey, name, passwordHash, createdAt, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """, arguments: [user.id, user.email, emailKey(user.email), user.name,
                             user.passwordHash, user.createdAt, user.updatedAt])
    }

    func user(withEmail email: String) async throws -> UserRecord? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM user WHERE emailKey = ?", arguments: [Self.emailKey(email)])
                .map(Self.user(from:))
        }
    }

    func user(id: String) async throws -> UserRecord? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [id]).map(Self.user(from:))
        }
    }

    func createSession(_ session: SessionRecordRow) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO session (id, userId, tokenHash, expiresAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [session.id, session.userID, session.tokenHash, session.expiresAt,
                                 session.createdAt, session.updatedAt])
        }
    }

    func session(tokenHash: String, now: Date) async throws -> (SessionRecordRow, UserRecord)? {
        try await pool.read { db in
            // Every authenticated request runs this: the statement is prepared once per connection.
            let statement = try db.cachedStatement(sql: """
                SELECT s.id AS sid, s.userId AS suser, s.tokenHash, s.expiresAt, s.createdAt AS screated,
                       s.updatedAt AS supdated, u.*
                FROM session s JOIN user u ON u.id = s.userId
                WHERE s.tokenHash = ? AND s.expiresAt > ?
                """)
            guard let row = try Row.fetchOne(statement, arguments: [tokenHash, now]) else { return nil }
            let session = SessionRecordRow(id: row["sid"], userID: row["suser"], tokenHash: row["tokenHash"],
                                           expiresAt: row["expiresAt"], createdAt: row["screated"], updatedAt: row["supdated"])
            return (session, Self.user(from: row))
        }
    }

    func extendSession(id: String, expiresAt: Date, now: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: "UPDATE session SET expiresAt = ?, updatedAt = ? WHERE id = ?", arguments: [expiresAt, now, id])
        }
    }

    func deleteSession(tokenHash: String) async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM session WHERE tokenHash = ?", arguments: [tokenHash])
        }
    }

    // MARK: Heroes

    private static let heroColumns = """
        h.*, (SELECT COUNT(*) FROM story s WHERE s.heroId = h.id) AS storyCount
        """

    func heroes(userID: String, limit: Int, offset: Int, updatedAfter: Date?) async throws -> (heroes: [HeroRecord], total: Int) {
        try await pool.read { db in
            var condition = "h.userId = ?"
            var arguments: StatementArguments = [userID]
            if let updatedAfter {
                condition += " AND h.updatedAt > ?"
                _ = arguments.append(contentsOf: [updatedAfter])
            }
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM hero h WHERE \(condition)"),
                                         arguments: arguments) ?? 0
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(Self.heroColumns) FROM hero h WHERE \(condition)
                ORDER BY h.createdAt DESC, h.rowid DESC LIMIT ? OFFSET ?
                """), arguments: arguments + [limit, offset])
            return (try rows.map(Self.hero(from:)), total)
        }
    }

    func hero(id: String, userID: String) async throws -> HeroRecord? {
        try await pool.read { db in
            try Self.fetchHero(db, id: id, userID: userID)
        }
    }

    private static func fetchHero(_ db: Database, id: String, userID: String) throws -> HeroRecord? {
        try Row.fetchOne(db, sql: "SELECT \(Self.heroColumns) FROM hero h WHERE h.id = ? AND h.userId = ?",
                         arguments: [id, userID]).map(hero(from:))
    }

    func insertHero(_ hero: HeroRecord) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                INSERT INTO hero (id, userId, name, age, traits, specialAbilities, appearance, hairColor, eyeColor,
                                  skinTone, height, avatarPath, avatarPrompt, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [hero.id, hero.userID, hero.name, hero.age, Self.json(hero.traits),
                                 Self.json(hero.specialAbilities), hero.appearance, hero.hairColor, hero.eyeColor,
                                 hero.skinTone, hero.height, hero.avatarPath, hero.avatarPrompt,
                                 hero.createdAt, hero.updatedAt])
        }
    }

    func updateHero(id: String, userID: String, changes: HeroChanges, now: Date) async throws -> HeroRecord? {
        try await pool.write { db in
            guard var hero = try Self.fetchHero(db, id: id, userID: userID) else { return nil }
            hero = changes.applied(to: hero, now: now)
            try db.execute(sql: """
                UPDATE hero SET name = ?, age = ?, traits = ?, specialAbilities = ?, appearance = ?, hairColor = ?,
                                eyeColor = ?, skinTone = ?, height = ?, avatarPrompt = ?, updatedAt = ?
                WHERE id = ? AND userId = ?
                """, arguments: [hero.name, hero.age, Self.json(hero.traits), Self.json(hero.specialAbilities),
                                 hero.appearance, hero.hairColor, hero.eyeColor, hero.skinTone, hero.height,
                                 hero.avatarPrompt, now, id, userID])
            return hero
        }
    }

    func deleteHero(id: String, userID: String) async throws -> [String]? {
        try await pool.write { db in
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM hero WHERE id = ? AND userId = ?", arguments: [id, userID]) != nil else {
                return nil
            }
            let storyIDs = try String.fetchAll(db, sql: "SELECT id FROM story WHERE heroId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM hero WHERE id = ? AND userId = ?", arguments: [id, userID])
            return storyIDs
        }
    }

    // MARK: Stories

    private static let storyColumns = """
        s.*, h.name AS heroName, h.avatarPath AS heroAvatarPath,
        (SELECT COUNT(*) FROM illustration i WHERE i.storyId = s.id) AS illustrationCount
        """

    func stories(userID: String, filter: StoryFilter, limit: Int, offset: Int) async throws -> (stories: [StoryRecord], total: Int) {
        try await pool.read { db in
            var condition = "s.userId = ?"
            var arguments: StatementArguments = [userID]
            if let heroID = filter.heroID {
                condition += " AND s.heroId = ?"
                _ = arguments.append(contentsOf: [heroID])
            }
            if let favorite = filter.isFavorite {
                condition += " AND s.isFavorite = ?"
                _ = arguments.append(contentsOf: [favorite])
            }
            if let language = filter.language {
                condition += " AND s.language = ?"
                _ = arguments.append(contentsOf: [language])
            }
            if let updatedAfter = filter.updatedAfter {
                condition += " AND s.updatedAt > ?"
                _ = arguments.append(contentsOf: [updatedAfter])
            }
            let total = try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) FROM story s WHERE \(condition)"),
                                         arguments: arguments) ?? 0
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT \(Self.storyColumns) FROM story s JOIN hero h ON h.id = s.heroId WHERE \(condition)
                ORDER BY s.createdAt DESC, s.rowid DESC LIMIT ? OFFSET ?
                """), arguments: arguments + [limit, offset])
            return (rows.map(Self.story(from:)), total)
        }
    }

    func story(id: String, userID: String) async throws -> StoryRecord? {
        try await pool.read { db in try Self.fetchStory(db, id: id, userID: userID) }
    }

    static func fetchStory(_ db: Database, id: String, userID: String) throws -> StoryRecord? {
        try Row.fetchOne(db, sql: """
            SELECT \(Self.storyColumns) FROM story s JOIN hero h ON h.id = s.heroId WHERE s.id = ? AND s.userId = ?
            """, arguments: [id, userID]).map(story(from:))
    }

    func insertStory(_ story: StoryRecord, illustrations: [IllustrationRecord]) async throws {
        try await pool.write { db in try Self.insert(story, illustrations: illustrations, into: db) }
    }

    static func insert(_ story: StoryRecord, illustrations: [IllustrationRecord], into db: Database) throws {
            try db.execute(sql: """
                INSERT INTO story (id, userId, heroId, title, content, language, eventType, customEventId, customPrompt,
                                   targetDuration, seed, audioPath, audioStatus, audioDuration, audioVoice, audioError,
                                   illustrationStatus, isFavorite, playCount, lastPlayedAt, estimatedDuration,
                                   generationStatus, generationError, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [story.id, story.userID, story.heroID, story.title, story.content, story.language,
                                 story.eventType, story.customEventID, story.customPrompt, story.targetDuration,
                                 Int64(bitPattern: story.seed), story.audioPath, story.audioStatus, story.audioDuration,
                                 story.audioVoice, story.audioError, story.illustrationStatus, story.isFavorite,
                                 story.playCount, story.lastPlayedAt, story.estimatedDuration, story.generationStatus,
                                 story.generationError, story.createdAt, story.updatedAt])
            for item in illustrations {
                try db.execute(sql: """
                    INSERT INTO illustration (id, storyId, displayOrder, textSegment, imagePrompt, timestamp, status, imagePath, error)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [item.id, item.storyID, item.displayOrder, item.textSegment, item.imagePrompt,
                                     item.timestamp, item.status, item.imagePath, item.error])
            }
    }

    func updateStory(id: String, userID: String, changes: StoryChanges, now: Date) async throws -> StoryRecord? {
        try await pool.write { db in
            guard var story = try Self.fetchStory(db, id: id, userID: userID) else { return nil }
            story = changes.applied(to: story, now: now)
            try db.execute(sql: """
                UPDATE story SET title = ?, content = ?, isFavorite = ?, language = ?, audioStatus = ?, audioPath = ?,
                                 audioDuration = ?, audioError = ?, updatedAt = ?
                WHERE id = ? AND userId = ?
                """, arguments: [story.title, story.content, story.isFavorite, story.language, story.audioStatus,
                                 story.audioPath, story.audioDuration, story.audioError, now, id, userID])
            return story
        }
    }

    func recordPlay(id: String, userID: String, now: Date) async throws -> StoryRecord? {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE story SET playCount = playCount + 1, lastPlayedAt = ?, updatedAt = ? WHERE id = ? AND userId = ?
                """, arguments: [now, now, id, userID])
            guard db.changesCount > 0 else { return nil }
            // Kept until a listening session of the same listen claims it (ListeningStore), a day at most.
            try db.execute(sql: "DELETE FROM story_play WHERE userId = ? AND playedAt < ?",
                           arguments: [userID, now.addingTimeInterval(-86400)])
            try db.execute(sql: "INSERT INTO story_play (id, userId, storyId, playedAt) VALUES (?, ?, ?, ?)",
                           arguments: [IdentifierGenerator.make(), userID, id, now])
            return try Self.fetchStory(db, id: id, userID: userID)
        }
    }

    func deleteStory(id: String, userID: String) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM story WHERE id = ? AND userId = ?", arguments: [id, userID])
            return db.changesCount > 0
        }
    }

    func illustrations(storyID: String) async throws -> [IllustrationRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM illustration WHERE storyId = ? ORDER BY displayOrder",
                             arguments: [storyID]).map(Self.illustration(from:))
        }
    }

    func writerMemories(heroID: String, userID: String, language: String, limit: Int) async throws -> [String] {
        try await pool.read { db in
            try String.fetchAll(db.cachedStatement(sql: """
                SELECT writerMemory FROM story
                WHERE userId = ? AND heroId = ? AND language = ? AND generationStatus = 'completed' AND writerMemory IS NOT NULL
                ORDER BY createdAt DESC, rowid DESC LIMIT ?
                """), arguments: [userID, heroID, language, limit])
        }
    }

    // MARK: Row mapping

    /// Emails compare case-insensitively (contract section 2); the row keeps what the user typed.
    static func emailKey(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    private static func json(_ strings: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(strings), as: UTF8.self)) ?? "[]"
    }

    /// Traits and abilities are stored as JSON arrays of strings.
    private static func strings(_ text: String?) -> [String] {
        guard let text, let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] else { return [] }
        return array.compactMap { $0 as? String }
    }

    static func user(from row: Row) -> UserRecord {
        UserRecord(id: row["id"], email: row["email"], name: row["name"], passwordHash: row["passwordHash"],
                   createdAt: row["createdAt"], updatedAt: row["updatedAt"])
    }

    static func hero(from row: Row) throws -> HeroRecord {
        HeroRecord(id: row["id"], userID: row["userId"], name: row["name"], age: row["age"],
                   traits: strings(row["traits"]), specialAbilities: strings(row["specialAbilities"]),
                   appearance: row["appearance"], hairColor: row["hairColor"], eyeColor: row["eyeColor"],
                   skinTone: row["skinTone"], height: row["height"], avatarPath: row["avatarPath"],
                   avatarPrompt: row["avatarPrompt"], createdAt: row["createdAt"], updatedAt: row["updatedAt"],
                   storyCount: row["storyCount"] ?? 0)
    }

    static func story(from row: Row) -> StoryRecord {
        let seed: Int64 = row["seed"] ?? 0
        return StoryRecord(
            id: row["id"], userID: row["userId"], heroID: row["heroId"], heroName: row["heroName"] ?? "",
            heroAvatarPath: row["heroAvatarPath"], title: row["title"], content: row["content"],
            language: row["language"], eventType: row["eventType"], customEventID: row["customEventId"],
            customPrompt: row["customPrompt"], targetDuration: row["targetDuration"], seed: UInt64(bitPattern: seed),
            audioPath: row["audioPath"], audioStatus: row["audioStatus"], audioDuration: row["audioDuration"],
            audioVoice: row["audioVoice"], audioError: row["audioError"], illustrationStatus: row["illustrationStatus"],
            illustrationCount: row["illustrationCount"] ?? 0, isFavorite: row["isFavorite"], playCount: row["playCount"],
            lastPlayedAt: row["lastPlayedAt"], estimatedDuration: row["estimatedDuration"],
            generationStatus: row["generationStatus"], generationError: row["generationError"],
            createdAt: row["createdAt"], updatedAt: row["updatedAt"])
    }

    static func illustration(from row: Row) -> IllustrationRecord {
        IllustrationRecord(id: row["id"], storyID: row["storyId"], displayOrder: row["displayOrder"],
                           textSegment: row["textSegment"], imagePrompt: row["imagePrompt"], timestamp: row["timestamp"],
                           status: row["status"], imagePath: row["imagePath"], error: row["error"])
    }
}

extension SQLiteStore: ServerStore {
    /// GRDB closes the pool when the store goes away; nothing runs in the background.
    func close() async {}

    /// In memory: the data folder's lock makes this the only instance.
    func attemptLimiter(_ limit: RateLimit, scope: String) -> any AttemptLimiter {
        SlidingWindowLimiter(limit: limit)
    }
}
