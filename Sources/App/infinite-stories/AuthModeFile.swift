import Foundation
import InfiniteStoriesClient
import ViewState

/// The sign-in form's mode between runs: `auth-mode-<hash>`, beside the saved session of the
/// same server, holding `sign-in` or `sign-up`.
///
/// Its absence, with no saved session either, is how the app knows this is a first start
/// against this server: the form then opens on "Sign up", since there is no account to sign
/// in to yet. Afterwards it opens on whatever was used last.
enum AuthModeFile {
    static let filePrefix = "auth-mode"
    private static let signIn = "sign-in"
    private static let signUp = "sign-up"

    /// The mode to open on: the saved one, or sign up when nothing was ever saved.
    static func read(for server: URL, sessionStore: SessionStore) -> AuthForm.Mode {
        let path = sessionStore.filePath(named: filePrefix, for: server)
        guard let data = (try? AtomicFile.read(atPath: path, limit: 64)) ?? nil else { return .signUp }
        // Byte comparison, not String: this runs before the first frame (see ADR 0011).
        return Array(data.prefix(signUp.utf8.count)) == Array(signUp.utf8) ? .signUp : .signIn
    }

    /// Keeps the mode for the next start: the form's when it is on screen, else sign in (the
    /// account exists once someone was signed in).
    static func save(_ state: AppState, for server: URL, sessionStore: SessionStore) {
        let mode: AuthForm.Mode = state.screen == .auth ? state.auth.mode : .signIn
        guard state.screen != .launching else { return }
        let file = sessionStore.fileURL(named: filePrefix, for: server)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        try? AtomicFile.write(Data((mode == .signUp ? signUp : signIn).utf8), to: file, permissions: 0o600)
    }
}
