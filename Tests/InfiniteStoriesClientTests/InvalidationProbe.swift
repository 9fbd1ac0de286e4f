import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesClient

/// A session delegate that notes when its session became invalid.
///
/// After `finishTasksAndInvalidate()` a session becomes invalid only once every task it created
/// has ended, so this is how a test sees that no task was left behind.
final class InvalidationProbe: NSObject, URLSessionDelegate, Sendable {
    private let invalidated = LockedState(false)

    var isInvalidated: Bool { invalidated.withLock { $0 } }

    func urlSession(_ session: URLSession, didBecomeInvalidWithError error: (any Error)?) {
        invalidated.withLock { $0 = true }
    }
}
