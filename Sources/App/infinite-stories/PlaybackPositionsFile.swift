import Foundation
import InfiniteStoriesClient
import ViewState

/// Where each narration was left, between runs: `positions-<hash>.json` beside the saved session
/// of the same server, 0600, written atomically at quit.
enum PlaybackPositionsFile {
    static let filePrefix = "positions"
    static let maximumSize = 1 << 20

    static func read(for server: URL, sessionStore: SessionStore) -> [String: PlaybackPosition] {
        let path = sessionStore.filePath(named: filePrefix, for: server)
        guard let data = (try? AtomicFile.read(atPath: path, limit: maximumSize)) ?? nil else { return [:] }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return (try? decoder.decode([String: PlaybackPosition].self, from: data)) ?? [:]
    }

    static func save(_ positions: [String: PlaybackPosition], for server: URL, sessionStore: SessionStore) {
        let file = sessionStore.fileURL(named: filePrefix, for: server)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        guard let data = try? encoder.encode(positions) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        try? AtomicFile.write(data, to: file, permissions: 0o600)
    }
}
