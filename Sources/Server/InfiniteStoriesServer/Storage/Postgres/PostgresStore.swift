import Foundation
import Logging
import PostgresNIO
import Synchronization

/// The store for several server instances sharing one PostgreSQL database (`PostgresClient`'s
/// pool), migrated at open (`PostgresMigrator`, under an advisory lock). Same semantics and
/// orderings as `SQLiteStore`; schema conventions in `PostgresSchema`.
///
/// Caches: `changes` is bumped (1) right after this instance's own write transactions commit
/// (`write(touching:)`), so this instance reads its own writes through its caches exactly as
/// with SQLite, and (2) on every `infinite_stories_changes` notification, which triggers send at
/// the commit of any instance's write, and on every (re)start of that LISTEN.
///
/// Connections: `read { connection in ... }` and `write(touching:) { connection in ... }` are the
/// only ways in; both give up with `StoreUnavailable` when no pooled connection is free within
/// `acquireTimeout`, instead of queueing forever.
final class PostgresStore: StoryStore, Sendable {
    /// The NOTIFY channel of the cache stamps; payloads `content` and `sessions`.
    static let changeChannel = "infinite_stories_changes"
    static let quietLogger = Logger(label: "postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// What a write may have changed, for the cache stamps bumped after its commit.
    struct Touches: OptionSet, Sendable {
        let rawValue: Int
        /// Heroes, stories, illustrations.
        static let content = Touches(rawValue: 1)
        /// Users, sessions.
        static let sessions = Touches(rawValue: 2)
        static let all: Touches = [.content, .sessions]
    }

    /// How a store connects: `postgres://user:pass@host:port/db[?sslmode=disable|prefer|require]`.
    struct Options: Sendable {
        var url: URL
        /// The pool's `maximumConnections`.
        var poolSize: Int = 10
        /// How long a query waits for a free pooled connection before `StoreUnavailable`.
        var acquireTimeout: Duration = .seconds(2)
        var connectTimeout: Duration = .seconds(5)
        /// How often the generation relay reads the rows of jobs somebody here waits for, in
        /// case a notice was lost (tests that check notices alone make it long).
        var relayRecheckInterval: Duration = .seconds(2)

        init(url: URL, poolSize: Int = 10, acquireTimeout: Duration = .seconds(2),
             relayRecheckInterval: Duration = .seconds(2)) {
            self.url = url
            self.poolSize = poolSize
            self.acquireTimeout = acquireTimeout
            self.relayRecheckInterval = relayRecheckInterval
        }
    }

    let changes = ChangeTracker()
    let client: PostgresClient
    let options: Options
    let logger: Logger
    private let runTask: Task<Void, Never>
    private let listener: PostgresNotificationListener
    private let closed = Atomic<Bool>(false)
    /// Generation events across instances (`PostgresGenerationRelay`, `generationRelay()`):
    /// made once the store is open (it listens only once used), stopped by `close()`.
    let relayBox = Mutex<PostgresGenerationRelay?>(nil)

    /// Connects, migrates and starts listening for changes; throws when the database cannot be
    /// reached or migrated (nothing is left running then).
    init(options: Options, logger: Logger = PostgresStore.quietLogger) async throws {
        let configuration = try Self.connectionConfiguration(options.url)
        var clientConfiguration = PostgresClient.Configuration(
            host: configuration.host ?? "127.0.0.1", port: configuration.port ?? 5432,
            username: configuration.username, password: configuration.password,
            database: configuration.database, tls: configuration.clientTLS)
        clientConfiguration.options.maximumConnections = max(1, options.poolSize)
        clientConfiguration.options.connectTimeout = options.connectTimeout
        let client = PostgresClient(configuration: clientConfiguration, backgroundLogger: logger)
        self.client = client
        self.options = options
        self.logger = logger
        runTask = Task { await client.run() }
        let changes = changes
        listener = PostgresNotificationListener(
            configuration: configuration.connection, channel: Self.changeChannel, logger: logger,
            onListening: {
                // Whatever was notified while nobody listened is lost: assume everything changed.
                changes.contentChanged()
                changes.sessionsChanged()
            },
            onNotification: { payload in
                switch payload {
                case "content": changes.contentChanged()
                case "sessions": changes.sessionsChanged()
                default:
                    changes.contentChanged()
                    changes.sessionsChanged()
                }
            })
        do {
            _ = try await read { connection in try await PostgresMigrator.migrate(connection, logger: logger) }
            try await listener.start()
        } catch {
            runTask.cancel()
            await runTask.value
            throw error
        }
        let relay = PostgresGenerationRelay(store: self, connection: configuration.connection,
                                            recheckInterval: options.relayRecheckInterval)
        relayBox.withLock { $0 = relay }
    }

    convenience init(url: URL, poolSize: Int = 10, acquireTimeout: Duration = .seconds(2),
                     relayRecheckInterval: Duration = .seconds(2),
                     logger: Logger = PostgresStore.quietLogger) async throws {
        try await self.init(options: Options(url: url, poolSize: poolSize, acquireTimeout: acquireTimeout,
                                             relayRecheckInterval: relayRecheckInterval), logger: logger)
    }

    /// Stops listening and closes the pool; later queries fail. Safe to call more than once.
    func close() async {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        // The relay first: it reads through the pool until it stops (and refers to this store).
        let relay = relayBox.withLock { relay in
            defer { relay = nil }
            return relay
        }
        await relay?.stop()
        await listener.stop()
        runTask.cancel()
        await runTask.value
    }

    // MARK: Connections

    /// Runs `body` on a pooled connection (autocommit: each statement is its own transaction).
    /// Throws `StoreUnavailable` when no connection is free within `acquireTimeout`; the time
    /// `body` itself takes is not limited.
    func read<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let lease = LeaseState()
        let client = client
        let timeout = options.acquireTimeout
        return try await withThrowingTaskGroup(of: LeaseOutcome<Result>.self) { group in
            group.addTask {
                .value(try await client.withConnection { connection in
                    guard lease.claim(.leased) else {
                        throw StoreUnavailable(reason: "no database connection within \(timeout)")
                    }
                    return try await body(connection)
                })
            }
            group.addTask {
                try await Task.sleep(for: timeout)
                return .timerFired
            }
            while let outcome = try await group.next() {
                switch outcome {
                case .value(let value):
                    group.cancelAll()
                    return value
                case .timerFired:
                    if lease.claim(.timedOut) {
                        group.cancelAll()
                        throw StoreUnavailable(reason: "no database connection within \(timeout)")
                    }
                }
            }
            throw CancellationError()
        }
    }

