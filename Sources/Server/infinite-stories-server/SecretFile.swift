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
        guard info.st_mode & 0o077 == 0 else {
            throw .tooOpen(flag: flag, path: path, mode: String(info.st_mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(flag: flag, path: path) }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .empty(flag: flag, path: path) }
        return text
    }
}
