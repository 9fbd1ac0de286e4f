import Foundation
@testable import StoryWriting
import InfiniteStoriesModels
import Testing

/// Every story follows the bedtime arc, and the hero's own details drive it.
@Suite struct StoryArcTests {
    let generator = OfflineStoryGenerator()
    static let sleepWords = ["sleep", "asleep", "dream", "goodnight", "good night", "yawn", "bed"]

    @Test(arguments: TestPrompts.events)
    func beatsComeInOrderAndAllAppear(event: String) {
        for duration in [60, 420, 900] {
            let result = generator.compose(TestPrompts.hero(event: event, duration: duration, seed: 5))
            let parts = result.paragraphs.map(\.part)
            #expect(parts == parts.sorted(), "\(event) \(duration)s: \(parts)")
            #expect(Set(parts) == Set(ArcPart.allCases), "\(event) \(duration)s misses a beat: \(parts)")
        }
    }

    @Test func theAbilitySavesTheDayAfterTheProblem() throws {
        let abilities: [(String, [String])] = [
            ("Flying", ["flew", "fly", "flying", "air", "swoop"]),
            ("talk to animals", ["animal", "animals"]),
            ("Super strength", ["strength", "strong", "lifted", "heave"]),
            ("Glowing hands", ["light", "glow", "glowed"]),
        ]
        for (ability, keywords) in abilities {
            for seed in UInt64(1)...4 {
                let result = generator.compose(TestPrompts.hero(abilities: [ability], duration: 300, seed: seed))
                let problemIndex = try #require(result.paragraphs.firstIndex { $0.part == .problem })
                let climaxIndex = try #require(result.paragraphs.firstIndex { $0.part == .climax })
                #expect(problemIndex < climaxIndex)
                let climax = result.paragraphs.filter { $0.part == .climax }.flatMap(\.keptText).joined(separator: " ")
                let words = Set(TestPrompts.words(climax))
                #expect(keywords.contains(where: words.contains), "\(ability): climax does not show it: \(climax)")
            }
        }
    }

    @Test func anUnknownAbilityIsNamedInItsOwnWords() {
        let result = generator.compose(TestPrompts.hero(abilities: ["can talk to computers"], duration: 300))
        let climax = result.paragraphs.filter { $0.part == .climax }.flatMap(\.keptText).joined(separator: " ")
        #expect(climax.contains("talking to computers"))
    }

    @Test func withoutAnAbilityKindnessOrTheTraitSavesTheDay() {
        let kind = generator.compose(TestPrompts.hero(traits: [], abilities: [], duration: 300, seed: 3))
        let kindClimax = kind.paragraphs.filter { $0.part == .climax }.flatMap(\.keptText).joined(separator: " ")
        // Kindness in any of its words: kind, gentle, warm, soft, with care.
        #expect(["kind", "gentl", "warm", "soft", "care"].contains(where: kindClimax.lowercased().contains), "\(kindClimax)")
        let funny = generator.compose(TestPrompts.hero(traits: ["Funny"], abilities: [], duration: 300, seed: 3))
        let funnyClimax = Set(TestPrompts.words(funny.paragraphs.filter { $0.part == .climax }.flatMap(\.keptText).joined(separator: " ")))
        #expect(["laugh", "laughter", "laughed", "funny", "giggle", "joke"].contains(where: funnyClimax.contains))
    }

