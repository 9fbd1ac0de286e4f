import Foundation
@testable import InfiniteStoriesClient

/// Holds a scripted server's answer until the test opens it, so a test can line callers up
/// behind one request without guessing how long that takes on a busy machine.
final class Gate: Sendable {
    private let isOpen = LockedState(false)

    func open() {
        isOpen.withLock { $0 = true }
    }

    /// Blocks the calling (server) thread until the gate opens or `limit` passes, so a test that
    /// fails to open it cannot hang the run.
    func wait(limit: Duration = .seconds(20)) {
        let clock = ContinuousClock()
        let end = clock.now + limit
        while !isOpen.withLock({ $0 }) && clock.now < end {
            usleep(5_000)
        }
    }
}
