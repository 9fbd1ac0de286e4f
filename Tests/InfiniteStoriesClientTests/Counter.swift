@testable import InfiniteStoriesClient

/// A counter shared by a scripted handler and the test.
final class Counter: Sendable {
    private let value = LockedState(0)

    /// Increments and answers the new value (1 for the first call).
    func next() -> Int { value.withLock { $0 += 1; return $0 } }
    var current: Int { value.withLock { $0 } }
}
