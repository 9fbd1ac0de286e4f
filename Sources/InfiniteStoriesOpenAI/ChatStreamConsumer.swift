import Foundation
import Logging

/// Reads a streamed chat completion: hands each content piece to the listener at once and keeps
/// what was handed out, which is the story's content.
///
/// The transport calls it from one task at a time (begin, receives, end, in order); the lock only
/// makes that ordering visible to the compiler, and is never held across the listener's call.
final class ChatStreamConsumer: StreamConsumer, @unchecked Sendable {
    private let onText: @Sendable (String) async -> Void
    private let expectsTitle: Bool
    private let continuing: Bool
    private let lock = NSLock()
    /// One decoder for every chunk of the stream (hundreds per story), used by one task at a time.
    private let decoder = JSONDecoder()
    private var assembler: StoryTextAssembler
    private var delivered = ""
    private var sawEnd = false
    private(set) var finishReason: String?
    /// Everything the model wrote (title line included), for a follow-up turn.
    private(set) var rawText = ""

    init(expectsTitle: Bool, continuing: Bool, onText: @escaping @Sendable (String) async -> Void) {
        self.onText = onText
        self.expectsTitle = expectsTitle
        self.continuing = continuing
        assembler = StoryTextAssembler(expectsTitle: expectsTitle, continuing: continuing)
    }

    /// The content handed to the listener so far.
    var content: String { lock.withLock { delivered } }
    var title: String? { lock.withLock { assembler.title } }
    var hasDelivered: Bool { lock.withLock { !delivered.isEmpty } }

    func begin() {
        lock.withLock {
            assembler = StoryTextAssembler(expectsTitle: expectsTitle, continuing: continuing)
            delivered = ""
            rawText = ""
            sawEnd = false
            finishReason = nil
        }
    }

    func receive(_ data: String) async throws -> Bool {
        if data.trimmingWhitespace == "[DONE]" {
            lock.withLock { sawEnd = true }
            return false
        }
        let chunk: ChatWire.Chunk
        do {
            chunk = try decoder.decode(ChatWire.Chunk.self, from: Data(data.utf8))
        } catch {
            throw ProviderFailure.malformed("a story stream")
        }
        if let tokens = chunk.usage?.totalTokens { ProviderUsage.current?.add(tokens: tokens) }
        if chunk.error != nil {
            throw ProviderFailure(kind: .unavailable, userMessage: "The AI provider stopped while writing the story; try again.",
                                  isRetryable: true)
        }
        // Only the first choice is ours (n = 1); a missing index means the first.
        guard let choice = chunk.choices?.first(where: { ($0.index ?? 0) == 0 }) else { return true }
        let text = choice.delta?.content ?? choice.message?.content ?? ""
        let piece = lock.withLock {
            rawText += text
            if let reason = choice.finishReason { finishReason = reason }
            let piece = assembler.feed(text)
            delivered += piece
            return piece
        }
        if !piece.isEmpty { await onText(piece) }
        if choice.finishReason == "content_filter" {
            throw ProviderFailure(kind: .rejected, userMessage: "The AI provider's safety filter stopped the story; try another theme.",
                                  isRetryable: false)
        }
        return true
    }

    func end() async throws {
        let (complete, piece) = lock.withLock {
            let complete = sawEnd || finishReason != nil
            let piece = complete ? assembler.finish() : ""
            delivered += piece
            return (complete, piece)
        }
        guard complete else { throw ProviderFailure.interrupted }
        if !piece.isEmpty { await onText(piece) }
    }
}
