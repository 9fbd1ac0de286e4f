import Foundation

/// The OpenAI API key: from `--openai-api-key-file` (which must be readable by its owner only)
/// or the `OPENAI_API_KEY` environment variable.
///
/// The key itself never reaches a log, an error message or `--help`: only where it came from is
/// ever named. A key file others can read is refused rather than used, as ssh does with keys.
enum OpenAIKey {
    enum Problem: Error, CustomStringConvertible {
        case unreadable(path: String)
        case tooOpen(path: String, mode: String)
        case notAFile(path: String)
        case empty(path: String)

        var description: String {
            switch self {
            case .unreadable(let path): "--openai-api-key-file: \(path) cannot be read"
            case .tooOpen(let path, let mode):
                "--openai-api-key-file: \(path) is readable by others (mode \(mode)); run chmod 600 on it"
            case .notAFile(let path): "--openai-api-key-file: \(path) is not a regular file"
            case .empty(let path): "--openai-api-key-file: \(path) is empty"
            }
        }
    }

    /// The key, or nil when neither source gives one (local servers need none).
    static func read(file path: String?, environment: [String: String]) throws(Problem) -> String? {
        guard let path else {
            let value = environment["OPENAI_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines)
            return value?.isEmpty == false ? value : nil
        }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .unreadable(path: path) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: path) }
        guard info.st_mode & 0o077 == 0 else {
            throw .tooOpen(path: path, mode: String(info.st_mode & 0o777, radix: 8))
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path: path) }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { throw .empty(path: path) }
        return key
    }
}
