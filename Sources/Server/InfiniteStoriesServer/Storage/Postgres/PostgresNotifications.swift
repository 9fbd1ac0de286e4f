import Foundation
import Logging
import NIOCore
import PostgresNIO
import Synchronization

/// LISTENs on one PostgreSQL channel over its own connection (outside the pool, so a busy pool
/// never delays notifications nor does the listener take a pooled slot), and hands every
/// payload to `onNotification`. NOTIFY is delivered at commit, from any instance.
///
/// When the connection drops it reconnects (backing off up to 5 s) and, once listening again,
/// calls `onListening`: notifications sent meanwhile are lost, so the owner must treat that as
/// "anything may have changed" (the database is the source of truth).
///
/// Reusable per channel: the store's change stamps use `PostgresStore.changeChannel`; job events
/// can run another listener on their own channel.
final class PostgresNotificationListener: Sendable {
    let channel: String
    private let configuration: PostgresConnection.Configuration
    private let logger: Logger
    private let onListening: @Sendable () -> Void
    private let onNotification: @Sendable (String) -> Void
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(configuration: PostgresConnection.Configuration, channel: String, logger: Logger,
         onListening: @escaping @Sendable () -> Void = {}, onNotification: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.channel = channel
        self.logger = logger
        self.onListening = onListening
        self.onNotification = onNotification
    }

    /// Starts listening; returns once the first LISTEN is in place (so a commit after this
    /// returns is seen), or throws the first attempt's failure, to connect or to LISTEN (then
    /// nothing keeps running).
    func start() async throws {
        let first = FirstOutcome()
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            first.set(continuation)
            let running = Task { [self] in await self.loop(first: first) }
            task.withLock { $0 = running }
        }
    }

    /// Stops listening and closes the connection.
    func stop() async {
        let running = task.withLock { task -> Task<Void, Never>? in
            defer { task = nil }
            return task
        }
        running?.cancel()
        await running?.value
    }

    private func loop(first: FirstOutcome) async {
        var delay: Duration = .milliseconds(100)
        var connectionID = 0
        while !Task.isCancelled {
            connectionID += 1
            do {
                let connection = try await PostgresConnection.connect(
                    on: PostgresClient.defaultEventLoopGroup.any(), configuration: configuration,
                    id: connectionID, logger: logger
                ).get()
                do {
                    try await connection.listen(on: channel) { notifications in
                        delay = .milliseconds(100)
                        onListening()
                        first.resume(with: .success(()))
                        for try await notification in notifications {
                            onNotification(notification.payload)
                        }
                    }
                } catch {
                    // A first LISTEN that fails is the first attempt's failure too: `start()`
                    // throws it instead of waiting forever (later attempts keep retrying).
                    if first.resume(with: .failure(error)) {
                        try? await connection.close()
                        return
                    }
                    if !Task.isCancelled {
                        logger.warning("postgres listener lost its connection",
                                       metadata: ["channel": "\(channel)", "error": "\(error)"])
                    }
                }
                try? await connection.close()
            } catch {
                // Only the very first attempt's failure is reported (the store then fails to open).
                if first.resume(with: .failure(error)) { return }
                logger.warning("postgres listener cannot connect", metadata: ["channel": "\(channel)", "error": "\(error)"])
            }
            if Task.isCancelled { break }
            try? await Task.sleep(for: delay)
            delay = min(delay * 2, .seconds(5))
        }
        first.resume(with: .failure(CancellationError()))
    }
}

/// The first outcome of `start()`, delivered once.
private final class FirstOutcome: Sendable {
    private let state = Mutex<(continuation: CheckedContinuation<Void, any Error>?, done: Bool)>((nil, false))

    func set(_ continuation: CheckedContinuation<Void, any Error>) {
        state.withLock { $0.continuation = continuation }
    }

    /// Resumes the waiter if nobody did yet; true when this call did.
    @discardableResult
    func resume(with result: Result<Void, any Error>) -> Bool {
        let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard !state.done else { return nil }
            state.done = true
            return state.continuation
        }
        continuation?.resume(with: result)
        return continuation != nil
    }
}

extension PostgresQuery {
    /// `NOTIFY channel, payload` as a query with binds (usable inside a transaction: delivered
    /// at its commit, and not at all if it rolls back).
    static func notify(channel: String, payload: String) -> PostgresQuery {
        "SELECT pg_notify(\(channel), \(payload))"
    }
}
