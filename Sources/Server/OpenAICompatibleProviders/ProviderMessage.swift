import Foundation

/// The reason a provider gave for refusing or failing a call, made fit for a log line.
///
/// OpenAI-compatible servers explain themselves in `{"error":{"message":...}}` (or a plain
/// `{"error":"..."}`): "request (679 tokens) exceeds the available context size (512 tokens)".
/// That sentence is what an operator needs, so it is logged; but a body can echo the prompt or
/// the key, so only the message is kept, cut to `maximumCharacters`, with the key and anything
/// shaped like one masked. It never reaches a user: users get `ProviderFailure.userMessage`.
enum ProviderMessage {
    static let maximumCharacters = 300

    /// The provider's message in `body`, or nil when the body says none.
    static func read(_ body: Data, apiKey: String?) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        let raw: String?
        if let error = object["error"] as? [String: Any] {
            raw = error["message"] as? String
        } else {
            raw = (object["error"] as? String) ?? (object["message"] as? String) ?? (object["detail"] as? String)
        }
        return raw.map { clean($0, apiKey: apiKey) }
    }

    /// `text` on one line, bounded, with secrets masked.
    static func clean(_ text: String, apiKey: String?) -> String {
        var line = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        if let apiKey, !apiKey.isEmpty { line = line.replacingOccurrences(of: apiKey, with: "<redacted>") }
        line = line.replacing(/(sk|key|Bearer)[-_ ][A-Za-z0-9_\-\*]{6,}/) { _ in "<redacted>" }
        if line.count > maximumCharacters { line = String(line.prefix(maximumCharacters)) + "…" }
        return line
    }
}
