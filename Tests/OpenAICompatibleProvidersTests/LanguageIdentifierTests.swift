import StoryWriting
import InfiniteStoriesModels
@testable import OpenAICompatibleProviders
import Testing

/// The function-word language identifier on real text: the openings of public-domain tales in
/// each language and bedtime paragraphs as a model writes them; short and mixed text is not
/// identified; and the gate that holds a stream's first words back until they are.
@Suite struct LanguageIdentifierTests {
    static let texts: [StoryLanguage: [String]] = [
        .english: [
            // Beatrix Potter, The Tale of Peter Rabbit (1902).
            "Once upon a time there were four little Rabbits, and their names were Flopsy, Mopsy, Cotton-tail, and Peter. "
                + "They lived with their Mother in a sand-bank, underneath the root of a very big fir-tree.",
            "Once upon a time, in a little house at the edge of the forest, there lived a girl called Emma. Every night, "
                + "when the moon came up, she opened her window and listened to the owls.",
        ],
        .german: [
            // Brüder Grimm, Rotkäppchen (1857).
            "Es war einmal eine kleine süße Dirne, die hatte jedermann lieb, der sie nur ansah, am allerliebsten aber "
                + "ihre Großmutter, die wußte gar nicht, was sie alles dem Kinde geben sollte.",
            "Es war einmal ein kleines Haus am Rand des Waldes, und darin wohnte ein Mädchen namens Emma. Jeden Abend, "
                + "wenn der Mond aufging, öffnete sie ihr Fenster und hörte den Eulen zu.",
        ],
        .french: [
            // Charles Perrault, Le Petit Chaperon rouge (1697).
            "Il était une fois une petite fille de village, la plus jolie qu'on eût su voir ; sa mère en était folle, "
                + "et sa mère-grand plus folle encore. Cette bonne femme lui fit faire un petit chaperon rouge, qui lui "
                + "seyait si bien, que partout on l'appelait le Petit Chaperon rouge.",
            "Il était une fois, dans une petite maison au bord de la forêt, une fillette qui s'appelait Emma. Chaque "
                + "soir, quand la lune se levait, elle ouvrait sa fenêtre et écoutait les hiboux.",
        ],
        .spanish: [
            "Mia miró la luna y sonrió. El viento cantaba una canción suave entre los árboles, y un búho parpadeó dos "
                + "veces desde el viejo roble. Pronto se le cerraron los ojos, y se quedó dormida.",
            "Había una vez, en una casita al borde del bosque, una niña que se llamaba Emma. Cada noche, cuando salía "
                + "la luna, abría su ventana y escuchaba a los búhos.",
        ],
        .italian: [
            // Carlo Collodi, Le avventure di Pinocchio (1883).
            "C'era una volta un pezzo di legno. Non era un legno di lusso, ma un semplice pezzo da catasta, di quelli "
                + "che d'inverno si mettono nelle stufe e nei caminetti per accendere il fuoco e per riscaldare le stanze.",
            "C'era una volta, in una casetta al limitare del bosco, una bambina che si chiamava Emma. Ogni sera, quando "
                + "sorgeva la luna, apriva la finestra e ascoltava i gufi.",
        ],
    ]

    @Test(arguments: StoryLanguage.allCases)
    func realSentencesAreIdentified(language: StoryLanguage) {
        for text in Self.texts[language] ?? [] {
            #expect(StoryLanguageIdentifier.identify(text) == language, "\(text.prefix(40))")
            // And never as another language, even from their first twelve words (the gate's case).
            let start = text.split(separator: " ").prefix(12).joined(separator: " ")
            let found = StoryLanguageIdentifier.identify(start)
            #expect(found == nil || found == language, "\(start): \(String(describing: found))")
        }
    }