    @Test func theTraitHelpsOnTheJourney() {
        let expectations: [(String, [String])] = [
            ("Funny", ["laugh", "laughing", "joke", "silly", "funny", "game", "giggle"]),
            ("Musical", ["song", "sang", "hum", "tune", "melody", "rhythm", "music", "whistled"]),
            ("Brave", ["brave", "bravely", "fear", "scared", "scary", "courage", "heart", "afraid", "bold", "gulp", "wobbl"]),
        ]
        for (trait, keywords) in expectations {
            for duration in [60, 420] {
                let result = generator.compose(TestPrompts.hero(traits: [trait], duration: duration, seed: 8))
                let journey = TestPrompts.words(result.paragraphs.filter { $0.part == .journey }.flatMap(\.keptText).joined(separator: " "))
                // "laughed", "giggles", "jokes" show the trait as well as the bare words.
                #expect(keywords.contains { keyword in journey.contains { $0.hasPrefix(keyword) } },
                        "\(trait) \(duration)s: journey does not use it")
            }
        }
    }

    @Test func theOpeningIntroducesTheHeroAndTheEndingWindsDownToSleep() {
        for event in TestPrompts.events {
            for duration in [60, 420] {
                let story = generator.story(for: TestPrompts.hero(age: 6, event: event, duration: duration, seed: 2))
                let paragraphs = story.content.components(separatedBy: "\n\n")
                let first = paragraphs.first ?? ""
                #expect(first.contains("Emma") && first.contains("six"), "\(event): \(first)")
                let last = (paragraphs.last ?? "").lowercased()
                #expect(Self.sleepWords.contains(where: last.contains), "\(event): \(last)")
                #expect(story.content.hasSuffix(".") || story.content.hasSuffix("!"))
            }
        }
    }

    /// The look is told, the theme's nouns carry the story, a short wish is quoted once; a long
    /// wish is told through what it asks for and never read out word for word.
    @Test func theAppearanceAndTheThemeAndTheWishAreWovenIn() {
        let prompt = TestPrompts.hero(appearance: "a yellow raincoat and two missing front teeth",
                                      event: "pirates who love pancakes", wish: "Tell Mia her grandma loves her",
                                      duration: 420)
        let story = generator.story(for: prompt)
        // English keeps a look it cannot take apart as typed, after a colon.
        #expect(story.content.contains("a yellow raincoat and two missing front teeth"))
        #expect(TestPrompts.words(story.content).filter { $0.hasPrefix("pirate") }.count >= 3)
        #expect(!story.content.contains("pirates who love pancakes"))
        #expect(!story.content.lowercased().contains("tell mia her grandma"))

        let short = generator.story(for: TestPrompts.hero(wish: "Grandma loves you", duration: 420))
        #expect(short.content.lowercased().components(separatedBy: "grandma loves you").count == 2, "quoted once")

        let bike = generator.story(for: TestPrompts.hero(
            wish: "Lila is learning to ride a bike without training wheels, please put that in", duration: 420))
        #expect(!bike.content.contains("training wheels"))
        #expect(TestPrompts.words(bike.content).filter { $0 == "bicycle" }.count >= 2)
    }

    @Test func aLookIsToldInEveryLanguage() {
        let look = "curly red hair, green boots"
        let expected: [StoryLanguage: String] = [
            .english: "curly red hair and green boots", .french: "les cheveux roux et bouclés et des bottes vertes",
            .german: "lockige, rote Haare und grüne Stiefel", .spanish: "el pelo pelirrojo y rizado y botas verdes",
            .italian: "i capelli rossi e ricci e stivali verdi",
        ]
        for (language, phrase) in expected {
            let stories = (UInt64(1)...4).map {
                generator.story(for: TestPrompts.hero(appearance: look, language: language, duration: 600, seed: $0))
            }
            #expect(stories.contains { $0.content.contains(phrase) }, "\(language): \(stories[0].content.prefix(400))")
            #expect(!stories.contains { $0.content.contains("green boots") } || language == .english)
        }
    }

    @Test func theTitleNamesTheStoryNotATemplate() {
        for seed in UInt64(1)...20 {
            let story = generator.story(for: TestPrompts.hero(seed: seed))
            #expect(!story.title.isEmpty && !story.title.contains("{") && !story.title.contains("\n"))
        }
    }

    @Test func sentenceOpeningsVary() {
        let story = generator.story(for: TestPrompts.hero(duration: 900, seed: 4))
        let sentences = story.content.split(whereSeparator: { ".!?".contains($0) })
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { !$0.isEmpty }
        let openings = sentences.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        let repeats = zip(openings, openings.dropFirst()).filter { $0 == $1 }.count
        #expect(Double(repeats) / Double(openings.count) < 0.12, "\(repeats) of \(openings.count) sentences start like the one before")
    }
}
