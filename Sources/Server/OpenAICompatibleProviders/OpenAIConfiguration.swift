import Foundation

/// Where the OpenAI-compatible server is and which models to ask for.
///
/// One value serves OpenAI itself and local servers (Ollama, llama.cpp, vLLM, LocalAI): only the
/// base URL, the key and the model names differ. The key is redacted from every description and
/// mirror of this value, so logging or dumping a configuration cannot leak it.
public struct OpenAIConfiguration: Sendable {
    /// The API root, such as `https://api.openai.com/v1`; requests go to `chat/completions`,
    /// `audio/speech` and `images/generations` under it.
    public var baseURL: URL
    /// The bearer key; nil for local servers that need none. Never logged.
    public var apiKey: String?
    /// The Chat Completions model that writes stories and picks scenes.
    public var storyModel: String
    /// Sampling temperature for story text (the seed's 0.8: varied but coherent).
    public var temperature: Double
    /// The text-to-speech model (`tts-1-hd`, `tts-1` or `gpt-4o-mini-tts`).
    public var speechModel: String
    /// The image model (`gpt-image-1`, `dall-e-3`, `dall-e-2`).
    public var imageModel: String
    /// Longest wait for one HTTP call's answer, and longest silence inside a stream.
    public var requestTimeout: Duration
    /// Total budget of one provider operation, retries and their waits included.
    public var deadline: Duration
    /// The story model's context in tokens (`--openai-context-tokens`); nil reads it from the
    /// server when it says (llama.cpp, Ollama), and applies no limit when it does not.
    public var contextTokens: Int?

    public init(baseURL: URL, apiKey: String?) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        storyModel = "gpt-4o"
        temperature = 0.8
        speechModel = "tts-1-hd"
        imageModel = "gpt-image-1"
        requestTimeout = .seconds(60)
        deadline = .seconds(300)
    }

    /// The endpoint `path` (such as `"chat/completions"`) under the base URL, whether or not the
    /// base URL ends with a slash.
    func endpoint(_ path: String) -> String {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return base + "/" + path
    }
}

extension OpenAIConfiguration: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "OpenAIConfiguration(baseURL: \(baseURL.absoluteString), apiKey: \(apiKey == nil ? "none" : "<redacted>"), "
            + "storyModel: \(storyModel), temperature: \(temperature), speechModel: \(speechModel), "
            + "imageModel: \(imageModel), requestTimeout: \(requestTimeout), deadline: \(deadline), "
            + "contextTokens: \(contextTokens.map(String.init) ?? "from the server"))"
    }

    public var debugDescription: String { description }

    /// `dump` and debuggers see the redacted key too.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "baseURL": baseURL.absoluteString,
            "apiKey": apiKey == nil ? "none" : "<redacted>",
            "storyModel": storyModel,
            "temperature": temperature,
            "speechModel": speechModel,
            "imageModel": imageModel,
            "requestTimeout": requestTimeout,
            "deadline": deadline,
            "contextTokens": contextTokens as Any,
        ])
    }
}
