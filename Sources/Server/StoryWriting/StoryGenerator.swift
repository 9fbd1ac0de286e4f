import InfiniteStoriesModels

/// Something that writes a bedtime story for a prompt.
///
/// The offline generator is the default; AI providers plug in behind the same protocol, so the
/// server streams and stores their stories the same way.
///
/// Text and scenes are two steps: the server stores the text and makes the story readable as
/// soon as the text ends, then asks for the scenes. A model's scene call can be slow, and a
/// story must never wait for (or be rewritten because of) its pictures' places.
public protocol StoryGenerator: Sendable {
    /// The languages this writer writes a story in. The server offers only these and refuses the
    /// others, because a story asked for in a language the writer cannot write would come out in
    /// another one (and be narrated by the wrong voice).
    var languages: Set<StoryLanguage> { get }

    /// How this writer goes on with a story a listener has already been shown part of
    /// (`StoryPrompt.told`): true when it is handed the told text and writes only what follows
    /// (a model), false when the same prompt writes the same text again and the caller skips
    /// what was told (the offline writer).
    var continuesToldText: Bool { get }

    /// True when the writer does its work in this process in milliseconds (the offline writer):
    /// its jobs then need none of the server's few workers, which are there to bound how many
    /// calls wait on model servers and programs at once, and start as soon as they are asked.
    var writesInProcess: Bool { get }

    /// Writes the story; calls `onTitle` once the title is known (before any text when the
    /// writer can tell it that early) and `onText` with successive pieces of `content` as they
    /// are written (their concatenation equals `content` exactly, or with `continuesToldText`
    /// the part of `content` after `prompt.told`), then returns the whole story. Its `scenes`
    /// are ready at once (the offline splitter's at worst); `scenes(for:prompt:)` may do better.
    func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                  onText: @Sendable (String) async -> Void) async throws -> GeneratedStory

    /// The story's scenes, which may take a model call; the caller bounds its time and keeps
    /// `story.scenes` when it runs out. Never throws: unusable scenes are the splitter's.
    func scenes(for story: GeneratedStory, prompt: StoryPrompt) async -> [GeneratedScene]

    /// True when `scenes(for:prompt:)` does real work (a model call) worth a step of its own.
    var extractsScenesSeparately: Bool { get }

    /// Does ahead whatever the first story would otherwise wait for (the offline writer parses
    /// its English content and lexicon, ~0.1 s in a release build). A long-running server calls
    /// it once at start, at background priority.
    func prepare() async
}

extension StoryGenerator {
    /// Every language: a language model writes any of them when asked.
    public var languages: Set<StoryLanguage> { Set(StoryLanguage.allCases) }

    public var continuesToldText: Bool { false }
    public var writesInProcess: Bool { false }

    public var extractsScenesSeparately: Bool { false }

    public func prepare() async {}

    public func scenes(for story: GeneratedStory, prompt: StoryPrompt) async -> [GeneratedScene] { story.scenes }

    /// Writes the story without asking for its title early.
    public func generate(_ prompt: StoryPrompt, onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        try await generate(prompt, onTitle: { _ in }, onText: onText)
    }
}
