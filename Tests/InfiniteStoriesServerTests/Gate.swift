import Synchronization

/// Holds the work that reaches it (a narration, a story part-way) until the test opens it, and
/// counts what reached it, so a test can line work up without guessing how long that takes on
/// a busy machine. Once open, everything passes straight through.
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, held: Int, waiting: [CheckedContinuation<Void, Never>])>((false, 0, []))

    /// How many times work has reached the gate, held or not.
    var held: Int { state.withLock { $0.held } }
    var isOpen: Bool { state.withLock { $0.open } }

    /// Returns once the gate is open.
    func pass() async {
        await withCheckedContinuation { continuation in
            let through = state.withLock { state -> Bool in
                state.held += 1
                if state.open { return true }
                state.waiting.append(continuation)
                return false
            }
            if through { continuation.resume() }
        }
    }

    func open() {
        let waiting = state.withLock { state in
            state.open = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
