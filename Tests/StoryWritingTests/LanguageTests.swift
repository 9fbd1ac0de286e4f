import Foundation
import StoryWriting
import InfiniteStoriesModels
import Testing

/// Stories are written in the requested language, with its own typography.
@Suite struct LanguageTests {
    let generator = OfflineStoryGenerator()
    static let englishFiller: Set<String> = ["the", "and", "was", "with", "of", "to", "then", "said", "were"]
    static let frenchCommon: Set<String> = ["le", "la", "les", "et", "de", "un", "une", "des", "dans"]

    /// The built-in events, and a free theme typed in French (an English theme would rightly
    /// appear in English).
    static let frenchEvents = Catalog.events + ["des pirates de l'espace et une pieuvre gentille"]

    @Test(arguments: frenchEvents)
    func frenchStoriesAreFrenchThroughAndThrough(event: String) {
        for seed in UInt64(1)...3 {
            let story = generator.story(for: TestPrompts.hero(name: "Léa", traits: ["Brave", "Funny"],
                                                              abilities: ["voler"], appearance: nil,
                                                              event: event, language: .french, seed: seed))
            let words = TestPrompts.words(story.content)
            let english = words.filter(Self.englishFiller.contains)
            #expect(english.isEmpty, "\(event): English words \(Set(english))")
            let common = words.filter(Self.frenchCommon.contains).count
            #expect(Double(common) / Double(words.count) > 0.12)
            #expect(story.content.contains(where: { "éèàçù".contains($0) }))
            #expect(!TestPrompts.words(story.title).contains(where: Self.englishFiller.contains))
        }
    }

    @Test func frenchTypographyIsRespected() {
        for seed in UInt64(1)...10 {
            let text = generator.story(for: TestPrompts.hero(language: .french, duration: 600, seed: seed)).content
            // No plain space before ! ? ; : » and none missing after «; the typographic apostrophe.
            for mark in ["!", "?", ";", ":", "»"] {
                #expect(!text.contains(" " + mark), "plain space before \(mark)")
            }
            #expect(!text.contains("« ") && !text.contains("'"))
            for (index, character) in zip(text.indices, text) where "!?;:".contains(character) && index > text.startIndex {
                let before = text[text.index(before: index)]
                #expect(before == "\u{202F}" || before == "\u{00A0}" || "!?".contains(before), "no thin space before \(character)")
            }
        }
    }

    @Test func frenchElidesBeforeVowels() {
        let story = generator.story(for: TestPrompts.hero(name: "Inès", language: .french, duration: 900, seed: 4))
        #expect(!story.content.contains("de Inès") && !story.content.contains("que Inès"))
        #expect(story.content.contains("d’Inès") || story.content.contains("qu’Inès"))
    }

    @Test func englishStoriesHaveNoFrench() {
        let words = Set(TestPrompts.words(generator.story(for: TestPrompts.hero(duration: 600)).content))
        #expect(words.isDisjoint(with: ["le", "les", "une", "dans", "était"]))
    }

    @Test func languagesWithoutContentAreToldInEnglish() {
        for language in StoryLanguage.allCases where !OfflineStoryGenerator.nativeLanguages.contains(language) {
            let words = TestPrompts.words(generator.story(for: TestPrompts.hero(language: language)).content)
            #expect(words.contains("the") && words.contains("and"))
        }
        #expect(OfflineStoryGenerator.nativeLanguages.isSuperset(of: [.english, .french]))
    }
}
