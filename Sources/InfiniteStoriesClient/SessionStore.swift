import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps one signed-in session per server URL on disk, readable only by the user.
///
/// Files live in `$XDG_STATE_HOME/infinite-stories/` (default `~/.local/state/infinite-stories/`):
/// state, not configuration and not cache, because losing it only costs a sign-in. The folder is
/// 0700 and each file 0600, written atomically. Anything odd found there (damaged JSON, a file
/// owned by someone else, a symbolic link) is reported as a `SessionStoreWarning` and ignored.
public final class SessionStore: Sendable {
    /// The result of reading the stored session for one server.
    public struct Loaded: Sendable, Equatable {
        public var session: StoredSession?
        public var warning: SessionStoreWarning?

        public init(session: StoredSession?, warning: SessionStoreWarning?) {
            self.session = session
            self.warning = warning
        }
    }

    /// The on-disk record; `server` guards against two servers whose file names collide.
    private struct Record: Codable {
        var server: String
        var token: String
        var userId: String
        var email: String

        init(server: String, token: String, userId: String, email: String) {
            self.server = server
            self.token = token
            self.userId = userId
            self.email = email
        }

        /// Read from `JSONSerialization`'s plain values rather than with `JSONDecoder`: the app
        /// reads this file before its first frame, where the first generic decode costs ~0.5 ms
        /// of runtime conformance lookups in a binary this size.
        init?(parsing data: Data) {
            guard let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let server = fields["server"] as? String, let token = fields["token"] as? String,
                  let userId = fields["userId"] as? String, let email = fields["email"] as? String else { return nil }
            self.init(server: server, token: token, userId: userId, email: email)
        }
    }

    public let directory: URL
    /// Serialises file operations of this process, so a save and a remove cannot interleave.
    private let fileLock = LockedState(())

    public init(directory: URL) {
        self.directory = directory
    }

    /// A store in the default folder for `environment` (XDG rules).
    public convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(directory: SessionStore.defaultDirectory(environment: environment))
    }

    /// `$XDG_STATE_HOME/infinite-stories`, or `$HOME/.local/state/infinite-stories`.
    ///
    /// A relative `XDG_STATE_HOME` is ignored, as the XDG specification requires.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return URL(fileURLWithPath: state, isDirectory: true).appendingPathComponent("infinite-stories", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state/infinite-stories", isDirectory: true)
    }

    /// The same server written differently (`HTTP://Host:80/`, `http://host`) maps to one key.
    public static func serverKey(for server: URL) -> String {
        guard var components = URLComponents(url: server, resolvingAgainstBaseURL: false) else {
            return server.absoluteString
        }
        components.scheme = components.scheme?.lowercased()
        components.host = components.host?.lowercased()
        if (components.scheme == "http" && components.port == 80) || (components.scheme == "https" && components.port == 443) {
            components.port = nil
        }
        while components.path.hasSuffix("/") { components.path.removeLast() }
        components.query = nil
        components.fragment = nil
        components.user = nil
        components.password = nil
        return components.string ?? server.absoluteString
    }

    /// The file that holds the session of `server`.
    public func fileURL(for server: URL) -> URL {
        directory.appendingPathComponent("session-\(StableHash.hex(SessionStore.serverKey(for: server))).json")
    }

    /// Reads the session of `server`; never throws, a problem comes back as `warning`.
    public func load(for server: URL) -> Loaded {
        fileLock.withLock { _ in loadLocked(for: server) }
    }

    /// Saves the session of `server`, replacing any previous one.
    public func save(_ session: StoredSession, for server: URL) throws(SessionStoreWarning) {
        try fileLock.withLock { _ throws(SessionStoreWarning) in
            try prepareDirectory()
            let url = fileURL(for: server)
            let record = Record(server: SessionStore.serverKey(for: server), token: session.token,
                                userId: session.userId, email: session.email)
            do {
                let data = try JSONEncoder().encode(record)
                try AtomicFile.write(data, to: url, permissions: 0o600)
            } catch {
                throw .unwritable(path: url.path)
            }
        }
    }

    /// Forgets the session of `server`; a missing file is not an error.
    public func remove(for server: URL) throws(SessionStoreWarning) {
        try fileLock.withLock { _ throws(SessionStoreWarning) in
            let path = fileURL(for: server).path
            if unlink(path) != 0 && errno != ENOENT {
                throw .unwritable(path: path)
            }
        }
    }

    private func loadLocked(for server: URL) -> Loaded {
        let url = fileURL(for: server)
        let path = url.path
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? Loaded(session: nil, warning: nil) : Loaded(session: nil, warning: .corrupt(path: path))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return Loaded(session: nil, warning: .notARegularFile(path: path))
        }
        guard info.st_uid == geteuid() else {
            return Loaded(session: nil, warning: .foreignOwner(path: path))
        }
        var warning: SessionStoreWarning?
        if (info.st_mode & 0o077) != 0 {
            chmod(path, 0o600)
            warning = .insecurePermissions(path: path)
        }
        let data: Data?
        do {
            data = try AtomicFile.read(url, limit: 65_536)
        } catch {
            return Loaded(session: nil, warning: .corrupt(path: path))
        }
        guard let data, let record = Record(parsing: data),
              !record.token.isEmpty, !record.userId.isEmpty else {
            return Loaded(session: nil, warning: .corrupt(path: path))
        }
        guard record.server == SessionStore.serverKey(for: server) else {
            return Loaded(session: nil, warning: warning)
        }
        return Loaded(session: StoredSession(token: record.token, userId: record.userId, email: record.email),
                      warning: warning)
    }

    /// Creates the folder 0700, or tightens it; refuses a folder that another user owns.
    private func prepareDirectory() throws(SessionStoreWarning) {
        let path = directory.path
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable(path: path)
        }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .notARegularFile(path: path)
        }
        guard info.st_uid == geteuid() else { throw .foreignOwner(path: path) }
        if (info.st_mode & 0o777) != 0o700 {
            guard chmod(path, 0o700) == 0 else { throw .unwritable(path: path) }
        }
    }
}
