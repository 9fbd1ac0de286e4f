import Foundation
import InfiniteStoriesGenerators
import Logging

/// Writes stories with an OpenAI-compatible Chat Completions model, streamed.
///
/// Each delta reaches the listener as soon as it arrives, once the first line has shown whether
/// it is a title and the first words that the story is in the language asked for
/// (`LanguageGate`). A story in another language is asked for again once, naming the language,
/// when none of it was shown; a second wrong answer, or a wrong language found after text was
/// shown, fails with `.wrongLanguage`, since what was shown can be neither taken back nor
/// continued in another language. A story well short of its target length is continued once, in
/// the same conversation, for the same reason; a story too long is accepted and logged
/// (`max_tokens` keeps that bounded). Scenes come from a second, structured call, or from the
/// offline splitter when that answer is unusable.
public struct OpenAIStoryGenerator: StoryGenerator {
    let transport: OpenAITransport
    let configuration: OpenAIConfiguration
    let logger: Logger

    /// How far from the target word count a story may land before it is asked again.
    static let tolerance = 0.15

    init(transport: OpenAITransport, logger: Logger) {
        self.transport = transport
        configuration = transport.configuration
        self.logger = logger
    }

    public func generate(_ prompt: StoryPrompt, onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        let builder = StoryPromptBuilder(prompt: prompt)
        return try await withoutActuallyEscaping(onText) { onText in
            var messages = [
                ChatWire.Message(role: "system", content: builder.systemMessage),
                ChatWire.Message(role: "user", content: builder.userMessage),
            ]
            let first = try await writeInLanguage(&messages, builder: builder, onText: onText)
            var content = first.content
            guard !content.isEmpty else { throw ProviderFailure.malformed("an empty story") }
            var words = WordCounter.count(content)
            let target = Double(builder.targetWords)

            if Double(words) < target * (1 - Self.tolerance) {
                logger.info("story shorter than asked; asking for more", metadata: [
                    "words": "\(words)", "target": "\(builder.targetWords)"])
                messages.append(ChatWire.Message(role: "assistant", content: first.rawText))
                messages.append(ChatWire.Message(role: "user", content: builder.continuationMessage(words: words)))
                let more = ChatStreamConsumer(expectsTitle: false, continuing: true, language: prompt.language, onText: onText)
                do {
                    try await stream(messages, maxTokens: max(builder.maximumTokens - words, 400), into: more)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    // The first part is already with the listener: keep it and what came after
                    // (a continuation in another language is stopped before any of it is shown).
                    logger.warning("continuation failed; keeping the story as it is", metadata: [
                        "kind": "\((error as? ProviderFailure)?.kind.rawValue ?? "other")"])
                }
                content += more.content
                words = WordCounter.count(content)
            }
            // The first words were checked as they came; a model can still drift into another
            // language later. The text is with the listener by now: it can only be reported.
            if let found = StoryLanguageIdentifier.identify(content), found != prompt.language {
                logger.warning("story drifted into another language after it was shown", metadata: [
                    "asked": "\(prompt.language.rawValue)", "found": "\(found.rawValue)"])
                throw ProviderFailure.wrongLanguage(asked: prompt.language, found: found)
            }
            if abs(Double(words) - target) > target * Self.tolerance {
                logger.notice("story length accepted outside the target range", metadata: [
                    "words": "\(words)", "target": "\(builder.targetWords)"])
            }

            let scenes = await SceneExtractor(transport: transport, configuration: configuration, logger: logger)
                .scenes(for: content, prompt: prompt, heroName: builder.heroName)
                ?? ParagraphSceneSplitter.scenes(for: content, heroName: builder.heroName)
            return GeneratedStory(title: first.title ?? builder.fallbackTitle, content: content, scenes: scenes,
                                  wordCount: words, estimatedDuration: WordCounter.seconds(forWords: words))
        }
    }

    /// The story's first answer, in the language asked for: asked once more, naming the language,
    /// when the first came in another one before any of it was shown. `messages` gains that turn.
    private func writeInLanguage(_ messages: inout [ChatWire.Message], builder: StoryPromptBuilder,
                                 onText: @escaping @Sendable (String) async -> Void) async throws -> ChatStreamConsumer {
        let language = builder.prompt.language
        let first = ChatStreamConsumer(expectsTitle: true, continuing: false, language: language, onText: onText)
        do {
            try await stream(messages, maxTokens: builder.maximumTokens, into: first)
            return first
        } catch let failure as ProviderFailure where failure.kind == .wrongLanguage && !first.hasDelivered {
            let found = first.foundLanguage ?? language
            logger.notice("story began in another language; asking again", metadata: [
                "asked": "\(language.rawValue)", "found": "\(found.rawValue)"])
            messages.append(ChatWire.Message(role: "assistant", content: first.rawText))
            messages.append(ChatWire.Message(role: "user", content: builder.languageReminder(found: found)))
        }
        let second = ChatStreamConsumer(expectsTitle: true, continuing: false, language: language, onText: onText)
        do {
            try await stream(messages, maxTokens: builder.maximumTokens, into: second)
            return second
        } catch let failure as ProviderFailure where failure.kind == .wrongLanguage && !second.hasDelivered {
            logger.warning("story in another language again; giving up", metadata: [
                "asked": "\(language.rawValue)", "found": "\(second.foundLanguage?.rawValue ?? "-")"])
            throw ProviderFailure.wrongLanguageAgain(asked: language, found: second.foundLanguage ?? language)
        }
    }

    private func stream(_ messages: [ChatWire.Message], maxTokens: Int, into consumer: ChatStreamConsumer) async throws {
        let request = ChatWire.Request(model: configuration.storyModel, messages: messages,
                                       temperature: configuration.temperature, maxTokens: maxTokens,
                                       stream: true, responseFormat: nil)
        try await transport.stream("chat/completions", json: JSONEncoder().encode(request), to: consumer)
        if consumer.finishReason == "length" {
            logger.notice("story stopped at max_tokens", metadata: ["maxTokens": "\(maxTokens)"])
        }
    }
}
