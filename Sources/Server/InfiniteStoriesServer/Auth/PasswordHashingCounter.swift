import Synchronization

/// Counts scrypt derivations, so a test can show that a refused request did no hashing (a bound
/// on work, where a wall-clock test would be flaky on a shared machine).
final class PasswordHashingCounter: Sendable {
    private let count = Mutex(0)

    var derivations: Int { count.withLock { $0 } }

    func increment() { count.withLock { $0 += 1 } }
}