    @Test func titlesNeedTwoFunctionWordsOfOneLanguage() {
        let identify = { StoryLanguageIdentifier.identify($0, minimumEvidence: StoryLanguageIdentifier.titleEvidence) }
        #expect(identify("Mia and the Moon") == .english)
        #expect(identify("Mia und der Mond") == .german)
        #expect(identify("Emma et les étoiles du ciel") == .french)
        #expect(identify("Emma y los búhos") == .spanish)
        #expect(identify("Emma e il gufo della notte") == .italian)
        // One function word, or none, tells nothing; nor do articles the Romance languages share
        // ("le", "il"): such a title is left to the story's first words.
        #expect(identify("The Sleepy Dragon") == nil)
        #expect(identify("Mia's Moonlight") == nil)
        #expect(identify("Die Eule") == nil)
        #expect(identify("Emma et le hibou") == nil)
        #expect(identify("Emma e il gufo") == nil)
    }

    @Test func shortOrEvenlyMixedTextIsNotIdentified() {
        #expect(StoryLanguageIdentifier.identify("") == nil)
        #expect(StoryLanguageIdentifier.identify("Mia and Renée") == nil)
        #expect(StoryLanguageIdentifier.identify("Emma, Mia, Leo! 🌙") == nil)
        // Half English, half German: neither dominates.
        let mixed = (Self.texts[.english]?[1] ?? "") + " " + (Self.texts[.german]?[1] ?? "")
        #expect(StoryLanguageIdentifier.identify(mixed) == nil)
        // A German story quoting an English line is still German.
        let quoting = (Self.texts[.german] ?? []).joined(separator: " ") + " \"Good night, owl,\" she said."
        #expect(StoryLanguageIdentifier.identify(quoting) == .german)
    }

    @Test func elisionsAndCaseAreReadAsWords() {
        #expect(StoryLanguageIdentifier.words(of: "L'ÉTOILE qu'on n'a vue") == ["l", "étoile", "qu", "on", "n", "a", "vue"])
        #expect(StoryLanguageIdentifier.words(of: "c’era 3 volte") == ["c", "era", "volte"])
    }

    // MARK: The gate

    @Test func theGateHoldsUntilTheLanguageShowsThenLetsTheTextThrough() {
        var gate = LanguageGate(expected: .french)
        // A title without function words tells nothing; nor do the first three words.
        #expect(gate.read(title: "Emma") == .hold)
        #expect(gate.read("Emma regarda ") == .hold)
        #expect(gate.read("longtemps ") == .hold)
        #expect(gate.read("la lune et les étoiles qui brillaient dans le ciel. ") == .pass)
        #expect(gate.read("Elle sourit.") == .pass)
    }

    @Test func aTitleInTheLanguageOpensTheGateAtOnce() {
        var gate = LanguageGate(expected: .english)
        #expect(gate.read(title: "Mia and the Lantern of the Patient Owl") == .pass)
        #expect(gate.read("Mia ") == .pass)
    }

    @Test func aStartInAnotherLanguageIsWrongBeforeAnythingPasses() {
        var byTitle = LanguageGate(expected: .german)
        #expect(byTitle.read(title: "Mia and the Moon") == .wrong(.english))

        var byText = LanguageGate(expected: .german)
        #expect(byText.read(title: "Emma") == .hold)
        #expect(byText.read("Once upon a time, ") == .hold)
        #expect(byText.read("there was a girl who lived by the sea") == .wrong(.english))
    }

    @Test func textThatCannotBeToldPassesAtTheWindowOrAtTheEnd() {
        var gate = LanguageGate(expected: .spanish)
        let names = Array(repeating: "Emma, Leo, Mia! ", count: 13).joined()  // 39 words, no function word
        #expect(gate.read(names) == .hold)
        #expect(gate.read("Zoé!") == .pass, "past the window")

        var short = LanguageGate(expected: .spanish)
        #expect(short.read("Emma, Leo!") == .hold)
        #expect(short.finish() == .pass)
    }

    @Test func textLetThroughIsStillCheckedUntilTheWindowEnds() {
        var gate = LanguageGate(expected: .german)
        #expect(gate.read(title: "Mia und der Mond") == .hold)
        #expect(gate.read("Mia und der Mond waren ") == .pass)
        // The model switches language within the first forty words: stopped there.
        #expect(gate.read("and then the moon said that they would all go to the sea with the owl and the fox") == .wrong(.english))
    }
}
