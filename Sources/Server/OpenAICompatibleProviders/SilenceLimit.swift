import Synchronization

/// The last moment bytes arrived on a call, read by its silence watchdog.
final class ActivityClock: Sendable {
    private let last = Mutex(ContinuousClock.now)

    /// Something arrived: the silence starts again from now.
    func touch() { last.withLock { $0 = .now } }

    var lastActivity: ContinuousClock.Instant { last.withLock { $0 } }
}

/// Runs `body`, failing with `ProviderFailure.timedOut` when it goes `limit` without touching
/// its activity clock.
///
/// AsyncHTTPClient's own timeout covers the wait for the answer's head; a stream that then stops
/// sending (a stuck model, a half-open connection) would hang a job forever without this. The
/// body is cancelled, which closes its connection.
func withSilenceLimit<T: Sendable>(
    _ limit: Duration, _ body: @Sendable (ActivityClock) async throws -> T
) async throws -> T {
    let activity = ActivityClock()
    return try await withoutActuallyEscaping(body) { body in
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body(activity) }
            group.addTask {
                while true {
                    let due = activity.lastActivity + limit
                    if ContinuousClock.now >= due { throw ProviderFailure.timedOut }
                    try await Task.sleep(until: due, clock: .continuous)
                }
            }
            defer { group.cancelAll() }
            while let next = try await group.next() {
                if let value = next { return value }
            }
            throw ProviderFailure.timedOut
        }
    }
}
