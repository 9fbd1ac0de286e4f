#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ViewState

/// Where the config file is and what it says.
///
/// With no file there is one `stat` and no TOML work at all; with one, the file is read before
/// the first frame (its colours and keys are needed for it) with plain `open`/`read`.
public struct ConfigurationFile: Sendable {
    public var path: String
    /// True when the user named the file (`--config`, `INFINITE_STORIES_CONFIG`): then a
    /// missing file is a problem, not the usual "no config file".
    public var isExplicit: Bool

    public init(path: String, isExplicit: Bool) {
        self.path = path
        self.isExplicit = isExplicit
    }

    /// The file to read: `explicit` when given, else `$XDG_CONFIG_HOME/infinite-stories/config.toml`,
    /// else `~/.config/infinite-stories/config.toml`; nil with neither variable set.
    public static func locate(explicit: String?, environment: [String: String]) -> ConfigurationFile? {
        locate(explicit: explicit, variable: { environment[$0] })
    }

    /// `locate(explicit:environment:)` with each variable looked up when needed: the app reads
    /// them with `getenv` before its first frame, since filling a `[String: String]` there makes
    /// the runtime scan every conformance record once (docs/decisions/0011).
    public static func locate(explicit: String?, variable: (String) -> String?) -> ConfigurationFile? {
        if let explicit, !explicit.isEmpty { return ConfigurationFile(path: explicit, isExplicit: true) }
        if let named = variable("INFINITE_STORIES_CONFIG"), !named.isEmpty {
            return ConfigurationFile(path: named, isExplicit: true)
        }
        let folder: String
        if let config = variable("XDG_CONFIG_HOME"), config.hasPrefix("/") {
            folder = config
        } else if let home = variable("HOME"), !home.isEmpty {
            folder = home + "/.config"
        } else {
            return nil
        }
        return ConfigurationFile(path: folder + "/infinite-stories/config.toml", isExplicit: false)
    }

    /// What the file holds: the configuration (defaults for whatever is wrong or absent), its
    /// problems, and whether there was a file at all.
    public func load() -> (configuration: AppConfiguration, issues: [ConfigurationIssue], exists: Bool) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let issues = isExplicit ? [ConfigurationIssue(path: path, line: 1, key: "", problem: Strings.configMissing)] : []
            return (AppConfiguration(), issues, false)
        }
        guard let text = Self.contents(of: path) else {
            let reason = String(cString: strerror(errno))
            return (AppConfiguration(), [ConfigurationIssue(path: path, line: 1, key: "", problem: Strings.configUnreadable(reason))],
                    true)
        }
        let (configuration, issues) = ConfigurationReader.read(text, path: path)
        return (configuration, issues, true)
    }

    /// The file's bytes as UTF-8 text, or nil when it cannot be read.
    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
