import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File operations that never leave a half-written or briefly world-readable file behind.
public enum AtomicFile {
    public enum Failure: Error {
        case system(operation: String, errno: Int32)
    }

    /// Writes `data` to a fresh temporary file beside `url` with `permissions` set before any
    /// byte is written, flushes it, then renames it over `url`: a reader sees the old file or the
    /// new one, never a mix, and never a moment with looser permissions.
    public static func write(_ data: Data, to url: URL, permissions: mode_t) throws {
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/." + url.lastPathComponent + "." + UUID().uuidString + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, permissions)
        guard descriptor >= 0 else { throw Failure.system(operation: "open", errno: errno) }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        do {
            defer { close(descriptor) }
            guard fchmod(descriptor, permissions) == 0 else { throw Failure.system(operation: "fchmod", errno: errno) }
            try data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    guard let base = buffer.baseAddress else { break }
                    let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw Failure.system(operation: "write", errno: errno)
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw Failure.system(operation: "fsync", errno: errno) }
        }
        guard rename(temporary, url.path) == 0 else { throw Failure.system(operation: "rename", errno: errno) }
        succeeded = true
    }

    /// Reads a regular file without following a symbolic link: nil for anything else (a
    /// directory, a device) and for a file over `limit` bytes; throws when it cannot be opened.
    ///
    /// One `open`/`fstat`/`read` into a buffer of the file's size: the app reads its saved session
    /// and lists with this before its first frame.
    public static func read(atPath path: String, limit: Int) throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { throw Failure.system(operation: "open", errno: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure.system(operation: "fstat", errno: errno) }
        guard (status.st_mode & S_IFMT) == S_IFREG, status.st_size <= limit else { return nil }
        var data = Data(count: Int(status.st_size))
        let count = try data.withUnsafeMutableBytes { buffer -> Int in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let count = systemRead(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw Failure.system(operation: "read", errno: errno)
                }
                if count == 0 { break }  // shorter than fstat said: what is there
                offset += count
            }
            return offset
        }
        return count == data.count ? data : data.prefix(count)
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private let systemRead = Glibc.read
#elseif canImport(Musl)
private let systemWrite = Musl.write
private let systemRead = Musl.read
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private let systemRead = Darwin.read
#endif
