import Foundation

/// The contract's client-side choices (section 8) and built-in events (section 4).
public enum Catalog {
    /// Hero traits offered in pickers: the upstream app's ten, then the seed documents' six.
    public static let traits = [
        "Brave", "Kind", "Curious", "Funny", "Smart", "Adventurous", "Creative", "Helpful",
        "Gentle", "Magical", "Clever", "Musical", "Athletic", "Artistic", "Scientific", "Nature-Loving",
    ]

    /// Narration voices; the first is the default.
    public static let voices = ["coral", "nova", "fable", "alloy", "echo", "onyx", "shimmer"]

    /// The voice at `index` of `voices`, the default one outside them.
    public static func voice(at index: Int) -> String {
        voices.indices.contains(index) ? voices[index] : defaultVoice
    }
    public static let defaultVoice = "coral"

    /// The ten built-in event wire values of the iOS app.
    public static let events = [
        "Bedtime Adventure", "School Day Fun", "Birthday Celebration", "Weekend Explorer",
        "Rainy Day Magic", "Family Time", "Making Friends", "Learning Something New",
        "Helping Others", "Holiday Adventure",
    ]

    /// The seed documents' short event names and the built-in events they stand for.
    public static let eventAliases = [
        "Bedtime": "Bedtime Adventure", "Adventure": "Bedtime Adventure",
        "Holiday": "Holiday Adventure", "Learning": "Learning Something New",
    ]

    /// Resolves a wire `eventType` to a built-in event, or nil for a free-form theme.
    public static func builtInEvent(for eventType: String) -> String? {
        let trimmed = eventType.trimmingCharacters(in: .whitespacesAndNewlines)
        if let exact = events.first(where: { $0.caseInsensitiveCompare(trimmed) == .orderedSame }) {
            return exact
        }
        return eventAliases.first(where: { $0.key.caseInsensitiveCompare(trimmed) == .orderedSame })?.value
    }

    /// Story lengths in minutes, with the default: the one list the story picker and the
    /// settings both offer, so a length chosen in one is there in the other.
    public static let storyLengths = [5, 7, 10]
    public static let defaultStoryMinutes = 7

    /// The offered length closest to `minutes` (the shorter on a tie): how a length saved
    /// elsewhere (another app, `PATCH` with any of `UserProfile.storyLengths`) is shown.
    public static func nearestStoryLength(to minutes: Int) -> Int {
        storyLengths.min { abs($0 - minutes) < abs($1 - minutes) } ?? defaultStoryMinutes
    }

    /// Languages: the released two first, then the understood ones.
    public static let languages: [StoryLanguage] = [.english, .french, .spanish, .german, .italian]
}

/// A story language, by its wire name and ISO code.
public enum StoryLanguage: String, Sendable, CaseIterable, Codable {
    case english = "English"
    case french = "French"
    case spanish = "Spanish"
    case german = "German"
    case italian = "Italian"

    /// The two-letter code (`en`, `fr`, ...).
    public var code: String {
        switch self {
        case .english: "en"
        case .french: "fr"
        case .spanish: "es"
        case .german: "de"
        case .italian: "it"
        }
    }

    /// Reads a name or a code, in any letter case; nil when not understood.
    public init?(wire: String) {
        let value = wire.trimmingCharacters(in: .whitespaces).lowercased()
        guard let match = StoryLanguage.allCases.first(where: {
            $0.rawValue.lowercased() == value || $0.code == value
        }) else { return nil }
        self = match
    }
}
