import Foundation
import Logging
import Synchronization

/// How many tokens the model server's context holds, and how many a conversation takes of it.
///
/// A local model's context is small (llama.cpp's `-c`, Ollama's `num_ctx`), and a request that
/// outgrows it is refused (llama.cpp answers 400) or silently cut (Ollama drops the prompt's
/// start, the rules included). So the story is sized to it: `--openai-context-tokens` when set,
/// else what the server says (llama.cpp `GET /props`, Ollama `POST /api/show`), re-read every
/// minute since a local server may be restarted with another size. OpenAI itself is not asked:
/// its models' contexts dwarf any story. llama.cpp also counts a text's tokens (`/tokenize`);
/// elsewhere a token is taken as 3 characters, which over-counts English and matches French or
/// German, so an estimate errs on the side of fitting.
final class ModelContext: Sendable {
    let transport: OpenAITransport
    let logger: Logger

    /// What the server said, and when.
    private struct Known: Sendable {
        var tokens: Int?
        var countsTokens: Bool
        var asked: ContinuousClock.Instant
    }

    private let known = Mutex<Known?>(nil)
    static let rereadAfter: Duration = .seconds(60)
    /// Tokens a chat template adds around each message, and around the conversation.
    static let tokensPerMessage = 8
    static let tokensPerConversation = 16

    init(transport: OpenAITransport, logger: Logger) {
        self.transport = transport
        self.logger = logger
    }

    /// The context's size in tokens, or nil when nobody says (then nothing is fitted).
    func tokens() async -> Int? {
        if let configured = transport.configuration.contextTokens { return configured }
        return await current().tokens
    }

    /// The tokens `messages` take, template included: counted by the server when it can.
    func tokens(in messages: [ChatWire.Message]) async -> Int {
        let overhead = Self.tokensPerConversation + Self.tokensPerMessage * messages.count
        let text = messages.map(\.content).joined(separator: "\n")
        if await current().countsTokens, let counted = await count(text) { return counted + overhead }
        return (text.count + 2) / 3 + overhead
    }

    private func current() async -> Known {
        let now = ContinuousClock.now
        if let known = known.withLock({ $0 }), known.asked.duration(to: now) < Self.rereadAfter { return known }
        let asked = await ask()
        known.withLock { $0 = asked }
        if let tokens = asked.tokens {
            logger.debug("model context read from the server", metadata: ["tokens": "\(tokens)"])
        }
        return asked
    }

    private func ask() async -> Known {
        let now = ContinuousClock.now
        guard let root = Self.serverRoot(transport.configuration.baseURL) else {
            return Known(tokens: nil, countsTokens: false, asked: now)
        }
        if let body = await transport.probe(root + "/props"), let tokens = Self.llamaContext(body) {
            return Known(tokens: tokens, countsTokens: true, asked: now)
        }
        let show = try? JSONSerialization.data(withJSONObject: ["model": transport.configuration.storyModel])
        if let body = await transport.probe(root + "/api/show", json: show), let tokens = Self.ollamaContext(body) {
            return Known(tokens: tokens, countsTokens: false, asked: now)
        }
        return Known(tokens: nil, countsTokens: false, asked: now)
    }

    private func count(_ text: String) async -> Int? {
        guard let root = Self.serverRoot(transport.configuration.baseURL),
              let request = try? JSONSerialization.data(withJSONObject: ["content": text]),
              let body = await transport.probe(root + "/tokenize", json: request),
              let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let tokens = object["tokens"] as? [Any] else { return nil }
        return tokens.count
    }

    /// The server's root (the base URL without its `/v1`), or nil for OpenAI's own API.
    static func serverRoot(_ baseURL: URL) -> String? {
        guard let host = baseURL.host?.lowercased(), !host.hasSuffix("openai.com") else { return nil }
        var root = baseURL.absoluteString
        while root.hasSuffix("/") { root.removeLast() }
        if root.hasSuffix("/v1") { root.removeLast(3) }
        return root
    }

    /// llama.cpp's `/props`: the context of one slot.
    static func llamaContext(_ body: Data) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let settings = object["default_generation_settings"] as? [String: Any],
              let tokens = settings["n_ctx"] as? Int, tokens > 0 else { return nil }
        return tokens
    }

    /// Ollama's `/api/show`: the model's `num_ctx` parameter when it sets one; otherwise Ollama
    /// runs it with its default context (2048 tokens in the versions that said nothing else),
    /// at most the model's own `context_length`.
    static func ollamaContext(_ body: Data) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else { return nil }
        if let parameters = object["parameters"] as? String {
            for line in parameters.split(whereSeparator: \.isNewline) {
                let parts = line.split(whereSeparator: \.isWhitespace)
                if parts.count == 2, parts[0] == "num_ctx", let tokens = Int(parts[1]), tokens > 0 { return tokens }
            }
        }
        guard let info = object["model_info"] as? [String: Any] else { return nil }
        let trained = info.first(where: { $0.key.hasSuffix(".context_length") })?.value as? Int
        return min(trained ?? ollamaDefaultContext, ollamaDefaultContext)
    }

    static let ollamaDefaultContext = 2048
}
