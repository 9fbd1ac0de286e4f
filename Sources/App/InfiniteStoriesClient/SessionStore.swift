import Foundation
import SharedUtilities
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

        /// Read with `JSONValue` rather than `JSONDecoder` or `JSONSerialization`: the app reads
        /// this file before its first frame, where Foundation's first decode costs runtime
        /// conformance scans of the whole binary (docs/decisions/0011).
        init?(parsing data: Data) {
            guard let fields = JSONValue(parsing: data), let server = fields["server"]?.string,
                  let token = fields["token"]?.string, let userId = fields["userId"]?.string,
                  let email = fields["email"]?.string else { return nil }
            self.init(server: server, token: token, userId: userId, email: email)
        }
    }

    public let directory: URL
    /// Serialises file operations of this process, so a save and a remove cannot interleave.
    private let fileLock = LockedState(())
    /// `directory` as a path, for joining file names without Foundation's URL appending.
    private let directoryPath: String

    public convenience init(directory: URL) {
        self.init(directory: directory, path: directory.path)
    }

    /// A store in the default folder (XDG rules) of this process's environment.
    ///
    /// The two variables are read one by one, and the folder is kept as a path string: the app
    /// makes this store before its first frame, where `ProcessInfo.environment` (a dictionary of
    /// every variable) and `URL.path` each cost a conformance scan of the whole binary on first use.
    public convenience init() {
        self.init(variable: { getenv($0).map { String(cString: $0) } })
    }

    /// A store in the default folder for `environment` (XDG rules).
    public convenience init(environment: [String: String]) {
        self.init(variable: { environment[$0] })
    }

    private convenience init(variable: (String) -> String?) {
        let path = SessionStore.defaultDirectoryPath(variable: variable)
        let directory = URL(fileURLWithPath: path, isDirectory: true)
        // A relative home (rare: NSHomeDirectory's answer) is resolved once, as the URL resolved
        // it, so files never move if the working directory changes later.
        self.init(directory: directory, path: path.hasPrefix("/") ? path : directory.path)
    }

    private init(directory: URL, path: String) {
        self.directory = directory
        directoryPath = path
    }

    /// `$XDG_STATE_HOME/infinite-stories`, or `$HOME/.local/state/infinite-stories`.
    ///
    /// A relative `XDG_STATE_HOME` is ignored, as the XDG specification requires.
    public static func defaultDirectory(environment: [String: String]) -> URL {
        URL(fileURLWithPath: defaultDirectoryPath(variable: { environment[$0] }), isDirectory: true)
    }

    private static func defaultDirectoryPath(variable: (String) -> String?) -> String {
        if let state = variable("XDG_STATE_HOME"), state.hasPrefix("/") {
            return joined(state, "infinite-stories")
        }
        let home = variable("HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return joined(home, ".local/state/infinite-stories")
    }

    /// `folder` + `/` + `name` (one slash between them): a path string rather than URL appending,
    /// which costs a conformance scan of the whole binary on its first use, before the app's first frame.
    private static func joined(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The same server written differently (`HTTP://Host:80/`, `http://host`) maps to one key.
    public static func serverKey(for server: URL) -> String {
        let text = server.absoluteString
        return plainServerKey(text) ?? componentsServerKey(for: server)
    }

    /// `serverKey(for:)` of a plain `scheme://host[:port][/path]` (ASCII letters, digits and
    /// `-._` in the host, `-._~/` in the path), worked out byte by byte; nil for anything else.
    ///
    /// The app computes this key before its first frame, and `URLComponents` reads the host
    /// through ICU's IDNA on first use: ~0.25 ms and ~30 page faults of ICU data. Tests hold the
    /// two routes to the same answers.
    static func plainServerKey(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isHost(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F }  // - . _
        func isPath(_ byte: UInt8) -> Bool { isHost(byte) || byte == 0x7E || byte == 0x2F }  // ~ /
        func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }

        var key: [UInt8] = []
        key.reserveCapacity(bytes.count)
        // scheme "://"
        var index = 0
        guard let first = bytes.first, isLetter(first) else { return nil }
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index])
                || bytes[index] == 0x2B || bytes[index] == 0x2D || bytes[index] == 0x2E {  // + - .
            key.append(lower(bytes[index]))
            index += 1
        }
        let scheme = String(decoding: key, as: UTF8.self)
        guard index + 3 <= bytes.count, bytes[index] == 0x3A, bytes[index + 1] == 0x2F, bytes[index + 2] == 0x2F else {
            return nil
        }
        key += [0x3A, 0x2F, 0x2F]
        index += 3
        // host: a name or an IPv4 address
        let hostStart = index
        while index < bytes.count, isHost(bytes[index]) {
            key.append(lower(bytes[index]))
            index += 1
        }
        guard index > hostStart else { return nil }
        // [":" port], without a leading zero, dropped when it is the scheme's default
        if index < bytes.count, bytes[index] == 0x3A {
            index += 1
            var port = 0
            let portStart = index
            while index < bytes.count, isDigit(bytes[index]), index - portStart < 5 {
                port = port * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            guard index > portStart, bytes[portStart] != 0x30 else { return nil }
            if !((scheme == "http" && port == 80) || (scheme == "https" && port == 443)) {
                key.append(0x3A)
                key += bytes[portStart..<index]
            }
        }
        // path, without trailing slashes; anything else (user, query, fragment, escapes) is not plain
        var pathEnd = bytes.count
        while pathEnd > index, bytes[pathEnd - 1] == 0x2F { pathEnd -= 1 }
        guard index == bytes.count || bytes[index] == 0x2F else { return nil }
        while index < pathEnd {
            guard isPath(bytes[index]) else { return nil }
            key.append(bytes[index])
            index += 1
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// `serverKey(for:)` through `URLComponents`, for every URL `plainServerKey` turns down.
    static func componentsServerKey(for server: URL) -> String {
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
        fileURL(named: SessionStore.sessionPrefix, for: server)
    }

    /// `session-<hash>.json`.
    private static let sessionPrefix = "session"

    /// A file beside the session of `server`, `<prefix>-<hash of the server>.json` (the app keeps
    /// its lists between runs in one). Joined as a path string: this runs before the app's first
    /// frame, where `appendingPathComponent` costs a conformance scan of the whole binary.
    public func fileURL(named prefix: String, for server: URL) -> URL {
        URL(fileURLWithPath: filePath(named: prefix, for: server), isDirectory: false)
    }

    /// `fileURL(named:for:)` as a path (`URL.path` costs a conformance scan on its first use).
    public func filePath(named prefix: String, for server: URL) -> String {
        SessionStore.joined(directoryPath, prefix + "-" + StableHash.hex(SessionStore.serverKey(for: server)) + ".json")
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
        let path = filePath(named: SessionStore.sessionPrefix, for: server)
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
            data = try AtomicFile.read(atPath: path, limit: 65_536)
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
