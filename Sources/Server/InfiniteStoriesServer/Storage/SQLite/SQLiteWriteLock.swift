/// Serializes this store's write transactions across suspension points. A shared-layer write
/// runs its statements as separate GRDB accesses (`SQLiteExecutor`) between `BEGIN IMMEDIATE`
/// and `COMMIT` on the one writer connection, so every other write must wait for it to end
/// instead of beginning inside its transaction.
///
/// Waiters are served by `WritePriority`: prompt ones in arrival order first, then background
/// ones in arrival order, except that a background write that has waited `longestDeferral` goes
/// next, so a steady stream of requests cannot hold a job's ending back for good.
actor SQLiteWriteLock {
    /// The longest a background write waits while prompt ones keep coming.
    let longestDeferral: Duration

    private var locked = false
    private var prompt: [CheckedContinuation<Void, Never>] = []
    private var background: [(since: ContinuousClock.Instant, turn: CheckedContinuation<Void, Never>)] = []

    init(longestDeferral: Duration = .milliseconds(250)) { self.longestDeferral = longestDeferral }

    /// Writes waiting for their turn now.
    var waiting: Int { prompt.count + background.count }

    /// Runs `body` alone among the lock's users; the lock is released however `body` ends.
    func withLock<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        await acquire(WritePriority.current)
        defer { release() }
        return try await body()
    }

    private func acquire(_ priority: WritePriority) async {
        guard locked else {
            locked = true
            return
        }
        switch priority {
        case .prompt: await withCheckedContinuation { prompt.append($0) }
        case .background: await withCheckedContinuation { background.append((ContinuousClock.now, $0)) }
        }
    }

    private func release() {
        if let oldest = background.first, prompt.isEmpty || ContinuousClock.now - oldest.since >= longestDeferral {
            background.removeFirst().turn.resume()
        } else if !prompt.isEmpty {
            prompt.removeFirst().resume()
        } else {
            locked = false
        }
    }
}
