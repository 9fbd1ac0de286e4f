import Foundation
import ViewState

/// Where effects post their results: a thread-safe queue plus a wake-up call.
///
/// Effects finish on arbitrary threads while the UI thread sleeps in `poll()`; posting appends
/// under a lock and calls `wake` (the backend's waker, which writes to a pipe) so the UI thread
/// comes back, drains everything that arrived as one batch, and renders once.
///
/// `@unchecked Sendable`: `pending` is only touched while `lock` is held, and `wake` is itself
/// `@Sendable`.
public final class ActionQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Action] = []
    private let wake: @Sendable () -> Void

    public init(wake: @escaping @Sendable () -> Void = {}) {
        self.wake = wake
    }

    /// Adds an action and wakes the UI thread when it was not already due to wake.
    public func post(_ action: Action) {
        let wasEmpty = lock.withLock {
            let empty = pending.isEmpty
            pending.append(action)
            return empty
        }
        if wasEmpty { wake() }
    }

    /// Everything posted since the last drain, oldest first.
    public func drain() -> [Action] {
        lock.withLock {
            let drained = pending
            pending.removeAll(keepingCapacity: true)
            return drained
        }
    }

    /// Whether anything is waiting.
    public var isEmpty: Bool {
        lock.withLock { pending.isEmpty }
    }
}
