import Foundation
import InfiniteStoriesClient
import ViewState

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
        let path = sessionStore.filePath(named: filePrefix, for: server)
        guard let data = (try? AtomicFile.read(atPath: path, limit: maximumSize)) ?? nil else { return nil }
        return ListSnapshot.decode(data, userId: userId)
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
