import Foundation
import InfiniteStoriesClient
import ViewState
#if canImport(Glibc)
import Glibc
#endif

/// Where the main screen's lists wait between runs (`ListSnapshot`): beside the saved session
/// of the same server, `lists-<hash>.json`, 0600 like it, written atomically.
enum ListSnapshotFile {
    /// A snapshot larger than this is not one we wrote: ignored.
    static let maximumSize = 8 << 20
    /// `lists-<hash>.json`, beside `session-<hash>.json`.
    static let filePrefix = "lists"

    static func url(for server: URL, sessionStore: SessionStore) -> URL {
        sessionStore.fileURL(named: filePrefix, for: server)
    }

    /// The snapshot saved for `server` and `userId`, if a readable one is there.
    static func read(for server: URL, userId: String, sessionStore: SessionStore) -> ListSnapshot? {
        guard let data = contents(of: sessionStore.filePath(named: filePrefix, for: server)) else { return nil }
        return ListSnapshot.decode(data, userId: userId)
    }

    /// The file's bytes with one `open`/`fstat`/`read`: this runs before the first frame, where
    /// `FileManager` and `Data(contentsOf:)` cost half a millisecond more.
    private static func contents(of path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
              status.st_size > 0, status.st_size <= maximumSize else { return nil }
        var data = Data(count: Int(status.st_size))
        let complete = data.withUnsafeMutableBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let count = Glibc.read(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        return complete ? data : nil
    }

    /// Keeps what `state` lists for the next start, or removes the file when nobody is signed in.
    static func save(_ state: AppState, for server: URL, sessionStore: SessionStore) {
        let file = url(for: server, sessionStore: sessionStore)
        guard let snapshot = ListSnapshot(state) else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        try? AtomicFile.write(snapshot.encoded(), to: file, permissions: 0o600)
    }
}
