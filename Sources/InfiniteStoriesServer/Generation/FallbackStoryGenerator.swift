import InfiniteStoriesGenerators
import InfiniteStoriesModels
import InfiniteStoriesOpenAI

/// Story text from the primary writer, or the offline one when the primary fails before writing.
struct FallbackStoryGenerator: StoryGenerator {
    let primary: any StoryGenerator
    let fallback: any StoryGenerator

    /// The primary's: the offline writer only stands in when the primary is down, and a language
    /// it does not write would then come out in English rather than be refused on a bad night.
    var languages: Set<StoryLanguage> { Providers.languages(of: primary) }

    func generate(_ prompt: StoryPrompt, onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        let streamed = StreamedFlag()
        do {
            return try await primary.generate(prompt) { piece in
                await streamed.set()
                await onText(piece)
            }
        } catch let failure as ProviderFailure {
            guard await !streamed.value else { throw failure }
            OfflineFallback.note("story", failure)
            return try await fallback.generate(prompt, onText: onText)
        }
    }
}

/// Whether any text went out yet.
private actor StreamedFlag {
    private(set) var value = false
    func set() { value = true }
}
