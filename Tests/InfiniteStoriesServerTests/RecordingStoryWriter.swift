import StoryWriting
import InfiniteStoriesModels
import Synchronization

/// The offline writer behind a stand-in that writes only `languages` and remembers every prompt
/// it was given: the tests see what the job passed to the writer and what a server with a
/// narrower writer refuses, whatever languages the offline content covers today.
final class RecordingStoryWriter: StoryGenerator, Sendable {
    let languages: Set<StoryLanguage>
    private let recorded = Mutex<[StoryPrompt]>([])

    init(languages: Set<StoryLanguage> = Set(StoryLanguage.allCases)) { self.languages = languages }

    /// The prompts written so far, oldest first.
    var prompts: [StoryPrompt] { recorded.withLock { $0 } }

    func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                  onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        recorded.withLock { $0.append(prompt) }
        return try await OfflineStoryGenerator().generate(prompt, onTitle: onTitle, onText: onText)
    }
}
