import Foundation

/// Lets idle workers sleep without polling: `wait(upTo:)` returns when `notify()` is called or
/// the timeout passes, whichever is first.
actor WakeSignal {
    private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]
    private var pending = false

    func notify() {
        if waiters.isEmpty {
            pending = true
            return
        }
        let all = waiters
        waiters.removeAll()
        for continuation in all.values { continuation.resume() }
    }

    func wait(upTo timeout: Duration) async {
        if pending {
            pending = false
            return
        }
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
                Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    await self?.resume(id)
                }
            }
        } onCancel: {
            Task { await self.resume(id) }
        }
    }

    private func resume(_ id: UUID) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
