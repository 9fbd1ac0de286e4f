import InfiniteStoriesModels

/// A prompt made safe and ready to tell: clean text, clamped numbers, recognised traits and
/// ability, the event's world and the words a language needs for the hero.
struct HeroProfile: Sendable {
    /// A trait the plot uses: one the content knows, or the parent's own word.
    enum Trait: Sendable, Equatable {
        case known(HeroTrait)
        case other(String)
    }

    let name: String
    let usesFallbackName: Bool
    let age: Int
    /// Ages 3-5 get the simpler sentences first.
    let isYoung: Bool
    /// Ages up to 4 hear the shortest sentences, one idea at a time (`ShortSentences`).
    var isLittle: Bool { age <= 4 }

    let traits: [Trait]
    let abilityKind: AbilityKind?
    let ability: String?
    let appearance: String?
    let event: StoryEvent
    let theme: String?
    /// A parent's short wish for a built-in event, quoted once in the story.
    let wish: String?
    /// What a custom event's prompt or a theme's longer description says, for its nouns only:
    /// it is written for a writer ("Write a bedtime story called ..."), so it is never quoted.
    let brief: String?
    /// A custom event's keywords.
    let keywords: [String]
    let duration: Int

    static let ages = 3...12
    static let durations = 60...900

    init(prompt: StoryPrompt, fallbackName: String) {
        let keepCase = prompt.language == .german
        if let cleaned = TextSanitizer.clean(prompt.heroName, maxWords: 4, maxCharacters: 40) {
            name = TextSanitizer.name(cleaned)
            usesFallbackName = false
        } else {
            name = fallbackName
            usesFallbackName = true
        }
        age = min(max(prompt.heroAge, Self.ages.lowerBound), Self.ages.upperBound)
        isYoung = age <= 5
        var traits: [Trait] = []
        for raw in prompt.traits.prefix(12) {
            guard let cleaned = TextSanitizer.clean(raw, maxWords: 3, maxCharacters: 30) else { continue }
            let trait: Trait = HeroTrait(recognising: cleaned).map(Trait.known)
                ?? .other(TextSanitizer.inline(cleaned, keepCase: keepCase))
            if !traits.contains(trait) { traits.append(trait) }
        }
        self.traits = traits
        let ability = prompt.specialAbilities.lazy
            .compactMap { TextSanitizer.clean($0, maxWords: 6, maxCharacters: 60) }.first
        self.ability = ability.map {
            TextSanitizer.ability(TextSanitizer.inline($0, keepCase: keepCase), english: prompt.language == .english)
        }
        abilityKind = ability.map(AbilityKind.init(recognising:))
        appearance = TextSanitizer.phrase(prompt.appearance, maxWords: 14, maxCharacters: 110)
            .map { TextSanitizer.inline($0, keepCase: keepCase) }
        let resolved = StoryEvent.resolve(prompt.event)
        event = resolved.event
        theme = resolved.theme.map { TextSanitizer.inline($0, keepCase: keepCase) }
        let custom = TextSanitizer.clean(prompt.customPrompt, maxWords: 120, maxCharacters: 1000)
        if theme != nil || custom.map(Self.isInstruction) == true {
            brief = custom
            wish = nil
        } else if let custom, custom.split(separator: " ").count > Self.quotedWishWords {
            // A longer wish is told through what it asks for, never read out word for word.
            brief = custom
            wish = nil
        } else {
            brief = nil
            wish = custom.map { TextSanitizer.inline($0, keepCase: keepCase) }
        }
        keywords = prompt.keywords.prefix(12).compactMap { TextSanitizer.clean($0, maxWords: 3, maxCharacters: 40) }
        duration = min(max(prompt.targetDuration, Self.durations.lowerBound), Self.durations.upperBound)
    }

    /// The longest wish read out as the parent wrote it ("Grandma loves you"); a longer one is a brief.
    static let quotedWishWords = 4

    /// Words that address a writer, in the five languages: a text with them is a brief to read
    /// for its nouns, never words to read to a child.
    private static let instructionMarkers = [
        "write ", "story about", "story called", "bedtime story", "children aged", "for kids", "the idea",
        "écris", "ecris", "histoire sur", "histoire qui", "enfants de", "l'idée", "l’idée",
        "schreib", "geschichte über", "geschichte ueber", "kinder im alter", "die idee",
        "escribe", "cuento sobre", "historia sobre", "niños de", "la idea",
        "scrivi", "storia su", "bambini di", "l'idea", "l’idea",
    ]

    static func isInstruction(_ text: String) -> Bool {
        let lower = text.lowercased()
        return instructionMarkers.contains { lower.contains($0) }
    }

    /// Words the story should have: 130 spoken words a minute.
    var targetWords: Int { duration * 130 / 60 }
}
