@testable import StoryWriting
import InfiniteStoriesModels
import SharedUtilities
import Testing

/// The small building blocks, checked against values worked out by hand.
@Suite struct UnitTests {
    @Test func splitMix64MatchesTheReferenceSequence() {
        // Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(generator.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func shufflingIsAPermutationAndDeterministic() {
        var first = SplitMix64(seed: 9), second = SplitMix64(seed: 9)
        let items = Array(0..<50)
        let shuffled = first.shuffled(items)
        #expect(shuffled == second.shuffled(items))
        #expect(shuffled.sorted() == items && shuffled != items)
        #expect(first.below(0) == 0)
    }

    @Test func frenchElisionAndContractionAtSlots() {
        let rules = LanguageRules(language: .french)
        let slots = ["N": "Inès", "goal": "le sommet de la colline", "c": "les lucioles", "target": "la lune"]
        #expect(rules.render(TemplateLine("le sac de {N}"), slots: slots) == "Le sac d’Inès")
        #expect(rules.render(TemplateLine("jusqu'à {goal}"), slots: slots) == "Jusqu’au sommet de la colline")
        #expect(rules.render(TemplateLine("loin de {goal}"), slots: slots) == "Loin du sommet de la colline")
        #expect(rules.render(TemplateLine("grâce à {c}"), slots: slots) == "Grâce aux lucioles")
        #expect(rules.render(TemplateLine("près de {target}"), slots: slots) == "Près de la lune")
        #expect(rules.render(TemplateLine("plein de {x}"), slots: ["x": "des pirates"]) == "Plein de pirates")
        #expect(rules.render(TemplateLine("« Bravo ! » dit {N} : oui ; non ?"), slots: slots)
                == "«\u{00A0}Bravo\u{202F}!\u{00A0}» dit Inès\u{00A0}: oui\u{202F}; non\u{202F}?")
    }

    @Test func otherLanguagesContractTheirArticles() {
        #expect(LanguageRules(language: .spanish).render(TemplateLine("cerca de {x}"), slots: ["x": "el río"]) == "Cerca del río")
        #expect(LanguageRules(language: .italian).render(TemplateLine("vicino a {x}"), slots: ["x": "il fiume"]) == "Vicino al fiume")
        #expect(LanguageRules(language: .italian).render(TemplateLine("in {x}"), slots: ["x": "l’acqua"]) == "Nell’acqua")
        #expect(LanguageRules(language: .german).render(TemplateLine("in {x}"), slots: ["x": "dem Wald"]) == "Im Wald")
        #expect(LanguageRules(language: .english).render(TemplateLine("a {x}"), slots: ["x": "eight-year-old"]) == "An eight-year-old")
    }

    @Test func aSlotStartingANewSentenceIsCapitalised() {
        let line = TemplateLine("\"Wow,\" said {N}. {c} agreed.")
        #expect(LanguageRules(language: .english).render(line, slots: ["N": "Emma", "c": "the owl"])
                == "\"Wow,\" said Emma. The owl agreed.")
    }

    @Test func freeTextIsCleanedAndShortenedSensibly() {
        #expect(TextSanitizer.clean("  hello \n\t world  ", maxWords: 10, maxCharacters: 100) == "hello world")
        #expect(TextSanitizer.clean(" \n ", maxWords: 10, maxCharacters: 100) == nil)
        #expect(TextSanitizer.clean("one two three four and five", maxWords: 5, maxCharacters: 100) == "one two three four")
        #expect(TextSanitizer.clean(String(repeating: "x", count: 500), maxWords: 3, maxCharacters: 40)?.count == 40)
        #expect(TextSanitizer.phrase("a trip to the museum with grandpa and lots of fossils", maxWords: 9, maxCharacters: 80)
                == "a trip to the museum with grandpa")
        #expect(TextSanitizer.clean("Dragons!!!", maxWords: 5, maxCharacters: 50) == "Dragons")
    }

    @Test func abilitiesReadAsGerundsInEnglish() {
        #expect(TextSanitizer.ability("can talk to cats", english: true) == "talking to cats")
        #expect(TextSanitizer.ability("can swim underwater", english: true) == "swimming underwater")
        #expect(TextSanitizer.ability("can make plants grow", english: true) == "making plants grow")
        #expect(TextSanitizer.ability("super strength", english: true) == "super strength")
        #expect(TextSanitizer.ability("peut voler", english: false) == "voler")
        #expect(TextSanitizer.gerund("fly") == "flying" && TextSanitizer.gerund("run") == "running")
        #expect(TextSanitizer.gerund("see") == "seeing" && TextSanitizer.gerund("lie") == "lying")
    }

    @Test func traitsAndAbilitiesAreRecognisedInSeveralLanguages() {
        #expect(HeroTrait(recognising: "Nature-Loving") == .natureLoving)
        #expect(HeroTrait(recognising: "courageuse") == .brave)
        #expect(HeroTrait(recognising: "Neugierig") == .curious)
        #expect(HeroTrait(recognising: "sleepy") == nil)
        #expect(AbilityKind(recognising: "Flying") == .flight)
        #expect(AbilityKind(recognising: "parler aux animaux") == .animals)
        #expect(AbilityKind(recognising: "breathe underwater") == .water)
        #expect(AbilityKind(recognising: "shoot lightning") == .weather)
        #expect(AbilityKind(recognising: "brain power") == .mind || AbilityKind(recognising: "brain power") == .other)
        #expect(AbilityKind(recognising: "juggling") == .other)
    }

    @Test func eventsAndThemesResolve() {
        #expect(StoryEvent.resolve("School Day Fun").event == .school)
        #expect(StoryEvent.resolve("holiday").event == .holiday)
        #expect(StoryEvent.resolve("School Day Fun").theme == nil)
        let theme = StoryEvent.resolve("a rainy afternoon with puddles")
        #expect(theme.event == .rainy && theme.theme == "a rainy afternoon with puddles")
        #expect(StoryEvent.resolve("space pirates").event == .theme)
        #expect(StoryEvent.resolve("   ").event == .bedtime)
    }

    @Test func scenesSplitEvenlyOnParagraphs() {
        #expect(SceneSplitter.groups(wordsPerParagraph: [10, 10, 10, 10, 10, 10], count: 3) == [0..<2, 2..<4, 4..<6])
        #expect(SceneSplitter.groups(wordsPerParagraph: [5, 5], count: 3) == [0..<1, 1..<2])
        #expect(SceneSplitter.groups(wordsPerParagraph: [100, 1, 1, 1], count: 2) == [0..<1, 1..<4])
        #expect(SceneSplitter.sceneCount(forWords: 130) == 3 && SceneSplitter.sceneCount(forWords: 1950) == 8)
    }

    @Test func wordsAreCountedAsSpoken() {
        #expect(WordCounter.count("« Bravo ! » dit Léa — six-year-old.") == 4)
        #expect(WordCounter.count("") == 0 && WordCounter.count("  \n ") == 0)
        // ASCII and the rest alike: tabs, a no-break space and ideographic space separate;
        // digits and letters of any script make a word, punctuation alone does not.
        #expect(WordCounter.count("one\ttwo\u{00A0}three\u{3000}四 ... 42 !? ¡") == 5)
        #expect(WordCounter.count("été\r\nnaïve — 3") == 3)
    }
}
