import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A pipe that a `ChildProcess` writes into and a test reads from.
///
/// Why not `Pipe` and `FileHandle.availableData`: on Linux, Foundation stops the whole test
/// process with a fatal error when a read is interrupted by a signal (EINTR), which a child's
/// exit delivers (the test runs of 2026-11-27 died there). These reads start again instead.
public final class ChildOutput: @unchecked Sendable {
    /// The end the child gets (`ChildProcess.Stream.descriptor(output.writeEnd)`).
    public let writeEnd: Int32
    private let readEnd: Int32
    private let lock = NSLock()
    private var writeEndClosed = false
    /// What `startCollecting`'s thread has read so far.
    private var collectedBytes: [UInt8] = []
    /// Signalled when that thread reached the end.
    private let ended = DispatchSemaphore(value: 0)

    public init() throws {
        (readEnd, writeEnd) = try Self.pipe()
    }

    /// A pipe whose ends close on exec. (`pipe2` is not in the Glibc module; the two steps are
    /// not atomic, which matters only where `ChildProcess` has no `closefrom` and scans.)
    public static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Closes this process's copy of the write end, once the child has its own: reading then
    /// ends when the child's ends (it exits or closes it).
    public func closeWriteEnd() {
        lock.withLock {
            if !writeEndClosed { close(writeEnd) }
            writeEndClosed = true
        }
    }

    /// What the child wrote up to its first newline (included) or its end. Blocks.
    public func firstLine() -> String {
        var collected: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(readEnd, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            collected.append(byte)
            if byte == UInt8(ascii: "\n") { break }
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Everything the child writes from here until the end. Blocks.
    public func readToEnd() -> String {
        var collected: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            collected += buffer[..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Reads everything the child writes from now on, on a thread of its own: `collected` is
    /// what came so far. The thread (and this object, which it holds) lasts until the child's
    /// end closes: call `closeWriteEnd` first.
    public func startCollecting() {
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                lock.withLock { collectedBytes += buffer[..<count] }
            }
            ended.signal()
        }
    }

    /// Everything `startCollecting` read, once the child's end closed (it exited), waiting at
    /// most `timeout` seconds for that. Blocks.
    public func collectedToEnd(timeout: Double = 10) -> String {
        if ended.wait(timeout: .now() + timeout) == .success { ended.signal() }
        return collected
    }

    /// What `startCollecting` has read so far.
    public var collected: String {
        lock.withLock { String(decoding: collectedBytes, as: UTF8.self) }
    }

    deinit {
        closeWriteEnd()
        close(readEnd)
    }
}
