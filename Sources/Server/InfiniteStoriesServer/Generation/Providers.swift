import Foundation
import StoryWriting
import IllustrationPainting
import InfiniteStoriesModels
import SpeechSynthesis

/// The generation back-ends. The defaults work offline with no key; real AI providers plug in
/// by conforming to the same protocols.
public struct Providers: Sendable {
    public var story: any StoryGenerator
    public var images: any ImageGenerator
    /// The `ai-assistant/*` helpers (title, enhanced prompt, keywords, similar events, sanitizing);
    /// offline by default, the story model's when the story provider is `openai`.
    public var assistant: any StoryAssisting = StoryAssistant()
    public var speech: any SpeechSynthesizer
    /// Added before each provider call to rehearse slow real providers (demos, restart tests);
    /// zero by default.
    public var simulatedLatency: Duration
    /// Added before each streamed piece of story text, so the offline writer streams at a
    /// visible pace as a real model does; zero by default.
    public var textPace: Duration
    /// Who does each kind of work (`offline`, `openai`), recorded with each job's usage.
    public var storyProviderName = "offline"
    public var speechProviderName = "offline"
    public var imageProviderName = "offline"

    public init(story: any StoryGenerator = OfflineStoryGenerator(), images: any ImageGenerator = OfflineImageGenerator(),
                speech: any SpeechSynthesizer = EspeakSpeechSynthesizer(), simulatedLatency: Duration = .zero,
                textPace: Duration = .zero) {
        self.story = story
        self.images = images
        self.speech = speech
        self.simulatedLatency = simulatedLatency
        self.textPace = textPace
    }

    /// The languages the story writer writes: what `GET /api/v1/story-languages` answers and
    /// what story requests are checked against.
    public var storyLanguages: Set<StoryLanguage> { story.languages }

    func pause() async throws {
        if simulatedLatency > .zero { try await Task.sleep(for: simulatedLatency) }
    }

    func pacePiece() async throws {
        if textPace > .zero { try await Task.sleep(for: textPace) }
    }
}
