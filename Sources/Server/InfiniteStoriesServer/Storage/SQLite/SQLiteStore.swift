import Foundation
import GRDB
import Synchronization

/// The embedded default store: one SQLite file through GRDB, WAL mode, foreign keys on,
/// migrated at open. A `DatabasePool` lets reads run beside the single writer.
///
/// Every access is GRDB's synchronous one, on the calling thread (`SQLiteExecutor`, ADR 0040).
/// Do not add awaited ones (`try await pool.read`): an awaited read keeps its reader until its
/// task resumes on the cooperative pool, and with the pool's threads blocked in synchronous
/// reads waiting for a reader, that resumption could never come.
final class SQLiteStore: StoryStore {
    let pool: DatabasePool
    let changes = ChangeTracker()
    /// Every write transaction takes this in turn (`writing`).
    let writeLock = SQLiteWriteLock()
    /// Keeps the change observations alive as long as the store.
    private let observations: [AnyDatabaseCancellable]

    /// Opens (creating if needed) `database.sqlite` in `directory` and applies pending migrations.
    init(directory: URL, migrateUpTo target: String? = nil) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(5)
        // The shared layer's write transactions span several accesses (`writing`).
        configuration.allowsUnsafeTransactions = true
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
}

extension SQLiteStore: ServerStore {
    /// GRDB closes the pool when the store goes away; nothing runs in the background.
    func close() async {}

    /// In memory: the data folder's lock makes this the only instance.
    func attemptLimiter(_ limit: RateLimit, scope: String) -> any AttemptLimiter {
        SlidingWindowLimiter(limit: limit)
    }

    /// None: the data folder's lock makes this the only instance, so the hub's memory is the log.
    func generationRelay() -> (any GenerationRelay)? { nil }
}

/// The areas whose queries are shared (`Storage/SQL`, `SQLStore`).
extension SQLiteStore: ProfileStore, AccountStore, CustomEventStore, ListeningStore, JourneyStore {}
