import StoryWriting
import InfiniteStoriesModels

/// Prompts shared by the tests, so each test states only what it varies.
enum TestPrompts {
    static func hero(name: String = "Emma", age: Int = 7, traits: [String] = ["Brave", "Curious"],
                     abilities: [String] = ["Flying"], appearance: String? = "curly red hair and green eyes",
                     event: String = "Bedtime Adventure", wish: String? = nil,
                     language: StoryLanguage = .english, duration: Int = 420, seed: UInt64 = 1) -> StoryPrompt {
        StoryPrompt(heroName: name, heroAge: age, traits: traits, specialAbilities: abilities,
                    appearance: appearance, event: event, customPrompt: wish, language: language,
                    targetDuration: duration, seed: seed)
    }

    /// Every built-in event, an alias, and a free-text theme.
    static let events = Catalog.events + ["Holiday", "space pirates and a friendly octopus"]

    /// Spoken words: whitespace-separated tokens with a letter or digit ("six-year-old" is one).
    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: \.isWhitespace)
            .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
            .count
    }

    /// Lower-cased words of a text (letters and digits only), for word-level comparisons.
    static func words(_ text: String) -> [String] {
        text.lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") })
            .map(String.init)
    }
}
