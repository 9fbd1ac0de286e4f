import Foundation
import InfiniteStoriesModels
import Logging

/// Reads a streamed chat completion: hands each content piece to the listener and keeps what was
/// handed out, which is the story's content.
///
/// Pieces pass through a `LanguageGate` first: the story's first words are held until they show
/// it is in the language asked for, and a story in another language stops the stream with a
/// `.wrongLanguage` failure (`foundLanguage` says which), before anything was handed out when the
/// gate could tell in time.
///
/// The transport calls it from one task at a time (begin, receives, end, in order); the lock only
/// makes that ordering visible to the compiler, and is never held across the listener's call.
final class ChatStreamConsumer: StreamConsumer, @unchecked Sendable {
    private let onText: @Sendable (String) async -> Void
    /// Told the title (nil: the model gave none) once, just before the first text goes out.
    private let onTitle: (@Sendable (String?) async -> Void)?
    private let expectsTitle: Bool
    private let continuing: Bool
    private let resuming: Bool
    private let logger: Logger
    private var titleTold = false
    private let language: StoryLanguage
    private let lock = NSLock()
    /// One decoder for every chunk of the stream (hundreds per story), used by one task at a time.
    private let decoder = JSONDecoder()
    private var assembler: StoryTextAssembler
    private var gate: LanguageGate
    private var titleRead = false
    /// Content read but not handed out yet: the gate has not let it through.
    private var held = ""
    private var delivered = ""
    private var sawEnd = false
    private(set) var finishReason: String?
    /// The language the gate found instead of the one asked for, when it stopped the stream.
    private(set) var foundLanguage: StoryLanguage?
    /// Everything the model wrote (title line included), for a follow-up turn.
    private(set) var rawText = ""

    /// - Parameters:
    ///   - continuing: the text is appended to a story as new paragraphs.
    ///   - resuming: the text goes on from where a cut-off story stops (mid-sentence, maybe).
    init(expectsTitle: Bool, continuing: Bool, resuming: Bool = false, language: StoryLanguage,
         logger: Logger = Logger(label: "InfiniteStories.OpenAI"),
         onTitle: (@Sendable (String?) async -> Void)? = nil, onText: @escaping @Sendable (String) async -> Void) {
        self.onText = onText
        self.onTitle = onTitle
        self.expectsTitle = expectsTitle
        self.continuing = continuing
        self.resuming = resuming
        self.language = language
        self.logger = logger
        assembler = StoryTextAssembler(expectsTitle: expectsTitle, continuing: continuing, resuming: resuming)
        gate = LanguageGate(expected: language)
    }

    /// The content handed to the listener so far.
    var content: String { lock.withLock { delivered } }
    var title: String? { lock.withLock { assembler.title } }
    var hasDelivered: Bool { lock.withLock { !delivered.isEmpty } }

    func begin() {
        lock.withLock {
            assembler = StoryTextAssembler(expectsTitle: expectsTitle, continuing: continuing, resuming: resuming)
            gate = LanguageGate(expected: language)
            titleRead = false
            titleTold = false
            held = ""
            delivered = ""
            rawText = ""
            sawEnd = false
            finishReason = nil
            foundLanguage = nil
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
        if let error = chunk.error {
            // The same failure as a 5xx answer (llama.cpp: "Context size has been exceeded." when
            // its slots overflow): retried while nothing was shown, reported once text was.
            let reason = ProviderMessage.clean(error.message ?? "-", apiKey: nil)
            logger.warning("provider reported an error inside its stream", metadata: ["reason": "\(reason)"])
            let overflow = ProviderFailure.isContextOverflow(reason)
            throw ProviderFailure(kind: .unavailable,
                                  userMessage: overflow ? ProviderFailure.contextTooSmallMessage
                                      : "The AI provider stopped while writing the story; try again.",
                                  isRetryable: true)
        }
        // Only the first choice is ours (n = 1); a missing index means the first.
        guard let choice = chunk.choices?.first(where: { ($0.index ?? 0) == 0 }) else { return true }
        let text = choice.delta?.content ?? choice.message?.content ?? ""
        let piece = try lock.withLock {
            rawText += text
            if let reason = choice.finishReason { finishReason = reason }
            let piece = assembler.feed(text)
            // The title is judged once, as soon as its line is complete (before any text).
            if !titleRead, let title = assembler.title {
                titleRead = true
                let verdict = gate.read(title: title)
                if case .wrong = verdict { return try release(piece, verdict) }
            }
            return try release(piece, gate.read(piece))
        }
        if !piece.isEmpty { await deliver(piece) }
        if choice.finishReason == "content_filter" {
            throw ProviderFailure(kind: .rejected, userMessage: "The AI provider's safety filter stopped the story; try another theme.",
                                  isRetryable: false)
        }
        return true
    }

    func end() async throws {
        let complete = lock.withLock { sawEnd || finishReason != nil }
        // Text still held stays held when the answer was cut: the transport may ask again.
        guard complete else { throw ProviderFailure.interrupted }
        let piece = try lock.withLock {
            let piece = assembler.finish()
            let verdict = gate.read(piece)
            return try release(piece, verdict == .hold ? gate.finish() : verdict)
        }
        if !piece.isEmpty { await deliver(piece) }
    }

    /// Hands `piece` out, the title first when it has not been told yet.
    private func deliver(_ piece: String) async {
        let title: String?? = lock.withLock {
            guard !titleTold else { return .none }
            titleTold = true
            return .some(assembler.title)
        }
        if let title, let onTitle { await onTitle(title) }
        await onText(piece)
    }

    /// What to hand out for `piece` after the gate's verdict: nothing while it holds, everything
    /// held so far when it lets the text through. Called under the lock.
    private func release(_ piece: String, _ verdict: LanguageGate.Verdict) throws -> String {
        switch verdict {
        case .hold:
            held += piece
            return ""
        case .pass:
            let out = held + piece
            held = ""
            delivered += out
            return out
        case .wrong(let found):
            foundLanguage = found
            throw ProviderFailure.wrongLanguage(asked: language, found: found)
        }
    }
}
