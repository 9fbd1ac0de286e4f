import InfiniteStoriesModels

/// What a failed provider call tells a person.
///
/// It carries words for the user and whether trying again later may help, never the provider's
/// raw body (it can echo prompts, or be huge) nor the API key, so it can travel to a client, a log
/// or a job record as it is.
public struct ProviderFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The broad cause, for callers that act on it (a fallback, a metric) rather than show it.
    public enum Kind: String, Sendable, Equatable {
        /// The key was refused (401, 403).
        case unauthorized
        /// The provider refused the request itself (other 4xx): model name, parameters, policy.
        case rejected
        /// Still rate limited (429) when the retries or the deadline ran out.
        case rateLimited
        /// Still failing on the provider's side (5xx) when the retries or the deadline ran out.
        case unavailable
        /// No answer, or a stream that went silent, within the time allowed.
        case timedOut
        /// The server could not be reached, or closed the connection.
        case unreachable
        /// A stream that ended before its end marker.
        case interrupted
        /// An answer that is not what the API promises (bad JSON, a non-PNG picture, no audio).
        case malformed
        /// A story written in another language than the one asked for (`StoryLanguageIdentifier`).
        case wrongLanguage
    }

    public var kind: Kind
    /// One sentence a person can act on.
    public var userMessage: String
    /// True when the same request may succeed later.
    public var isRetryable: Bool
    /// The HTTP status of the last answer, when there was one.
    public var statusCode: Int?

    public init(kind: Kind, userMessage: String, isRetryable: Bool, statusCode: Int? = nil) {
        self.kind = kind
        self.userMessage = userMessage
        self.isRetryable = isRetryable
        self.statusCode = statusCode
    }

    public var description: String {
        statusCode.map { "\(userMessage) (HTTP \($0))" } ?? userMessage
    }

    static func status(_ status: Int) -> ProviderFailure {
        switch status {
        case 401, 403:
            ProviderFailure(kind: .unauthorized,
                            userMessage: "The AI provider refused the server's API key; check the key it is configured with.",
                            isRetryable: false, statusCode: status)
        case 404:
            ProviderFailure(kind: .rejected,
                            userMessage: "The AI provider does not know the model or the address it was asked for; check the base URL and model names.",
                            isRetryable: false, statusCode: status)
        case 429:
            ProviderFailure(kind: .rateLimited,
                            userMessage: "The AI provider is busy (rate limited); try again in a minute.",
                            isRetryable: true, statusCode: status)
        case 500...:
            ProviderFailure(kind: .unavailable,
                            userMessage: "The AI provider is having trouble right now; try again later.",
                            isRetryable: true, statusCode: status)
        default:
            ProviderFailure(kind: .rejected,
                            userMessage: "The AI provider refused the request.",
                            isRetryable: false, statusCode: status)
        }
    }

    /// The sentence for a model whose context cannot hold the story asked for.
    public static let contextTooSmallMessage =
        "The model's context is too small for this story length; use a shorter story or a larger context."

    static let contextTooSmall = ProviderFailure(kind: .rejected, userMessage: contextTooSmallMessage, isRetryable: false)

    /// A failure from the provider's own words: its status and the `error.message` of its body
    /// (read only to choose the sentence; the words themselves go to the log, never to a user).
    /// A context overflow gets the sentence that helps; anything else the status's.
    static func status(_ status: Int, providerMessage: String?) -> ProviderFailure {
        var failure = Self.status(status)
        if let providerMessage, Self.isContextOverflow(providerMessage) {
            failure.userMessage = contextTooSmallMessage
        }
        return failure
    }

    /// Whether a provider's message says the prompt and answer outgrew the model's context
    /// (llama.cpp: "exceeds the available context size", "Context size has been exceeded";
    /// OpenAI and vLLM: "maximum context length"; Ollama: "context length").
    static func isContextOverflow(_ message: String) -> Bool {
        let lowered = message.lowercased()
        return ["context size", "context length", "context_length", "exceed_context", "context window"]
            .contains { lowered.contains($0) }
    }

    static let timedOut = ProviderFailure(
        kind: .timedOut, userMessage: "The AI provider did not answer in time; try again later.", isRetryable: true)
    static let unreachable = ProviderFailure(
        kind: .unreachable, userMessage: "The AI provider could not be reached; try again later.", isRetryable: true)
    static let interrupted = ProviderFailure(
        kind: .interrupted, userMessage: "The AI provider's answer was cut off; try again.", isRetryable: true)

    /// A story in `found` when `asked` was wanted, once: trying again may well give the right one.
    static func wrongLanguage(asked: StoryLanguage, found: StoryLanguage) -> ProviderFailure {
        ProviderFailure(kind: .wrongLanguage,
                        userMessage: "The AI model wrote the story in \(found.rawValue) instead of \(asked.rawValue); try again.",
                        isRetryable: true)
    }

    /// The model answered in `found` again after being told to write in `asked`: it does not
    /// follow the language instruction, and asking later is unlikely to change that.
    static func wrongLanguageAgain(asked: StoryLanguage, found: StoryLanguage) -> ProviderFailure {
        ProviderFailure(kind: .wrongLanguage,
                        userMessage: "The AI model wrote in \(found.rawValue) twice when asked for \(asked.rawValue); "
                            + "choose another story language, or a story model that writes \(asked.rawValue).",
                        isRetryable: false)
    }

    static func malformed(_ what: String) -> ProviderFailure {
        ProviderFailure(kind: .malformed, userMessage: "The AI provider sent \(what) that could not be used; try again.",
                        isRetryable: true)
    }
}
