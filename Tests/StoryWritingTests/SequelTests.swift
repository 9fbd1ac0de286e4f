import StoryWriting
import InfiniteStoriesModels
import Testing

/// A sequel (`StoryPrompt.sequel`) goes back to the same companion and place and recalls the
/// last story at its start, in every language the offline writer writes; its plot is a new one.
@Suite struct SequelTests {
    let generator = OfflineStoryGenerator()

    /// A word's first letters, lower-cased: the same noun in another case or after a contracted
    /// article ("Eule"/"Eule", "Laternenhügels", "colline").
    static func stem(_ word: Substring) -> String { String(word.lowercased().prefix(4)) }

    /// The last word of a noun phrase, the one every case and article form keeps.
    static func head(_ phrase: String) -> String {
        Self.stem(phrase.split(whereSeparator: { !$0.isLetter }).last ?? "")
    }

    static func names(_ phrase: String?, in text: String) -> Bool {
        guard let phrase else { return false }
        let head = head(phrase)
        return text.split(whereSeparator: { !$0.isLetter }).contains { stem($0) == head }
    }

    func sequel(of first: GeneratedStory, _ prompt: StoryPrompt, seed: UInt64) -> GeneratedStory {
        var next = prompt
        next.seed = seed
        next.avoiding = StoryMemory.uses([first.memory])
        next.sequel = StorySequel(title: first.title, recap: first.recap, memory: first.memory)
        return generator.story(for: next)
    }

    @Test(arguments: StoryLanguage.allCases.filter { OfflineStoryGenerator.nativeLanguages.contains($0) })
    func aSequelRecallsTheCompanionAndThePlaceAndTellsANewPlot(language: StoryLanguage) throws {
        for seed in UInt64(1)...6 {
            let prompt = TestPrompts.hero(language: language, seed: seed)
            let first = generator.story(for: prompt)
            let companion = try #require(first.recap.companion, "\(language) \(seed): a 7-minute story has a companion")
            let place = try #require(first.recap.place)
            #expect(first.recap.found != nil && !first.recap.ending.isEmpty)
            let second = sequel(of: first, prompt, seed: seed + 100)
            let opening = String(second.content.prefix { $0 != "\n" })
            #expect(Self.names(companion, in: opening), "\(language) \(seed): \(companion) in \(opening)")
            #expect(Self.names(place, in: opening), "\(language) \(seed): \(place) in \(opening)")
            let plot = { (story: GeneratedStory) in story.memory.keys.first { $0.hasPrefix("problem:") } }
            #expect(plot(second) != plot(first), "\(language) \(seed): a new plot")
            let friend = { (story: GeneratedStory) in story.memory.keys.first { $0.hasPrefix("companion:") } }
            #expect(friend(second) == friend(first))
            // The old friend is met again, not introduced as a stranger.
            #expect(second.memory.keys.contains { $0.hasPrefix("pool:sequel.meet.c") })
            #expect(!second.memory.keys.contains { $0.hasPrefix("companion:") && $0.hasSuffix(":meet") })
            #expect(second.recap.companion == companion)
        }
    }

    @Test func aThemedStorysSequelKeepsItsPlaceAndCompanion() {
        let prompt = TestPrompts.hero(event: "a trip to the moon with a friendly owl")
        let first = generator.story(for: prompt)
        #expect(first.recap.companion == "the friendly owl" && first.recap.place == "the moon")
        let second = sequel(of: first, prompt, seed: 42)
        let opening = String(second.content.prefix { $0 != "\n" })
        #expect(opening.contains("the friendly owl") && opening.contains("the moon"), "\(opening)")
    }

    @Test func aStoryWithoutACompanionIsRecalledByItsPlace() {
        // A one-minute story has no companion: the recall names the place alone.
        let prompt = TestPrompts.hero(duration: 60)
        let first = generator.story(for: prompt)
        #expect(first.recap.companion == nil)
        let second = sequel(of: first, prompt, seed: 7)
        let opening = String(second.content.prefix { $0 != "\n" })
        #expect(Self.names(first.recap.place, in: opening), "\(opening)")
        #expect(second.memory.keys.contains { $0.hasPrefix("pool:sequel.recall:") })
    }

    /// A model's story has no memory of content blocks: the offline sequel recalls the place
    /// its summary names, or nothing, never a place the story did not have.
    @Test func aModelsStoryIsRecalledByItsSummaryOrNotAtAll() {
        var prompt = TestPrompts.hero(seed: 3)
        prompt.sequel = StorySequel(title: "The Lantern", recap: StoryRecap(place: "the lighthouse", ending: "It shone."),
                                    memory: StoryMemory())
        let recalled = generator.story(for: prompt)
        #expect(String(recalled.content.prefix { $0 != "\n" }).contains("the lighthouse"))
        prompt.sequel = StorySequel(title: "The Lantern", recap: StoryRecap(ending: "It shone."), memory: StoryMemory())
        let unknown = generator.story(for: prompt)
        #expect(!unknown.memory.keys.contains { $0.hasPrefix("pool:sequel.recall") }, "nothing known, nothing recalled")
        #expect(!unknown.content.contains("{"))
    }

    @Test func aModelsStoryIsSummedUpByItsBeginningAndItsEnding() {
        let text = "Once there was a fox. It was small.\n\nThe fox found a lantern in the wood.\n\n"
            + "The lantern glowed, and the whole wood was bright again.\n\nGoodnight, little fox."
        let recap = StoryRecap(text: text)
        #expect(recap.beginning == "Once there was a fox. It was small.")
        #expect(recap.ending == "The lantern glowed, and the whole wood was bright again.")
        #expect(recap.companion == nil && recap.place == nil)
    }
}
