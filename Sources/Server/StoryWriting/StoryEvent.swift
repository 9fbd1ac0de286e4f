import InfiniteStoriesModels

/// The kind of story world: one per built-in event, and `.theme` for free-text themes that match
/// none of them.
///
/// Its raw value is the content group of the event's settings, problems and places.
enum StoryEvent: String, CaseIterable, Sendable {
    case bedtime, school, birthday, weekend, rainy, family, friends, learning, helping, holiday, theme

    private static let builtIn: [String: StoryEvent] = [
        "Bedtime Adventure": .bedtime, "School Day Fun": .school, "Birthday Celebration": .birthday,
        "Weekend Explorer": .weekend, "Rainy Day Magic": .rainy, "Family Time": .family,
        "Making Friends": .friends, "Learning Something New": .learning, "Helping Others": .helping,
        "Holiday Adventure": .holiday,
    ]

    /// Folded word stems (five languages) that let a free-text theme borrow a built-in event's
    /// world, checked in this order; the theme's own words are still woven into the story.
    private static let themeKeywords: [(StoryEvent, [String])] = [
        (.birthday, ["birthday", "anniversaire", "cumpleanos", "geburtstag", "compleanno", "party", "fete", "fiesta", "festa"]),
        (.school, ["school", "class", "teacher", "ecole", "classe", "maitresse", "escuela", "colegio", "schule", "lehrer", "scuola", "maestra"]),
        (.rainy, ["rain", "puddle", "umbrella", "pluie", "flaque", "lluvia", "charco", "regen", "pfutze", "pioggia", "pozzanghera"]),
        (.holiday, ["holiday", "vacation", "beach", "seaside", "vacances", "plage", "mer", "vacaciones", "playa", "urlaub", "ferien", "strand", "meer", "vacanz", "spiaggia", "mare", "christmas", "noel", "navidad", "weihnacht", "natale"]),
        (.learning, ["learn", "lesson", "museum", "musee", "museo", "library", "bibliotheque", "biblioteca", "bibliothek", "science", "dinosaur", "apprendre", "aprender", "lernen", "imparare", "impara"]),
        (.friends, ["friend", "ami", "amie", "copain", "copine", "amigo", "amiga", "freund", "amico", "amica"]),
        (.family, ["family", "grandma", "grandpa", "granny", "famille", "mamie", "papi", "familia", "abuel", "familie", "oma", "opa", "famiglia", "nonn"]),
        (.helping, ["help", "aider", "entraide", "ayud", "helfen", "hilfe", "aiut"]),
        (.weekend, ["forest", "wood", "camping", "explor", "foret", "bois", "bosque", "wald", "bosco", "foresta", "esplor"]),
        (.bedtime, ["night", "moon", "star", "dream", "nuit", "lune", "etoile", "reve", "noche", "luna", "estrella", "sueno", "nacht", "mond", "stern", "traum", "notte", "stell", "sogn"]),
    ]

    /// The event for a prompt's `event` text and, for free text, the theme to weave in.
    static func resolve(_ text: String) -> (event: StoryEvent, theme: String?) {
        if let name = Catalog.builtInEvent(for: text), let event = builtIn[name] {
            return (event, nil)
        }
        guard let theme = TextSanitizer.phrase(text, maxWords: 10, maxCharacters: 80) else {
            return (.bedtime, nil)
        }
        let folded = " " + String(TextSanitizer.fold(theme).map { $0.isLetter ? $0 : " " }) + " "
        let words = folded.split(separator: " ").map(String.init)
        // A stem matches a word it starts, but not an English adverb or adjective made from it:
        // "a friendly owl" is not a story about making friends.
        let match = themeKeywords.first { _, stems in
            words.contains { word in stems.contains { word == $0 || (word.hasPrefix($0) && !word.hasSuffix("ly")) } }
        }
        return (match?.0 ?? .theme, theme)
    }
}
