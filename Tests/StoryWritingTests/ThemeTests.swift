import StoryWriting
import InfiniteStoriesModels
import Testing

/// A free-text theme is what the story is about: its place and companion carry the plot from the
/// title to the last scene, instead of a built-in world with the theme quoted once or twice.
@Suite struct ThemeTests {
    let generator = OfflineStoryGenerator()

    /// A theme as a parent types it, the story's language and the nouns the story must be built on.
    struct Theme: Sendable, CustomTestStringConvertible {
        let text: String
        let language: StoryLanguage
        let nouns: [String]
        var testDescription: String { "\(text) (\(language.code))" }
    }

    static let themes: [Theme] = [
        Theme(text: "a trip to the moon with a friendly owl", language: .english, nouns: ["moon", "owl"]),
        Theme(text: "a pirate ship lost in the fog", language: .english, nouns: ["ship", "fog"]),
        Theme(text: "baking a giant cake with grandma", language: .english, nouns: ["cake", "grandma"]),
        Theme(text: "a day at the beach with my little brother", language: .english, nouns: ["beach", "brother"]),
        Theme(text: "un voyage sur la lune avec un hibou gentil", language: .french, nouns: ["lune", "hibou"]),
        Theme(text: "un bateau pirate perdu dans le brouillard", language: .french, nouns: ["bateau", "brouillard"]),
        Theme(text: "faire un gâteau géant avec mamie", language: .french, nouns: ["gâteau", "mamie"]),
    ]

    /// Whether a text holds a noun as a word or the start of one ("owl's", "owls").
    static func mentions(_ text: String, _ noun: String) -> Bool {
        TestPrompts.words(text).contains { $0.hasPrefix(noun) }
    }

    @Test(arguments: themes)
    func theThemesNounsCarryTheTitleTheOpeningAndMostScenes(theme: Theme) {
        for duration in [60, 420, 900] {
            for seed in UInt64(1)...4 {
                let prompt = TestPrompts.hero(appearance: nil, event: theme.text, language: theme.language,
                                              duration: duration, seed: seed)
                let story = generator.story(for: prompt)
                let label = "\(theme.text) \(duration)s seed \(seed)"
                let opening = story.title + "\n" + (story.scenes.first?.textSegment ?? "")
                for noun in theme.nouns {
                    #expect(Self.mentions(opening, noun), "\(label): \(noun) is not in the title or the opening")
                    let scenes = story.scenes.filter { Self.mentions($0.textSegment, noun) }.count
                    #expect(scenes * 2 >= story.scenes.count,
                            "\(label): \(noun) in \(scenes) of \(story.scenes.count) scenes")
                }
                let themed = story.scenes.filter { scene in theme.nouns.contains { Self.mentions(scene.textSegment, $0) } }
                #expect(themed.count * 3 >= story.scenes.count * 2,
                        "\(label): the theme is in \(themed.count) of \(story.scenes.count) scenes")
            }
        }
    }

    @Test(arguments: themes)
    func aThemedStoryKeepsItsLengthAndLanguage(theme: Theme) {
        for duration in [60, 300, 600, 900] {
            for (seed, age) in [(UInt64(1), 4), (2, 11), (3, 7)] {
                let prompt = TestPrompts.hero(age: age, appearance: nil, event: theme.text, language: theme.language,
                                              duration: duration, seed: seed)
                let story = generator.story(for: prompt)
                let target = Double(duration) * 130 / 60
                #expect(abs(Double(story.wordCount) - target) <= target * 0.15, "\(theme.text) \(duration)s")
                #expect(!story.content.contains("{") && !story.title.isEmpty)
                if theme.language == .french {
                    let english = TestPrompts.words(story.content).filter(LanguageTests.englishFiller.contains)
                    #expect(english.isEmpty, "\(theme.text): English words \(Set(english))")
                }
            }
        }
    }

    @Test func aThemeNeverReadsAsABuiltInWorldItDoesNotName() {
        // "friendly" is not "friends": the story about the moon and an owl is not set in a park
        // with a carousel and a duck.
        for seed in UInt64(1)...6 {
            let story = generator.story(for: TestPrompts.hero(event: "a trip to the moon with a friendly owl", seed: seed))
            let words = Set(TestPrompts.words(story.title + " " + story.content))
            #expect(words.isDisjoint(with: ["carousel", "duck", "playground", "sandpit"]), "seed \(seed)")
        }
    }

    /// A French story cannot translate an ability it does not recognise; it quotes it as the
    /// hero's own words instead of dropping English into a French sentence.
    @Test func aFrenchStoryQuotesAnAbilityInTheChildsOwnWords() {
        for seed in UInt64(1)...6 {
            let prompt = TestPrompts.hero(name: "Léa", abilities: ["talks to computers"], appearance: nil,
                                          event: "Bedtime Adventure", language: .french, duration: 420, seed: seed)
            let story = generator.story(for: prompt)
            let quoted = "«\u{00A0}talks to computers\u{00A0}»"
            #expect(story.content.contains(quoted), "seed \(seed)")
            let bare = story.content.replacingOccurrences(of: quoted, with: "")
            #expect(!bare.contains("talks to computers"), "seed \(seed): the ability is not quoted everywhere")
        }
    }

    /// A power named after an animal is the gift of speaking with animals, told natively.
    @Test func talkingToOwlsIsTheGiftOfAnimals() {
        for language in [StoryLanguage.english, .french, .german] {
            let story = generator.story(for: TestPrompts.hero(abilities: ["talks to owls"], appearance: nil,
                                                              language: language, duration: 420, seed: 2))
            #expect(!story.content.contains("talks to owls"), "\(language)")
        }
    }

    /// An English theme in a German, Spanish or Italian story is told with the language's own nouns.
    @Test func anEnglishThemeIsToldInTheStorysLanguage() {
        let nouns: [StoryLanguage: [String]] = [.german: ["mond", "drache"], .spanish: ["luna", "dragón"],
                                                .italian: ["luna", "drago"], .french: ["lune", "dragon"]]
        for (language, expected) in nouns {
            let story = generator.story(for: TestPrompts.hero(appearance: nil, event: "a trip to the moon with a dragon",
                                                              language: language, duration: 420, seed: 3))
            for noun in expected {
                #expect(TestPrompts.words(story.content).filter { $0.hasPrefix(noun) }.count >= 3, "\(language) \(noun)")
            }
            #expect(!story.content.contains("moon") && !story.content.contains("a trip to"), "\(language)")
        }
    }

    @Test func aFrenchAbilityTheContentKnowsIsToldInFrench() {
        let story = generator.story(for: TestPrompts.hero(name: "Léa", abilities: ["Flying"], appearance: nil, language: .french, seed: 3))
        #expect(!story.content.contains("Flying") && !story.content.contains("flying"))
        #expect(TestPrompts.words(story.content).contains { $0.hasPrefix("vol") || $0.hasPrefix("envol") })
    }
}
