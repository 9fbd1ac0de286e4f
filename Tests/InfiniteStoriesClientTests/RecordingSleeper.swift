@testable import InfiniteStoriesClient

/// Records the waits the client asks for and returns at once, so retry tests take no time.
final class RecordingSleeper: Sendable {
    private let waits = LockedState<[Duration]>([])

    var recorded: [Duration] { waits.withLock { $0 } }

    var sleep: @Sendable (Duration) async throws -> Void {
        { duration in
            self.waits.withLock { $0.append(duration) }
            try Task.checkCancellation()
            await Task.yield()
        }
    }
}
