import Foundation

/// Reads a streamed chat completion whole, for answers used only once complete (the scenes'
/// JSON). Streaming them anyway keeps a slow model from being taken for a dead one: the silence
/// limit counts from the last piece, not from the question. Nothing is handed out until the
/// end, so the transport may always ask again.
final class CompletionTextConsumer: StreamConsumer, @unchecked Sendable {
    private let lock = NSLock()
    private let decoder = JSONDecoder()
    private var text = ""
    private var complete = false

    var hasDelivered: Bool { false }
    /// The whole answer, once `end()` has accepted it.
    var answer: String { lock.withLock { text } }

    func begin() {
        lock.withLock {
            text = ""
            complete = false
        }
    }

    func receive(_ data: String) async throws -> Bool {
        if data.trimmingWhitespace == "[DONE]" {
            lock.withLock { complete = true }
            return false
        }
        guard let chunk = try? decoder.decode(ChatWire.Chunk.self, from: Data(data.utf8)) else {
            throw ProviderFailure.malformed("a scene stream")
        }
        if let tokens = chunk.usage?.totalTokens { ProviderUsage.current?.add(tokens: tokens) }
        if chunk.error != nil {
            throw ProviderFailure(kind: .unavailable, userMessage: "The AI provider stopped while choosing scenes.",
                                  isRetryable: true)
        }
        guard let choice = chunk.choices?.first(where: { ($0.index ?? 0) == 0 }) else { return true }
        lock.withLock {
            text += choice.delta?.content ?? choice.message?.content ?? ""
            // A finish reason ends a stream; a whole message is a server that ignored `stream`.
            if choice.finishReason != nil || choice.message != nil { complete = true }
        }
        return true
    }

    func end() async throws {
        guard lock.withLock({ complete }) else { throw ProviderFailure.interrupted }
    }
}
