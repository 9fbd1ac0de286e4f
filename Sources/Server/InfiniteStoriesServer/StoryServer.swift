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
    /// `http://HOST:PORT/metrics` when `metricsAddress` was set, with the port bound.
    public let metricsURL: URL?
    private let group: ServiceGroup
    private let runTask: Task<Void, any Error>
    /// Held while the server runs: one server per SQLite data folder (nil on PostgreSQL).
    private let lock: DataDirectoryLock?
    private let store: any ServerStore

    private init(baseURL: URL, metricsURL: URL?, group: ServiceGroup, runTask: Task<Void, any Error>, lock: DataDirectoryLock?,
                 store: any ServerStore) {
        self.baseURL = baseURL
        self.metricsURL = metricsURL
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
        var services: [any Service] = [parts.runner, app]
        let (metricsAddresses, metricsContinuation) = AsyncStream<SocketAddress?>.makeStream()
        if let address = configuration.metricsAddress {
            let listener = MetricsListener(registry: ServerMetrics.prometheusRegistry(), jobs: store)
            services.append(listener.application(host: address.host, port: address.port, logger: logger) { bound in
                metricsContinuation.yield(bound)
                metricsContinuation.finish()
            })
        } else {
            metricsContinuation.finish()
        }
        let group = ServiceGroup(configuration: .init(
            services: services, gracefulShutdownSignals: handleSignals ? [.sigterm, .sigint] : [], logger: logger))
        let runTask = Task {
            defer {
                continuation.finish()
                metricsContinuation.finish()
            }
            try await group.run()
        }
        /// The run task failed before a listener bound (port in use, bad host): its error, once
        /// the store and the folder are let go.
        func startFailure() async throws -> Never {
            // A listener that stopped without an address leaves the rest running: stop them too.
            await group.triggerGracefulShutdown()
            let failure = await runTask.result
            lock?.release()
            await store.close()
            try failure.get()
            throw ServerStartError.didNotBind
        }
        var iterator = addresses.makeAsyncIterator()
        guard let bound = await iterator.next(), let port = bound?.port else { try await startFailure() }
        guard let url = Self.url(host: configuration.hostname, port: port) else { try await startFailure() }
        var metricsURL: URL?
        if let address = configuration.metricsAddress {
            // Both listeners are up before the server says it is: a scraper may ask at once.
            var metricsIterator = metricsAddresses.makeAsyncIterator()
            guard let bound = await metricsIterator.next(), let metricsPort = bound?.port else { try await startFailure() }
            metricsURL = Self.url(host: address.host, port: metricsPort)?.appendingPathComponent("metrics")
        }
        lock?.record(url)
        return StoryServer(baseURL: url, metricsURL: metricsURL, group: group, runTask: runTask, lock: lock, store: store)
    }

    /// `http://HOST:PORT`, with an IPv6 host in brackets.
    private static func url(host: String, port: Int) -> URL? {
        URL(string: "http://\(host.contains(":") ? "[\(host)]" : host):\(port)")
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
