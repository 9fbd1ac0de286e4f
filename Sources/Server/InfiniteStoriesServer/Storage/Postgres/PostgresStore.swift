import Foundation
import Logging
import Metrics
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
    typealias Touches = StoreTouches

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
        // Requests served from the caches leave the pool idle; past its idle timeout (60 s)
        // every connection closed, and the next burst of misses waited for new ones to be
        // opened on a busy machine. Two stay open.
        clientConfiguration.options.minimumConnections = min(2, max(0, options.poolSize - 1))
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
            // Starting, an instance waits for its first connection as long as it takes to open
            // one on a busy machine (a request gives up after `acquireTimeout`, 2 s).
            _ = try await read(acquireTimeout: max(options.acquireTimeout, Self.startupAcquireTimeout)) { connection in
                try await PostgresMigrator.migrate(connection, logger: logger)
            }
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

    /// How long the migration at start waits for its connection.
    static let startupAcquireTimeout: Duration = .seconds(30)

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
    func read<Result: Sendable>(acquireTimeout: Duration? = nil,
                                _ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let lease = LeaseState()
        let client = client
        let timeout = acquireTimeout ?? options.acquireTimeout
        let asked = ContinuousClock.now
        return try await withThrowingTaskGroup(of: LeaseOutcome<Result>.self) { group in
            group.addTask {
                .value(try await client.withConnection { connection in
                    guard lease.claim(.leased) else {
                        throw StoreUnavailable(reason: "no database connection within \(timeout)")
                    }
                    Metrics.Timer(label: ServerMetrics.poolWait).record(duration: ContinuousClock.now - asked)
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
                        Counter(label: ServerMetrics.poolTimeouts).increment()
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

/// The areas whose queries are shared (`Storage/SQL`, `SQLStore`).
extension PostgresStore: ProfileStore, AccountStore, CustomEventStore, ListeningStore, JourneyStore {}
