/// Serializes this store's write transactions across suspension points. A shared-layer write
/// runs its statements as separate GRDB accesses (`SQLiteExecutor`) between `BEGIN IMMEDIATE`
/// and `COMMIT` on the one writer connection, so every other write must wait for it to end, in
/// arrival order, instead of beginning inside its transaction.
actor SQLiteWriteLock {
    private var locked = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` alone among the lock's users; the lock is released however `body` ends.
    func withLock<Result: Sendable>(_ body: @Sendable () async throws -> Result) async throws -> Result {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        guard locked else {
            locked = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    private func release() {
        if waiters.isEmpty {
            locked = false
        } else {
            waiters.removeFirst().resume()
        }
    }
}
