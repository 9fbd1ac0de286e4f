import StoryWriting
import InfiniteStoriesModels
import OpenAICompatibleProviders

/// Story text from the primary writer, or the offline one when the primary fails before writing.
struct FallbackStoryGenerator: StoryGenerator {
    let primary: any StoryGenerator
    let fallback: any StoryGenerator

    /// The primary's: the offline writer only stands in when the primary is down, and a language
    /// it does not write would then come out in English rather than be refused on a bad night.
    var languages: Set<StoryLanguage> { primary.languages }

    var continuesToldText: Bool { primary.continuesToldText }

    var writesInProcess: Bool { primary.writesInProcess }

    var extractsScenesSeparately: Bool { primary.extractsScenesSeparately }

    func prepare() async {
        await primary.prepare()
        await fallback.prepare()
    }

    func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                  onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        let streamed = StreamedFlag()
        do {
            return try await primary.generate(prompt, onTitle: onTitle) { piece in
                await streamed.set()
                await onText(piece)
            }
        } catch let failure as ProviderFailure {
            // Text a listener has (from this call or an earlier attempt) cannot be swapped for
            // the offline writer's story.
            guard await !streamed.value, (prompt.told?.text ?? "").isEmpty else { throw failure }
            OfflineFallback.note("story", failure)
            return try await fallback.generate(prompt, onTitle: onTitle, onText: onText)
        }
    }

    func scenes(for story: GeneratedStory, prompt: StoryPrompt) async -> [GeneratedScene] {
        await primary.scenes(for: story, prompt: prompt)
    }
}

/// Whether any text went out yet.
private actor StreamedFlag {
    private(set) var value = false
    func set() { value = true }
}
