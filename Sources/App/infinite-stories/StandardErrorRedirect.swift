import Foundation
import InfiniteStoriesClient
#if canImport(Glibc)
import Glibc
#endif

/// Sends everything written to standard error into a log file while the full-screen UI runs.
///
/// Anything a library or a child process (the speech synthesizer) writes to stderr would
/// otherwise land in the middle of the screen. The original stderr comes back on `restore()`,
/// so messages after quitting reach the user again.
struct StandardErrorRedirect {
    private let saved: Int32

    /// Redirects to `file` (appended to, created 0600); nil when that is not possible.
    init?(file: URL) {
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(descriptor, STDERR_FILENO) >= 0 else {
            close(descriptor)
            if saved >= 0 { close(saved) }
            return nil
        }
        close(descriptor)
        self.saved = saved
    }

    func restore() {
        dup2(saved, STDERR_FILENO)
        close(saved)
    }

    /// `$XDG_STATE_HOME/infinite-stories/app.log` (or under `~/.local/state`).
    static func defaultLogFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        SessionStore.defaultDirectory(environment: environment).appendingPathComponent("app.log")
    }
}
