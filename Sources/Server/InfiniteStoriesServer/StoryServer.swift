import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// A running InfiniteStories server: the executable, the terminal app's embedded default and the
/// tests all start it the same way and talk to it over HTTP.
public final class StoryServer: Sendable {
    /// `http://HOST:PORT` with the port actually bound (useful when the configuration asked for 0).
    public let baseURL: URL
    private let group: ServiceGroup
    private let runTask: Task<Void, any Error>
    /// Held while the server runs: one server per SQLite data folder (nil on PostgreSQL).
    private let lock: DataDirectoryLock?
    private let store: any ServerStore

    private init(baseURL: URL, group: ServiceGroup, runTask: Task<Void, any Error>, lock: DataDirectoryLock?,
                 store: any ServerStore) {
        self.baseURL = baseURL
        self.group = group
        self.runTask = runTask
        self.lock = lock
        self.store = store
    }

    /// Opens the store (migrating it), binds, and returns once the server accepts connections.
    /// - Parameter handleSignals: stop gracefully on SIGINT/SIGTERM (the executable does).
    public static func start(_ configuration: ServerConfiguration, handleSignals: Bool = false) async throws -> StoryServer {
        var logger = Logger(label: "infinite-stories-server")
        logger.logLevel = configuration.logLevel
        let (store, lock) = try await StoreOpener.open(configuration, logger: logger)
        let parts: ServerAssembly.Parts
        do {
            parts = try await ServerAssembly.build(configuration: configuration, store: store, logger: logger)
        } catch {
            lock?.release()
            await store.close()
            throw error
        }

        let (addresses, continuation) = AsyncStream<SocketAddress?>.makeStream()
        let app = Application(
            router: parts.router,
            configuration: .init(address: .hostname(configuration.hostname, port: configuration.port),
                                 serverName: "InfiniteStories"),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress)
                continuation.finish()
            },
            logger: logger)
        let group = ServiceGroup(configuration: .init(
            services: [parts.runner, app], gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [], logger: logger))
        let runTask = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        var iterator = addresses.makeAsyncIterator()
        guard let bound = await iterator.next(), let port = bound?.port else {
            // The run task failed before binding (port in use, bad host): surface its error.
            let failure = await runTask.result
            lock?.release()
            await store.close()
            try failure.get()
            throw ServerStartError.didNotBind
        }
        let host = configuration.hostname.contains(":") ? "[\(configuration.hostname)]" : configuration.hostname
        guard let url = URL(string: "http://\(host):\(port)") else { throw ServerStartError.didNotBind }
        lock?.record(url)
        return StoryServer(baseURL: url, group: group, runTask: runTask, lock: lock, store: store)
    }

    /// Stops accepting connections, lets requests in flight finish, and returns when done.
    public func stop() async throws {
        await group.triggerGracefulShutdown()
        try await waitUntilStopped()
    }

    /// Waits until the server stops (by signal or `stop()`), then lets go of its store.
    public func waitUntilStopped() async throws {
        let outcome = await runTask.result
        lock?.release()
        await store.close()
        try outcome.get()
    }
}

/// Why a server could not start.
public enum ServerStartError: Error, CustomStringConvertible {
    case didNotBind
    /// Another server uses this data folder; `serverURL` is where it listens, when it said so.
    case dataDirectoryInUse(directory: String, serverURL: URL?)

    public var description: String {
        switch self {
        case .didNotBind:
            return "the server did not start listening"
        case .dataDirectoryInUse(let directory, let url):
            let holder = url.map { " at \($0.absoluteString)" } ?? ""
            return "the data folder \(directory) is in use by another InfiniteStories server\(holder)"
        }
    }
}
