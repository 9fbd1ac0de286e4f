import Foundation
import InfiniteStoriesGenerators
import Logging

/// Writes stories with an OpenAI-compatible Chat Completions model, streamed.
///
/// Each delta reaches the listener as soon as it arrives (once the first line has shown whether
/// it is a title). A story well short of its target length is continued once, in the same
/// conversation, because text already shown cannot be taken back; a story too long is accepted
/// and logged (`max_tokens` keeps that bounded). Scenes come from a second, structured call, or
/// from the offline splitter when that answer is unusable.
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
            let first = ChatStreamConsumer(expectsTitle: true, continuing: false, onText: onText)
            try await stream(messages, maxTokens: builder.maximumTokens, into: first)
            var content = first.content
            guard !content.isEmpty else { throw ProviderFailure.malformed("an empty story") }
            var words = WordCounter.count(content)
            let target = Double(builder.targetWords)

            if Double(words) < target * (1 - Self.tolerance) {
                logger.info("story shorter than asked; asking for more", metadata: [
                    "words": "\(words)", "target": "\(builder.targetWords)"])
                messages.append(ChatWire.Message(role: "assistant", content: first.rawText))
                messages.append(ChatWire.Message(role: "user", content: builder.continuationMessage(words: words)))
                let more = ChatStreamConsumer(expectsTitle: false, continuing: true, onText: onText)
                do {
                    try await stream(messages, maxTokens: max(builder.maximumTokens - words, 400), into: more)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    // The first part is already with the listener: keep it and what came after.
                    logger.warning("continuation failed; keeping the story as it is", metadata: [
                        "kind": "\((error as? ProviderFailure)?.kind.rawValue ?? "other")"])
                }
                content += more.content
                words = WordCounter.count(content)
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
