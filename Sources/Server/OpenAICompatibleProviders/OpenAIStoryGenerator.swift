import Foundation
import StoryWriting
import Logging

/// Writes stories with an OpenAI-compatible Chat Completions model, streamed.
///
/// Each delta reaches the listener as soon as it arrives, once the first line has shown whether
/// it is a title and the first words that the story is in the language asked for
/// (`LanguageGate`). A story in another language is asked for again once, naming the language,
/// when none of it was shown; a second wrong answer, or a wrong language found after text was
/// shown, fails with `.wrongLanguage`, since what was shown can be neither taken back nor
/// continued in another language. An answer with no story text (a title, then the end) is asked
/// for again once. A story well short of its target length is continued once, in
/// the same conversation, for the same reason; a story too long is accepted and logged
/// (`max_tokens` keeps that bounded). Scenes come from a second, structured call, or from the
/// offline splitter when that answer is unusable.
public struct OpenAIStoryGenerator: StoryGenerator {
    let transport: OpenAITransport
    let configuration: OpenAIConfiguration
    let logger: Logger
    let context: ModelContext

    /// How far from the target word count a story may land before it is asked again.
    static let tolerance = 0.15

    init(transport: OpenAITransport, logger: Logger) {
        self.transport = transport
        configuration = transport.configuration
        self.logger = logger
        context = ModelContext(transport: transport, logger: logger)
    }

    public var continuesToldText: Bool { true }

    public var extractsScenesSeparately: Bool { true }

    public func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                         onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        var builder = StoryPromptBuilder(prompt: prompt)
        return try await withoutActuallyEscaping(onTitle) { onTitle in
            try await withoutActuallyEscaping(onText) { onText in
                var messages = [
                    ChatWire.Message(role: "system", content: builder.systemMessage),
                    ChatWire.Message(role: "user", content: builder.userMessage),
                ]
                let maximumTokens = try await fit(&builder, messages)
                messages[1] = ChatWire.Message(role: "user", content: builder.userMessage)
                if let told = prompt.told, !told.text.isEmpty {
                    return try await resume(told, messages: messages, builder: builder, onText: onText)
                }
                let fallbackTitle = builder.fallbackTitle
                let asked = messages
                var first = try await writeInLanguage(&messages, builder: builder, maximumTokens: maximumTokens,
                                                      onTitle: { await onTitle($0 ?? fallbackTitle) }, onText: onText)
                if first.content.isEmpty {
                    // A model may end right after the title (small local models do). Nothing,
                    // not even the title, was told, so asking once more costs the listener nothing.
                    logger.notice("the model sent no story text; asking once more")
                    messages = asked
                    first = try await writeInLanguage(&messages, builder: builder, maximumTokens: maximumTokens,
                                                      onTitle: { await onTitle($0 ?? fallbackTitle) }, onText: onText)
                }
                var content = first.content
                guard !content.isEmpty else { throw ProviderFailure.malformed("an empty story") }
                var words = WordCounter.count(content)
                let target = Double(builder.targetWords)

                if Double(words) < target * (1 - Self.tolerance) {
                    messages.append(ChatWire.Message(role: "assistant", content: first.rawText))
                    messages.append(ChatWire.Message(role: "user", content: builder.continuationMessage(words: words)))
                    if let room = await room(for: messages, wanted: max(builder.maximumTokens - words, 400)) {
                        logger.info("story shorter than asked; asking for more", metadata: [
                            "words": "\(words)", "target": "\(builder.targetWords)"])
                        let more = ChatStreamConsumer(expectsTitle: false, continuing: true, language: prompt.language,
                                                      logger: logger, onText: onText)
                        do {
                            try await stream(messages, maxTokens: room, into: more)
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
                    } else {
                        logger.notice("story shorter than asked, and the model's context has no room for more", metadata: [
                            "words": "\(words)", "target": "\(builder.targetWords)"])
                    }
                }
                try checkLanguage(of: content, prompt: prompt)
                if abs(Double(words) - target) > target * Self.tolerance {
                    logger.notice("story length accepted outside the target range", metadata: [
                        "words": "\(words)", "target": "\(builder.targetWords)"])
                }
                return story(title: first.title ?? builder.fallbackTitle, content: content, builder: builder)
            }
        }
    }

    /// The model's scenes, asked in a call of its own (streamed, so a slow model that keeps
    /// sending is not taken for a dead one); the offline splitter's when the answer is unusable.
    public func scenes(for story: GeneratedStory, prompt: StoryPrompt) async -> [GeneratedScene] {
        let builder = StoryPromptBuilder(prompt: prompt)
        return await SceneExtractor(transport: transport, configuration: configuration, logger: logger, context: context)
            .scenes(for: story.content, prompt: prompt, heroName: builder.heroName)
            ?? ParagraphSceneSplitter.scenes(for: story.content, heroName: builder.heroName)
    }

    /// The story once its text is written: scenes from the splitter until `scenes(for:)` does better.
    private func story(title: String, content: String, builder: StoryPromptBuilder) -> GeneratedStory {
        let words = WordCounter.count(content)
        return GeneratedStory(title: title, content: content,
                              scenes: ParagraphSceneSplitter.scenes(for: content, heroName: builder.heroName),
                              wordCount: words, estimatedDuration: WordCounter.seconds(forWords: words))
    }

