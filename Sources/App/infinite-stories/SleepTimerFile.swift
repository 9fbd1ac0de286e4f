import Foundation
import InfiniteStoriesClient
import ViewState

/// The sleep timer chosen last against a server: `sleep-timer-<hash>` beside the saved session
/// of the same server, holding its config name (`end-of-story`, `20`, `off`), 0600. Without
/// the file, the config file's `sleep_timer` applies.
enum SleepTimerFile {
    static let filePrefix = "sleep-timer"

    static func read(for server: URL, sessionStore: SessionStore) -> SleepTimer? {
        let path = sessionStore.filePath(named: filePrefix, for: server)
        guard let data = (try? AtomicFile.read(atPath: path, limit: 64)) ?? nil else { return nil }
        return SleepTimer(configName: String(decoding: data, as: UTF8.self))
    }

    /// Writes one after another, so quick presses of `T` leave the last choice in the file.
    private static let writes = DispatchQueue(label: "infinite-stories.sleep-timer-file")

    /// Queues the write of `timer` and returns at once.
    static func saveInOrder(_ timer: SleepTimer, for server: URL, sessionStore: SessionStore) {
        writes.async { save(timer, for: server, sessionStore: sessionStore) }
    }

    static func save(_ timer: SleepTimer, for server: URL, sessionStore: SessionStore) {
        let file = sessionStore.fileURL(named: filePrefix, for: server)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        try? AtomicFile.write(Data(timer.configName.utf8), to: file, permissions: 0o600)
    }
}
