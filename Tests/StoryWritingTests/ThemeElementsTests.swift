@testable import StoryWriting
import InfiniteStoriesModels
import Testing

/// A theme is taken apart by its small words, in English and French, without guessing at nouns.
@Suite struct ThemeElementsTests {
    typealias Noun = ThemeElements.Noun

    static func elements(_ theme: String, _ language: StoryLanguage = .english) -> ThemeElements {
        ThemeElements(theme: theme, language: language, possessive: "Emma's")
    }

    @Test func englishThemesGiveTheirPlaceCompanionAndThing() {
        let moon = Self.elements("a trip to the moon with a friendly owl")
        #expect(moon.place == Noun(indefinite: "the moon", definite: "the moon"))
        #expect(moon.companion == Noun(indefinite: "a friendly owl", definite: "the friendly owl"))
        #expect(moon.thing == nil)
        let ship = Self.elements("a pirate ship lost in the fog")
        #expect(ship.thing == Noun(indefinite: "a pirate ship", definite: "the pirate ship"))
        #expect(ship.place?.definite == "the fog" && ship.companion == nil)
        let cake = Self.elements("baking a giant cake with grandma")
        #expect(cake.thing == Noun(indefinite: "a giant cake", definite: "the giant cake"))
        #expect(cake.companion == Noun(indefinite: "grandma", definite: "grandma") && cake.place == nil)
        #expect(Self.elements("a day at the beach with my little brother").companion?.definite == "Emma's little brother")
        #expect(Self.elements("a castle in the clouds").place?.definite == "the clouds")
    }

    @Test func frenchThemesGiveTheirPlaceCompanionAndThing() {
        let moon = Self.elements("un voyage sur la lune avec un hibou gentil", .french)
        #expect(moon.place?.definite == "la lune" && moon.thing == nil)
        #expect(moon.companion == Noun(indefinite: "un hibou gentil", definite: "le hibou gentil"))
        let ship = Self.elements("un bateau pirate perdu dans le brouillard", .french)
        #expect(ship.thing == Noun(indefinite: "un bateau pirate", definite: "le bateau pirate"))
        #expect(ship.place?.definite == "le brouillard")
        let cake = Self.elements("faire un gâteau géant avec mamie", .french)
        #expect(cake.thing?.definite == "le gâteau géant" && cake.companion?.definite == "mamie")
        #expect(Self.elements("une journée au zoo avec un ours", .french).place?.definite == "le zoo")
        #expect(Self.elements("une journée au zoo avec un ours", .french).companion?.definite == "l’ours")
        #expect(Self.elements("un pique-nique près de la rivière avec ma cousine", .french).place?.definite == "la rivière")
        #expect(Self.elements("un pique-nique près de la rivière avec ma cousine", .french).companion?.definite == "sa cousine")
    }

    @Test func aGroupIsNotTakenForOneCompanion() {
        #expect(Self.elements("a picnic with friends").companion == nil)
        #expect(Self.elements("a picnic with two dogs").companion == nil)
        #expect(Self.elements("un goûter avec des amis", .french).companion == nil)
    }

    @Test func aThemeWithoutSmallWordsIsWhatTheStoryIsAbout() {
        #expect(Self.elements("dragons") == ThemeElements(theme: "dragons", language: .english, possessive: "Emma's"))
        #expect(Self.elements("dragons").thing?.definite == "dragons")
        #expect(Self.elements("a trip").isEmpty)
    }

    @Test func englishTitlesCapitaliseTheirWords() {
        #expect(ThemeElements.titleCase("the friendly owl of the woods", language: .english) == "the Friendly Owl of the Woods")
        #expect(ThemeElements.titleCase("le hibou gentil", language: .french) == "le hibou gentil")
    }
}
