import Foundation

/// A secret kept in a file readable by its owner only (an API key, Apple's `.p8` key).
///
/// The secret itself never reaches a log, an error message or `--help`: only the file is ever
/// named. A file others can read is refused rather than used, as ssh does with keys.
struct SecretFile {
    enum Problem: Error, CustomStringConvertible {
        case unreadable(flag: String, path: String)
        case tooOpen(flag: String, path: String, mode: String)
        case notAFile(flag: String, path: String)
        case empty(flag: String, path: String)

        var description: String {
            switch self {
            case .unreadable(let flag, let path): "\(flag): \(path) cannot be read"
            case .tooOpen(let flag, let path, let mode):
                "\(flag): \(path) is readable by others (mode \(mode)); run chmod 600 on it"
            case .notAFile(let flag, let path): "\(flag): \(path) is not a regular file"
            case .empty(let flag, let path): "\(flag): \(path) is empty"
            }
        }
    }

    /// The file's text, trimmed; `flag` names the option in messages.
    static func read(_ path: String, flag: String) throws(Problem) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .unreadable(flag: flag, path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(flag: flag, path: path) }
        // systemd's credentials (`LoadCredential=`) sit in a folder only the service can enter;
        // newer systemd leaves the file root's with an ACL for the service's user, which shows
        // as group bits. Elsewhere a file others could read is refused.
        guard info.st_mode & 0o077 == 0 || isSystemdCredential(path) else {
            throw .tooOpen(flag: flag, path: path, mode: String(info.st_mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(flag: flag, path: path) }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .empty(flag: flag, path: path) }
        return text
    }

    /// Whether `path` is in the folder systemd gave this service its credentials in.
    private static func isSystemdCredential(_ path: String) -> Bool {
        guard let folder = getenv("CREDENTIALS_DIRECTORY").map({ String(cString: $0) }), folder.hasPrefix("/") else {
            return false
        }
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return standardized.hasPrefix(base) && !standardized.dropFirst(base.count).contains("/")
    }
}
