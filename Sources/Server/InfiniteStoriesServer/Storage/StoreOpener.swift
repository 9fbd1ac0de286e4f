import Foundation
import Logging

/// Opens the store a configuration names, migrating it: the one place outside the stores that
/// knows there is more than one kind.
enum StoreOpener {
    /// The open store, and the data folder's lock when the store is SQLite (one server per
    /// SQLite file; PostgreSQL instances share their database by design).
    static func open(_ configuration: ServerConfiguration, logger: Logger) async throws
        -> (store: any ServerStore, lock: DataDirectoryLock?) {
        switch configuration.database {
        case .sqlite:
            let lock = try DataDirectoryLock.acquire(in: configuration.dataDirectory)
            do {
                return (try SQLiteStore(directory: configuration.dataDirectory), lock)
            } catch {
                lock.release()
                throw error
            }
        case .postgres(let url):
            let store = try await PostgresStore(options: .init(url: url, poolSize: configuration.databasePoolSize,
                                                               acquireTimeout: configuration.databaseAcquireTimeout))
            // PostgresNIO's own logger stays quiet: at debug it would print queries and their
            // bound values (tokens' hashes, emails), and no secret goes to the logs.
            logger.info("database", metadata: ["location": "\(configuration.database.redacted)"])
            return (store, nil)
        }
    }
}
