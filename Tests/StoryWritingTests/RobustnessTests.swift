import StoryWriting
import InfiniteStoriesModels
import Testing

/// Odd input never crashes and still gives a readable story of the right length.
@Suite struct RobustnessTests {
    let generator = OfflineStoryGenerator()

    static let oddPrompts: [StoryPrompt] = [
        TestPrompts.hero(name: "   ", traits: [], abilities: []),
        TestPrompts.hero(name: "", traits: [""], abilities: ["", "  "], appearance: ""),
        TestPrompts.hero(name: "🦄✨", age: -5),
        TestPrompts.hero(name: "小明", age: 200, language: .french),
        TestPrompts.hero(name: String(repeating: "A", count: 10_000), traits: Array(repeating: "Kind", count: 500)),
        TestPrompts.hero(name: "Zoë\nthe\tgreat", abilities: ["can\nfly\n"], appearance: "\u{0007}bell\u{0000}"),
        TestPrompts.hero(event: String(repeating: "a very long theme about dragons and castles ", count: 60)),
        TestPrompts.hero(event: ""),
        TestPrompts.hero(event: "{N} {c} {goal}", wish: "{wish} {N's}"),
        TestPrompts.hero(traits: ["Sporty", "Nature-Loving", "zzz"], abilities: ["x"], language: .french),
        TestPrompts.hero(age: Int.max, duration: Int.min, seed: UInt64.max),
    ]

    @Test(arguments: oddPrompts)
    func oddInputStillGivesAFullStory(prompt: StoryPrompt) {
        let story = generator.story(for: prompt)
        let target = Double(min(max(prompt.targetDuration, 60), 900)) * 130 / 60
        #expect(abs(Double(story.wordCount) - target) <= target * 0.15)
        #expect((3...8).contains(story.scenes.count))
        #expect(!story.title.isEmpty)
        #expect(!story.content.contains("\n\n\n"))
    }

    @Test func anEmptyNameBecomesOurHero() {
        let story = generator.story(for: TestPrompts.hero(name: "  \n "))
        #expect(story.content.contains("our hero") || story.content.contains("Our hero"))
        let french = generator.story(for: TestPrompts.hero(name: "", language: .french))
        #expect(french.content.contains("notre héros") || french.content.contains("Notre héros"))
    }

    @Test func aVeryLongThemeIsShortenedAtAWordBoundary() {
        let theme = "a trip to the dinosaur museum with grandpa and lots of fossils to discover and a picnic after"
        let story = generator.story(for: TestPrompts.hero(event: theme))
        #expect(story.content.contains("the dinosaur museum"))
        #expect(!story.content.contains("fossils to discover") && !story.content.contains("a trip to the"))
    }

    @Test func unicodeNamesAreKeptIntact() {
        for name in ["小明", "Zoë", "Ægir", "Chloé-Anne"] {
            let story = generator.story(for: TestPrompts.hero(name: name))
            #expect(story.content.contains(name))
        }
    }

    @Test func aLowerCaseNameIsCapitalised() {
        let story = generator.story(for: TestPrompts.hero(name: "emma"))
        #expect(story.content.contains("Emma") && !story.content.contains(" emma"))
    }
}
