import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive `flock` on `<data-dir>/server.lock`, held while a server uses the folder, with
/// the server's URL written inside.
///
/// Why: the caches in front of SQLite learn about writes from this process's own commits only
/// (docs/architecture.md), so two servers on one database could serve each other's stale lists
/// or accept a session the other revoked. A second server is refused instead, and is told where
/// the first one listens (the app then talks to that one). The kernel drops the lock when the
/// process dies, so a killed server never leaves the folder locked.
final class DataDirectoryLock: Sendable {
    private let descriptor: Int32
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    /// Takes the lock, or throws `ServerStartError.dataDirectoryInUse` with the holder's URL.
    static func acquire(in directory: URL) throws -> DataDirectoryLock {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("server.lock").path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            throw ServerStartError.dataDirectoryInUse(directory: directory.path, serverURL: holder.flatMap(URL.init(string:)))
        }
        return DataDirectoryLock(descriptor: descriptor, path: path)
    }

    /// Writes where this server listens, for a second server (or app) that finds the folder taken.
    func record(_ url: URL) {
        let text = Array((url.absoluteString + "\n").utf8)
        _ = ftruncate(descriptor, 0)
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// Lets the folder go (also done when the lock is freed or the process ends).
    func release() {
        _ = ftruncate(descriptor, 0)
        _ = flock(descriptor, LOCK_UN)
    }

    deinit {
        close(descriptor)
    }
}