    /// The first words were checked as they came; a model can still drift into another language
    /// later. The text is with the listener by now: it can only be reported.
    private func checkLanguage(of content: String, prompt: StoryPrompt) throws {
        if let found = StoryLanguageIdentifier.identify(content), found != prompt.language {
            logger.warning("story drifted into another language after it was shown", metadata: [
                "asked": "\(prompt.language.rawValue)", "found": "\(found.rawValue)"])
            throw ProviderFailure.wrongLanguage(asked: prompt.language, found: found)
        }
    }

    /// Goes on with a story a listener already has part of (its job was retried, or taken over
    /// by another server): the model is given the told text as its own answer and asked to go on
    /// from the exact spot. What was told is never rewritten; when the context has no room left,
    /// the story is what was told.
    private func resume(_ told: ToldStory, messages: [ChatWire.Message], builder: StoryPromptBuilder,
                        onText: @escaping @Sendable (String) async -> Void) async throws -> GeneratedStory {
        let title = told.title ?? builder.fallbackTitle
        var messages = messages
        let words = WordCounter.count(told.text)
        messages.append(ChatWire.Message(role: "assistant", content: "\(title)\n\n\(told.text)"))
        messages.append(ChatWire.Message(role: "user", content: builder.resumeMessage(words: words)))
        var content = told.text
        if let room = await room(for: messages, wanted: max(builder.maximumTokens - words, 200)) {
            logger.info("story cut off; going on from where the listener is", metadata: ["words": "\(words)"])
            let more = ChatStreamConsumer(expectsTitle: false, continuing: false, resuming: true,
                                          language: builder.prompt.language, logger: logger, onText: onText)
            try await stream(messages, maxTokens: room, into: more)
            content += more.content
        } else {
            logger.notice("story cut off, and the model's context has no room to go on; keeping what was told")
        }
        try checkLanguage(of: content, prompt: builder.prompt)
        return story(title: title, content: content, builder: builder)
    }

    // MARK: Fitting the model's context

    /// The fewest tokens left for an answer worth asking for.
    static let minimumAnswerTokens = 300

    /// Sizes the story to the model's context when it is known: `max_tokens` to what the prompt
    /// leaves, and fewer words asked when the length asked for would not fit. Throws the
    /// context sentence when not even a short story fits.
    private func fit(_ builder: inout StoryPromptBuilder, _ messages: [ChatWire.Message]) async throws -> Int {
        guard let size = await context.tokens() else { return builder.maximumTokens }
        let left = size - (await context.tokens(in: messages))
        guard left >= Self.minimumAnswerTokens else {
            logger.warning("the model's context cannot hold a story", metadata: [
                "contextTokens": "\(size)", "leftForTheStory": "\(left)"])
            throw ProviderFailure.contextTooSmall
        }
        if builder.maximumTokens > left {
            let asked = builder.targetWords
            builder.wordLimit = StoryPromptBuilder.words(forTokens: left)
            logger.notice("story shortened to fit the model's context", metadata: [
                "contextTokens": "\(size)", "askedWords": "\(asked)", "words": "\(builder.targetWords)"])
        }
        return min(builder.maximumTokens, left)
    }

    /// The tokens an answer to `messages` may have: `wanted`, or what the context leaves when
    /// that is less; nil when it leaves too little to ask at all.
    private func room(for messages: [ChatWire.Message], wanted: Int) async -> Int? {
        guard let size = await context.tokens() else { return wanted }
        let left = size - (await context.tokens(in: messages))
        return left >= Self.minimumAnswerTokens / 3 ? min(wanted, left) : nil
    }

    /// The story's first answer, in the language asked for: asked once more, naming the language,
    /// when the first came in another one before any of it was shown. `messages` gains that turn.
    private func writeInLanguage(_ messages: inout [ChatWire.Message], builder: StoryPromptBuilder, maximumTokens: Int,
                                 onTitle: @escaping @Sendable (String?) async -> Void,
                                 onText: @escaping @Sendable (String) async -> Void) async throws -> ChatStreamConsumer {
        let language = builder.prompt.language
        let first = ChatStreamConsumer(expectsTitle: true, continuing: false, language: language, logger: logger,
                                       onTitle: onTitle, onText: onText)
        do {
            try await stream(messages, maxTokens: maximumTokens, into: first)
            return first
        } catch let failure as ProviderFailure where failure.kind == .wrongLanguage && !first.hasDelivered {
            let found = first.foundLanguage ?? language
            logger.notice("story began in another language; asking again", metadata: [
                "asked": "\(language.rawValue)", "found": "\(found.rawValue)"])
            messages.append(ChatWire.Message(role: "assistant", content: first.rawText))
            messages.append(ChatWire.Message(role: "user", content: builder.languageReminder(found: found)))
        }
        let second = ChatStreamConsumer(expectsTitle: true, continuing: false, language: language, logger: logger,
                                        onTitle: onTitle, onText: onText)
        do {
            try await stream(messages, maxTokens: await room(for: messages, wanted: maximumTokens) ?? maximumTokens, into: second)
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
            // llama.cpp also says "length" when the context, not max_tokens, ran out.
            let contextTokens = await context.tokens()
            logger.notice("story stopped at its token limit", metadata: [
                "maxTokens": "\(maxTokens)", "contextTokens": "\(contextTokens.map(String.init) ?? "unknown")"])
        }
    }
}