    /// Runs `body` in a transaction on a pooled connection (committed when it returns, rolled
    /// back when it throws, its error rethrown as is), then bumps the cache stamps of `touching`
    /// for this instance (the notification triggers tell the others). Pass `[]` for writes to
    /// tables no cache is built from (jobs, idempotency, usage...). `StoreUnavailable` as `read`.
    func write<Result: Sendable>(touching: Touches = .all,
                                 _ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let logger = logger
        let result = try await read { connection in
            try await connection.inTransaction(logger: logger) { connection in try await body(connection) }
        }
        if touching.contains(.content) { changes.contentChanged() }
        if touching.contains(.sessions) { changes.sessionsChanged() }
        return result
    }

    func ping() async throws {
        try await read { connection in try await connection.run("SELECT 1") }
    }

    // MARK: Users and sessions

    func createUser(_ user: UserRecord) async throws {
        do {
            try await write(touching: .sessions) { connection in try await Self.insert(user, on: connection) }
        } catch where isUniqueViolation(error) {
            throw StoreError.duplicateEmail
        }
    }

    /// Inserts `user`; a taken email (in any letter case) is a unique violation.
    static func insert(_ user: UserRecord, on connection: PostgresConnection) async throws {
        try await connection.run("""
            INSERT INTO "user" (id, email, "emailKey", name, "passwordHash", "createdAt", "updatedAt")
            VALUES (\(user.id), \(user.email), \(emailKey(user.email)), \(user.name), \(user.passwordHash),
                    \(user.createdAt), \(user.updatedAt))
            """)
    }

