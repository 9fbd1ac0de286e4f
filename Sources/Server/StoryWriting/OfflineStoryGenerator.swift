import InfiniteStoriesModels
import SharedUtilities

/// The built-in story writer: no network, no key, a few milliseconds per story.
///
/// Stories are assembled from hand-written content in the prompt's language (English and French
/// so far; other languages are told in English) following a bedtime arc, sized to the requested
/// narration time and split into illustrated scenes. The same prompt and seed always give the
/// same story.
public struct OfflineStoryGenerator: StoryGenerator {
    /// The content stories are written from: the embedded files, or a writer's folder.
    let library: ContentLibrary

    public init(library: ContentLibrary = .embedded) { self.library = library }

    /// About a millisecond of composing per story.
    public var writesInProcess: Bool { true }

    /// English (every story's pictures are described in it) and the lexicon (every story's
    /// words), which the first story would otherwise parse while the others wait on the lock.
    public func prepare() async {
        _ = library.english
        _ = library.lexicon
    }

    /// Languages this generator writes natively; stories in other languages come out in English.
    public static var nativeLanguages: Set<StoryLanguage> { ContentLibrary.languages }

    /// The languages it has content for: a story asked in another would come out in English.
    public var languages: Set<StoryLanguage> { Self.nativeLanguages }

    public func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                         onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
        let (story, pieces) = write(prompt)
        await onTitle(story.title)
        for piece in pieces {
            try Task.checkCancellation()
            await onText(piece)
        }
        return story
    }

    /// The whole story at once, for callers that do not stream.
    public func story(for prompt: StoryPrompt) -> GeneratedStory { write(prompt).story }

    /// The composed story, paragraph by paragraph with its arc beats (for tests and `write`).
    func compose(_ prompt: StoryPrompt) -> StoryComposer.Result {
        let pack = library.pack(for: prompt.language)
        let profile = HeroProfile(prompt: prompt, fallbackName: pack.word("fallbackName") ?? "our hero")
        var composer = StoryComposer(profile: profile, pack: pack, english: library.english, lexicon: library.lexicon,
                                     seed: Self.mix(prompt), avoiding: prompt.avoiding, sequel: prompt.sequel)
        return composer.compose()
    }

    /// The story and the sentence-sized pieces its content is made of, in order.
    func write(_ prompt: StoryPrompt) -> (story: GeneratedStory, pieces: [String]) {
        let result = compose(prompt)

        var pieces: [String] = []
        var paragraphTexts: [String] = []
        for (index, paragraph) in result.paragraphs.enumerated() {
            let sentences = paragraph.sentences.map(\.text)
            paragraphTexts.append(sentences.joined(separator: " "))
            for (position, sentence) in sentences.enumerated() {
                let isLastInParagraph = position == sentences.count - 1
                let isLastOfStory = isLastInParagraph && index == result.paragraphs.count - 1
                pieces.append(sentence + (isLastOfStory ? "" : isLastInParagraph ? "\n\n" : " "))
            }
        }
        let content = paragraphTexts.joined(separator: "\n\n")
        let words = paragraphTexts.map(WordCounter.count)
        let totalWords = words.reduce(0, +)
        let groups = SceneSplitter.groups(wordsPerParagraph: words,
                                          count: SceneSplitter.sceneCount(forWords: totalWords))
        var scenes: [GeneratedScene] = []
        var wordsBefore = 0
        for (index, group) in groups.enumerated() {
            let paragraphs = Array(result.paragraphs[group])
            scenes.append(GeneratedScene(
                displayOrder: index + 1,
                textSegment: paragraphTexts[group].joined(separator: "\n\n"),
                imagePrompt: Self.imagePrompt(for: paragraphs, hero: result.heroDescription,
                                              companion: result.companionImage),
                timestamp: WordCounter.seconds(forWords: wordsBefore)))
            wordsBefore += words[group].reduce(0, +)
        }
        let story = GeneratedStory(title: result.title, content: content, scenes: scenes,
                                   wordCount: totalWords,
                                   estimatedDuration: WordCounter.seconds(forWords: totalWords),
                                   memory: result.memory, recap: result.recap)
        return (story, pieces)
    }

    /// The beats a picture should show first when a scene holds several.
    private static let pictureOrder: [ArcPart] = [.climax, .problem, .journey, .opening, .ending]

    /// One line for an image provider: style, hero, action, place, companion, time of day, mood.
    static func imagePrompt(for paragraphs: [StoryDraft.Paragraph], hero: String, companion: String?) -> String {
        let chosen = pictureOrder.lazy.compactMap { part in paragraphs.first { $0.part == part } }.first
        guard let paragraph = chosen ?? paragraphs.first else { return "A gentle children's book illustration" }
        let picture = paragraph.illustration
        var line = "Soft watercolour children's book illustration of \(hero), \(picture.action), in \(picture.place)"
        if let companion, paragraph.part == .journey || paragraph.part == .climax {
            line += ", together with \(companion)"
        }
        line += "; time of day: \(picture.time); mood: \(paragraph.part.mood)"
        return line
    }

    /// The seed for the composer: the caller's seed mixed with the prompt (FNV-1a), so two heroes
    /// with the same seed still get different stories, identically on every run and platform.
    static func mix(_ prompt: StoryPrompt) -> UInt64 {
        var hash = StableHash.offsetBasis
        // Each field ends with a 0xFF byte (never in UTF-8), so "ab"+"c" and "a"+"bc" differ.
        func add(_ text: String) {
            hash = StableHash.fnv1a(text.utf8, continuing: hash)
            hash = StableHash.fnv1a(CollectionOfOne(0xFF), continuing: hash)
        }
        add(prompt.heroName)
        add(String(prompt.heroAge))
        prompt.traits.forEach(add)
        prompt.specialAbilities.forEach(add)
        add(prompt.appearance ?? "")
        add(prompt.event)
        add(prompt.customPrompt ?? "")
        add(prompt.language.rawValue)
        var generator = SplitMix64(seed: prompt.seed ^ hash)
        return generator.next()
    }
}
