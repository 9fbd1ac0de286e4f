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
    let traits: [Trait]
    let abilityKind: AbilityKind?
    let ability: String?
    let appearance: String?
    let event: StoryEvent
    let theme: String?
    let wish: String?
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
        wish = TextSanitizer.phrase(prompt.customPrompt, maxWords: 24, maxCharacters: 160)
            .map { TextSanitizer.inline($0, keepCase: keepCase) }
        duration = min(max(prompt.targetDuration, Self.durations.lowerBound), Self.durations.upperBound)
    }

    /// Words the story should have: 130 spoken words a minute.
    var targetWords: Int { duration * 130 / 60 }
}