    func user(withEmail email: String) async throws -> UserRecord? {
        try await read { connection in
            try await connection.first(#"SELECT * FROM "user" WHERE "emailKey" = \#(Self.emailKey(email))"#)
                .map(Self.user(from:))
        }
    }

    func user(id: String) async throws -> UserRecord? {
        try await read { connection in
            try await connection.first(#"SELECT * FROM "user" WHERE id = \#(id)"#).map(Self.user(from:))
        }
    }

    func createSession(_ session: SessionRecordRow) async throws {
        try await write(touching: .sessions) { connection in
            try await connection.run("""
                INSERT INTO session (id, "userId", "tokenHash", "expiresAt", "createdAt", "updatedAt")
                VALUES (\(session.id), \(session.userID), \(session.tokenHash), \(session.expiresAt),
                        \(session.createdAt), \(session.updatedAt))
                """)
        }
    }

    func session(tokenHash: String, now: Date) async throws -> (SessionRecordRow, UserRecord)? {
        try await read { connection in
            guard let row = try await connection.first("""
                SELECT s.id AS sid, s."userId" AS suser, s."tokenHash", s."expiresAt", s."createdAt" AS screated,
                       s."updatedAt" AS supdated, u.*
                FROM session s JOIN "user" u ON u.id = s."userId"
                WHERE s."tokenHash" = \(tokenHash) AND s."expiresAt" > \(now)
                """) else { return nil }
            let session = SessionRecordRow(id: try row.get("sid"), userID: try row.get("suser"),
                                           tokenHash: try row.get("tokenHash"), expiresAt: try row.date("expiresAt"),
                                           createdAt: try row.date("screated"), updatedAt: try row.date("supdated"))
            return (session, try Self.user(from: row))
        }
    }

    func extendSession(id: String, expiresAt: Date, now: Date) async throws {
        try await write(touching: .sessions) { connection in
            try await connection.run(#"UPDATE session SET "expiresAt" = \#(expiresAt), "updatedAt" = \#(now) WHERE id = \#(id)"#)
        }
    }

    func deleteSession(tokenHash: String) async throws {
        try await write(touching: .sessions) { connection in
            try await connection.run(#"DELETE FROM session WHERE "tokenHash" = \#(tokenHash)"#)
        }
    }

    // MARK: Heroes

    static let heroColumns = #"h.*, (SELECT COUNT(*) FROM story s WHERE s."heroId" = h.id) AS "storyCount""#

    func heroes(userID: String, limit: Int, offset: Int, updatedAfter: Date?) async throws -> (heroes: [HeroRecord], total: Int) {
        try await read { connection in
            var builder = PostgresQueryBuilder()
            var condition = #"h."userId" = \#(builder.bind(userID))"#
            if let updatedAfter {
                condition += #" AND h."updatedAt" > \#(builder.bind(updatedAfter))"#
            }
            let total = try await connection.first(builder.query("SELECT COUNT(*) AS total FROM hero h WHERE \(condition)"))?
                .get("total", as: Int.self) ?? 0
            let page = #"LIMIT \#(builder.bind(limit)) OFFSET \#(builder.bind(offset))"#
            let rows = try await connection.all(builder.query("""
                SELECT \(Self.heroColumns) FROM hero h WHERE \(condition)
                ORDER BY h."createdAt" DESC, h.seq DESC \(page)
                """))
            return (try rows.map { try Self.hero(from: $0.makeRandomAccess()) }, total)
        }
    }

    func hero(id: String, userID: String) async throws -> HeroRecord? {
        try await read { connection in try await Self.fetchHero(connection, id: id, userID: userID) }
    }

    static func fetchHero(_ connection: PostgresConnection, id: String, userID: String) async throws -> HeroRecord? {
        try await connection.first(PostgresQuery(unsafeSQL: """
            SELECT \(heroColumns) FROM hero h WHERE h.id = $1 AND h."userId" = $2
            """, binds: bindings(id, userID))).map(hero(from:))
    }

    func insertHero(_ hero: HeroRecord) async throws {
        try await write(touching: .content) { connection in
            try await connection.run("""
                INSERT INTO hero (id, "userId", name, age, traits, "specialAbilities", appearance, "hairColor", "eyeColor",
                                  "skinTone", height, "avatarPath", "avatarPrompt", "createdAt", "updatedAt")
                VALUES (\(hero.id), \(hero.userID), \(hero.name), \(hero.age), \(Self.json(hero.traits)),
                        \(Self.json(hero.specialAbilities)), \(hero.appearance), \(hero.hairColor), \(hero.eyeColor),
                        \(hero.skinTone), \(hero.height), \(hero.avatarPath), \(hero.avatarPrompt),
                        \(hero.createdAt), \(hero.updatedAt))
                """)
        }
    }

    func updateHero(id: String, userID: String, changes: HeroChanges, now: Date) async throws -> HeroRecord? {
        try await write(touching: .content) { connection in
            guard var hero = try await Self.fetchHero(connection, id: id, userID: userID, forUpdate: true) else { return nil }
            hero = changes.applied(to: hero, now: now)
            try await connection.run("""
                UPDATE hero SET name = \(hero.name), age = \(hero.age), traits = \(Self.json(hero.traits)),
                                "specialAbilities" = \(Self.json(hero.specialAbilities)), appearance = \(hero.appearance),
                                "hairColor" = \(hero.hairColor), "eyeColor" = \(hero.eyeColor), "skinTone" = \(hero.skinTone),
                                height = \(hero.height), "avatarPrompt" = \(hero.avatarPrompt), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
            return hero
        }
    }

    /// The hero, its row locked until the transaction ends when `forUpdate` (read-modify-write).
    static func fetchHero(_ connection: PostgresConnection, id: String, userID: String, forUpdate: Bool) async throws -> HeroRecord? {
        guard forUpdate else { return try await fetchHero(connection, id: id, userID: userID) }
        try await connection.run(#"SELECT 1 FROM hero WHERE id = \#(id) AND "userId" = \#(userID) FOR UPDATE"#)
        return try await fetchHero(connection, id: id, userID: userID)
    }

    func deleteHero(id: String, userID: String) async throws -> [String]? {
        try await write(touching: .content) { connection in
            guard try await connection.first(#"SELECT 1 FROM hero WHERE id = \#(id) AND "userId" = \#(userID) FOR UPDATE"#) != nil else {
                return nil
            }
            let storyIDs = try await connection.all(#"SELECT id FROM story WHERE "heroId" = \#(id)"#)
                .map { try $0.decode(String.self) }
            try await connection.run(#"DELETE FROM hero WHERE id = \#(id) AND "userId" = \#(userID)"#)
            return storyIDs
        }
    }

    // MARK: Stories

    static let storyColumns = """
        s.*, h.name AS "heroName", h."avatarPath" AS "heroAvatarPath",
        (SELECT COUNT(*) FROM illustration i WHERE i."storyId" = s.id) AS "illustrationCount"
        """

    func stories(userID: String, filter: StoryFilter, limit: Int, offset: Int) async throws -> (stories: [StoryRecord], total: Int) {
        try await read { connection in
            var builder = PostgresQueryBuilder()
            var condition = #"s."userId" = \#(builder.bind(userID))"#
            if let heroID = filter.heroID { condition += #" AND s."heroId" = \#(builder.bind(heroID))"# }
            if let favorite = filter.isFavorite { condition += #" AND s."isFavorite" = \#(builder.bind(favorite))"# }
            if let language = filter.language { condition += #" AND s.language = \#(builder.bind(language))"# }
            if let updatedAfter = filter.updatedAfter { condition += #" AND s."updatedAt" > \#(builder.bind(updatedAfter))"# }
            let total = try await connection.first(builder.query("SELECT COUNT(*) AS total FROM story s WHERE \(condition)"))?
                .get("total", as: Int.self) ?? 0
            let page = #"LIMIT \#(builder.bind(limit)) OFFSET \#(builder.bind(offset))"#
            let rows = try await connection.all(builder.query("""
                SELECT \(Self.storyColumns) FROM story s JOIN hero h ON h.id = s."heroId" WHERE \(condition)
                ORDER BY s."createdAt" DESC, s.seq DESC \(page)
                """))
            return (try rows.map { try Self.story(from: $0.makeRandomAccess()) }, total)
        }
    }

    func story(id: String, userID: String) async throws -> StoryRecord? {
        try await read { connection in try await Self.fetchStory(connection, id: id, userID: userID) }
    }

    static func fetchStory(_ connection: PostgresConnection, id: String, userID: String) async throws -> StoryRecord? {
        try await connection.first(PostgresQuery(unsafeSQL: """
            SELECT \(storyColumns) FROM story s JOIN hero h ON h.id = s."heroId" WHERE s.id = $1 AND s."userId" = $2
            """, binds: bindings(id, userID))).map(story(from:))
    }

    func insertStory(_ story: StoryRecord, illustrations: [IllustrationRecord]) async throws {
        try await write(touching: .content) { connection in
            try await Self.insert(story, illustrations: illustrations, on: connection)
        }
    }

    static func insert(_ story: StoryRecord, illustrations: [IllustrationRecord], on connection: PostgresConnection) async throws {
        try await connection.run("""
            INSERT INTO story (id, "userId", "heroId", title, content, language, "eventType", "customEventId", "customPrompt",
                               "targetDuration", seed, "audioPath", "audioStatus", "audioDuration", "audioVoice", "audioError",
                               "illustrationStatus", "isFavorite", "playCount", "lastPlayedAt", "estimatedDuration",
                               "generationStatus", "generationError", "createdAt", "updatedAt")
            VALUES (\(story.id), \(story.userID), \(story.heroID), \(story.title), \(story.content), \(story.language),
                    \(story.eventType), \(story.customEventID), \(story.customPrompt), \(story.targetDuration),
                    \(Int64(bitPattern: story.seed)), \(story.audioPath), \(story.audioStatus), \(story.audioDuration),
                    \(story.audioVoice), \(story.audioError), \(story.illustrationStatus), \(story.isFavorite),
                    \(story.playCount), \(story.lastPlayedAt), \(story.estimatedDuration), \(story.generationStatus),
                    \(story.generationError), \(story.createdAt), \(story.updatedAt))
            """)
        for item in illustrations {
            try await connection.run("""
                INSERT INTO illustration (id, "storyId", "displayOrder", "textSegment", "imagePrompt", "timestamp", status,
                                          "imagePath", error)
                VALUES (\(item.id), \(item.storyID), \(item.displayOrder), \(item.textSegment), \(item.imagePrompt),
                        \(item.timestamp), \(item.status), \(item.imagePath), \(item.error))
                """)
        }
    }

    func updateStory(id: String, userID: String, changes: StoryChanges, now: Date) async throws -> StoryRecord? {
        try await write(touching: .content) { connection in
            try await connection.run(#"SELECT 1 FROM story WHERE id = \#(id) AND "userId" = \#(userID) FOR UPDATE"#)
            guard var story = try await Self.fetchStory(connection, id: id, userID: userID) else { return nil }
            story = changes.applied(to: story, now: now)
            try await connection.run("""
                UPDATE story SET title = \(story.title), content = \(story.content), "isFavorite" = \(story.isFavorite),
                                 language = \(story.language), "audioStatus" = \(story.audioStatus),
                                 "audioPath" = \(story.audioPath), "audioDuration" = \(story.audioDuration),
                                 "audioError" = \(story.audioError), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID)
                """)
            return story
        }
    }

    func recordPlay(id: String, userID: String, now: Date) async throws -> StoryRecord? {
        try await write(touching: .content) { connection in
            guard try await connection.first("""
                UPDATE story SET "playCount" = "playCount" + 1, "lastPlayedAt" = \(now), "updatedAt" = \(now)
                WHERE id = \(id) AND "userId" = \(userID) RETURNING id
                """) != nil else { return nil }
            // Kept until a listening session of the same listen claims it (ListeningStore), a day at most.
            try await connection.run("""
                DELETE FROM story_play WHERE "userId" = \(userID) AND "playedAt" < \(now.addingTimeInterval(-86400))
                """)
            try await connection.run("""
                INSERT INTO story_play (id, "userId", "storyId", "playedAt") VALUES (\(IdentifierGenerator.make()), \(userID), \(id), \(now))
                """)
            return try await Self.fetchStory(connection, id: id, userID: userID)
        }
    }

    func deleteStory(id: String, userID: String) async throws -> Bool {
        try await write(touching: .content) { connection in
            try await connection.first(#"DELETE FROM story WHERE id = \#(id) AND "userId" = \#(userID) RETURNING id"#) != nil
        }
    }

    func illustrations(storyID: String) async throws -> [IllustrationRecord] {
        try await read { connection in
            try await connection.all(#"SELECT * FROM illustration WHERE "storyId" = \#(storyID) ORDER BY "displayOrder""#)
                .map { try Self.illustration(from: $0.makeRandomAccess()) }
        }
    }

    func writerMemories(heroID: String, userID: String, language: String, limit: Int) async throws -> [String] {
        try await read { connection in
            try await connection.all("""
                SELECT "writerMemory" FROM story
                WHERE "userId" = \(userID) AND "heroId" = \(heroID) AND language = \(language)
                  AND "generationStatus" = 'completed' AND "writerMemory" IS NOT NULL
                ORDER BY "createdAt" DESC, seq DESC LIMIT \(limit)
                """).map { try $0.decode(String.self) }
        }
    }

    // MARK: Row mapping

    /// Emails compare case-insensitively (contract section 2), as `SQLiteStore.emailKey`.
    static func emailKey(_ email: String) -> String { SQLiteStore.emailKey(email) }

    static func bindings(_ values: String...) -> PostgresBindings {
        var binds = PostgresBindings()
        for value in values { binds.append(value) }
        return binds
    }

    static func json(_ strings: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(strings), as: UTF8.self)) ?? "[]"
    }

    /// Traits, abilities and keywords are stored as JSON arrays of strings (text).
    static func strings(_ text: String?) -> [String] {
        guard let text, let array = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any] else { return [] }
        return array.compactMap { $0 as? String }
    }

    static func user(from row: PostgresRandomAccessRow) throws -> UserRecord {
        UserRecord(id: try row.get("id"), email: try row.get("email"), name: try row.get("name"),
                   passwordHash: try row.get("passwordHash"), createdAt: try row.date("createdAt"),
                   updatedAt: try row.date("updatedAt"))
    }

    static func hero(from row: PostgresRandomAccessRow) throws -> HeroRecord {
        HeroRecord(id: try row.get("id"), userID: try row.get("userId"), name: try row.get("name"), age: try row.get("age"),
                   traits: strings(try row.get("traits")), specialAbilities: strings(try row.get("specialAbilities")),
                   appearance: try row.get("appearance"), hairColor: try row.get("hairColor"),
                   eyeColor: try row.get("eyeColor"), skinTone: try row.get("skinTone"), height: try row.get("height"),
                   avatarPath: try row.get("avatarPath"), avatarPrompt: try row.get("avatarPrompt"),
                   createdAt: try row.date("createdAt"), updatedAt: try row.date("updatedAt"),
                   storyCount: row.contains("storyCount") ? try row.get("storyCount") : 0)
    }

    static func story(from row: PostgresRandomAccessRow) throws -> StoryRecord {
        StoryRecord(
            id: try row.get("id"), userID: try row.get("userId"), heroID: try row.get("heroId"),
            heroName: row.contains("heroName") ? try row.get("heroName") : "",
            heroAvatarPath: row.contains("heroAvatarPath") ? try row.get("heroAvatarPath") : nil,
            title: try row.get("title"), content: try row.get("content"), language: try row.get("language"),
            eventType: try row.get("eventType"), customEventID: try row.get("customEventId"),
            customPrompt: try row.get("customPrompt"), targetDuration: try row.get("targetDuration"),
            seed: UInt64(bitPattern: try row.get("seed", as: Int64.self)),
            audioPath: try row.get("audioPath"), audioStatus: try row.get("audioStatus"),
            audioDuration: try row.get("audioDuration"), audioVoice: try row.get("audioVoice"),
            audioError: try row.get("audioError"), illustrationStatus: try row.get("illustrationStatus"),
            illustrationCount: row.contains("illustrationCount") ? try row.get("illustrationCount") : 0,
            isFavorite: try row.get("isFavorite"), playCount: try row.get("playCount"),
            lastPlayedAt: try row.optionalDate("lastPlayedAt"), estimatedDuration: try row.get("estimatedDuration"),
            generationStatus: try row.get("generationStatus"), generationError: try row.get("generationError"),
            createdAt: try row.date("createdAt"), updatedAt: try row.date("updatedAt"))
    }

    static func illustration(from row: PostgresRandomAccessRow) throws -> IllustrationRecord {
        IllustrationRecord(id: try row.get("id"), storyID: try row.get("storyId"), displayOrder: try row.get("displayOrder"),
                           textSegment: try row.get("textSegment"), imagePrompt: try row.get("imagePrompt"),
                           timestamp: try row.get("timestamp"), status: try row.get("status"),
                           imagePath: try row.get("imagePath"), error: try row.get("error"))
    }
}

// MARK: Connection settings from a URL

extension PostgresStore {
    struct ConnectionSettings: Sendable {
        var connection: PostgresConnection.Configuration
        var clientTLS: PostgresClient.Configuration.TLS
        var host: String? { connection.host }
        var port: Int? { connection.port }
        var username: String { connection.username }
        var password: String? { connection.password }
        var database: String? { connection.database }
    }

    /// Why a database URL cannot be used.
    struct InvalidURL: Error, CustomStringConvertible {
        let url: String
        let reason: String
        var description: String { "invalid PostgreSQL URL (\(reason)): \(url)" }
    }

    /// `postgres[ql]://user[:password]@host[:port][/database][?sslmode=disable|prefer|require]`
    /// (libpq's default `prefer` when no sslmode is given).
    static func connectionConfiguration(_ url: URL) throws -> ConnectionSettings {
        // Errors name the URL without its password: they reach standard error.
        let text = DatabaseLocation.postgres(url).redacted
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql" else {
            throw InvalidURL(url: text, reason: "the scheme must be postgres://")
        }
        guard let host = components.host, !host.isEmpty else { throw InvalidURL(url: text, reason: "no host") }
        let username = components.user ?? "postgres"
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let sslmode = components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer"
        let connectionTLS: PostgresConnection.Configuration.TLS
        let clientTLS: PostgresClient.Configuration.TLS
        switch sslmode {
        case "disable":
            connectionTLS = .disable
            clientTLS = .disable
        case "prefer", "allow":
            connectionTLS = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
            clientTLS = .prefer(.makeClientConfiguration())
        case "require", "verify-ca", "verify-full":
            connectionTLS = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            clientTLS = .require(.makeClientConfiguration())
        default:
            throw InvalidURL(url: text, reason: "unknown sslmode \(sslmode)")
        }
        var connection = PostgresConnection.Configuration(
            host: host, port: components.port ?? 5432, username: username, password: components.password,
            database: database.isEmpty ? nil : database, tls: connectionTLS)
        connection.options.connectTimeout = .seconds(5)
        return ConnectionSettings(connection: connection, clientTLS: clientTLS)
    }
}

/// Who got there first: the lease (the body runs) or the acquire timer (`StoreUnavailable`).
private final class LeaseState: Sendable {
    enum Claim: Int { case leased = 1, timedOut = 2 }
    private let state = Atomic<Int>(0)

    /// True when this claim won (the state was still waiting).
    func claim(_ claim: Claim) -> Bool {
        state.compareExchange(expected: 0, desired: claim.rawValue, ordering: .acquiringAndReleasing).exchanged
    }
}

private enum LeaseOutcome<Value: Sendable>: Sendable {
    case value(Value)
    case timerFired
}

extension PostgresStore: ServerStore {}
