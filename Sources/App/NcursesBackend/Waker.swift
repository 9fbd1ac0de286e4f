import Glibc

/// Interrupts `TerminalSession.nextEvents` from any thread, e.g. when a background job finishes
/// and the screen must show its result.
///
/// A non-blocking pipe: `wake()` writes one byte, and the session sleeps in `poll(2)` on the read
/// end. A full pipe already holds a pending wake-up, so a failed write loses nothing. The pipe is
/// owned here and closed only when the last reference goes away, so a `wake()` racing with the
/// session's teardown can never write into a file descriptor that was closed and reused.
public final class Waker: Sendable {
    /// The end `poll` watches.
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(TerminalSessionError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .systemCallFailed(call: "pipe", errno: errno)
        }
        for descriptor in descriptors {
            // Non-blocking so neither a full pipe (wake) nor an empty one (drain) can block;
            // close-on-exec so child processes do not inherit it.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }

    /// Makes the current or next `nextEvents` call return promptly. Thread-safe and cheap.
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeDescriptor, &byte, 1)
    }

    /// Empties the pipe so the next `poll` sleeps again; returns whether any wake-up was pending.
    @discardableResult
    func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 64)
        var drained = false
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            guard count > 0 else { return drained }
            drained = true
        }
    }
}
