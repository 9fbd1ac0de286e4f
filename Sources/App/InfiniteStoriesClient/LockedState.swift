import Foundation

/// A value behind a lock, for state shared by tasks and synchronous callbacks.
///
/// `@unchecked Sendable` is sound here because every read and write of `value` goes through
/// `withLock`, which holds the `NSLock`; actors would not do, because some callers (stream
/// termination handlers, `deinit`) are synchronous and the single-flight 401 decision must be
/// atomic.
final class LockedState<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
