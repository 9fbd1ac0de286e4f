import Foundation
import InfiniteStoriesClient
import ViewState

/// Where the main screen's lists wait between runs (`ListSnapshot`): beside the saved session
/// of the same server, `lists-<hash>.json`, 0600 like it, written atomically.
enum ListSnapshotFile {
    /// A snapshot larger than this is not one we wrote: ignored.
    static let maximumSize = 8 << 20

    static func url(for server: URL, sessionStore: SessionStore) -> URL {
        let sessionFile = sessionStore.fileURL(for: server)
        let name = "lists-" + sessionFile.lastPathComponent.replacingOccurrences(of: "session-", with: "")
        return sessionFile.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The snapshot saved for `server` and `userId`, if a readable one is there.
    static func read(for server: URL, userId: String, sessionStore: SessionStore) -> ListSnapshot? {
        let file = url(for: server, sessionStore: sessionStore)
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = attributes[.size] as? Int, size <= maximumSize,
              let data = try? Data(contentsOf: file) else { return nil }
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
