import InfiniteStoriesModels

/// Something that writes a bedtime story for a prompt.
///
/// The offline generator is the default; AI providers plug in later behind the same protocol, so
/// the server streams and stores their stories the same way.
public protocol StoryGenerator: Sendable {
    /// The languages this writer writes a story in. The server offers only these and refuses the
    /// others, because a story asked for in a language the writer cannot write would come out in
    /// another one (and be narrated by the wrong voice).
    var languages: Set<StoryLanguage> { get }

    /// Writes the story; calls `onText` with successive pieces of `content` as they are written
    /// (their concatenation equals `content` exactly), then returns the whole story.
    func generate(_ prompt: StoryPrompt, onText: @Sendable (String) async -> Void) async throws -> GeneratedStory
}

extension StoryGenerator {
    /// Every language: a language model writes any of them when asked.
    public var languages: Set<StoryLanguage> { Set(StoryLanguage.allCases) }
}
