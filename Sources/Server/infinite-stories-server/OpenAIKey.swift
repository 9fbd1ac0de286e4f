import Foundation

/// The OpenAI API key: from `--openai-api-key-file` (which must be readable by its owner only,
/// `SecretFile`) or the `OPENAI_API_KEY` environment variable.
enum OpenAIKey {
    /// The key, or nil when neither source gives one (local servers need none).
    static func read(file path: String?, environment: [String: String]) throws(SecretFile.Problem) -> String? {
        guard let path else {
            let value = environment["OPENAI_API_KEY"]?.trimmingCharacters(in: .whitespacesAndNewlines)
            return value?.isEmpty == false ? value : nil
        }
        return try SecretFile.read(path, flag: "--" + ServerFlag.openAIAPIKeyFile.name)
    }
}
