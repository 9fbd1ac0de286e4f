import Foundation

/// The library: panes, hero and story rows, their details.
extension Strings {
    // MARK: Panes

    public static let heroesTitle = "Heroes"
    public static let storiesTitle = "Stories"
    public static let detailTitle = "Story"
    public static let heroDetailTitle = "Hero"
    public static let readerTitle = "Reading"
    public static let progressTitle = "Writing"
    public static let noHeroes = "No heroes yet. Press n to create one."
    public static let noStories = "No stories yet. Press s to write one."
    public static let noHeroSelected = "Select a hero to see their stories."
    public static let noMatches = "Nothing matches the filter."
    /// The filter's words are the user's own: quoted as typed, so they can see what to change.
    public static func noHeroMatches(_ query: String) -> String { "No hero matches '\(query)'. Esc clears the filter." }
    public static func noStoryMatches(_ query: String) -> String { "No story matches '\(query)'. Esc clears the filter." }
    public static let noFavorites = "No favourite stories yet. Press f on a story."
    public static let loading = "Loading..."
    public static let favoritesOnly = "favourites"
    public static let filterPrompt = "/"
    public static let breadcrumbSeparator = " › "
    public static let breadcrumbSeparatorASCII = " > "

    /// Pane title with how many items there are: `Stories 12/340`, or while loading `Stories 100/340…`.
    public static func countTitle(_ title: String, shown: Int, total: Int?, loaded: Int, isLoading: Bool) -> String {
        let all = total ?? loaded
        let suffix = isLoading && loaded < all ? "..." : ""
        if shown != loaded {
            return "\(title) \(shown)/\(all)\(suffix)"
        }
        return "\(title) \(all)\(suffix)"
    }

    // MARK: Hero rows and details

    public static func heroAge(_ age: Int) -> String { "age \(age)" }
    public static func storyCount(_ count: Int) -> String { count == 1 ? "1 story" : "\(count) stories" }
    public static let ageLabel = "Age"
    public static let traitsLabel = "Traits"
    public static let abilityLabel = "Special ability"
    public static let appearanceLabel = "Appearance"
    public static let storiesLabel = "Stories"
    public static let none = "none"

    // MARK: Story rows and details

    public static let favoriteMark = "★"
    public static let favoriteMarkASCII = "*"
    public static let favoriteLabel = "Favourite"
    public static let languageLabel = "Language"
    public static let eventLabel = "Event"
    public static let lengthLabel = "Length"
    public static let createdLabel = "Written"
    public static let textLabel = "Text"
    public static let narrationLabel = "Narration"
    public static let illustrationsLabel = "Pictures"
    public static let yes = "yes"
    public static let no = "no"
    public static let untitled = "Untitled story"
    public static let openToRead = "Press Enter to read."
    /// The detail pane's line where a story's opening would be when the server could not give it.
    public static let openingUnavailable = "The opening could not be read from the server."
    /// A filtered story row's right-hand text when the `/` query matched its event, not its title.
    public static func matchedEvent(_ event: String) -> String { "event: \(event)" }
    /// A filtered story row's right-hand text when the `/` query matched its language only.
    public static func matchedLanguage(_ language: String) -> String { "language: \(language)" }

    public static func minutes(_ seconds: Double) -> String {
        let minutes = max(1, Int((seconds / 60).rounded()))
        return "\(minutes) min"
    }

    /// `3:07`, for narration lengths.
    public static func clock(seconds: Double) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds)) : 0
        return String(format: "%d:%02d", total / 60, total % 60)
    }

    public static let textWriting = "writing"
    public static let textDone = "written"
    public static let textFailed = "failed"
    public static let audioNone = "not recorded (press a)"
    /// Over a story's facts while the server does not answer.
    public static let detailAsLastKnown = "As last known: the server does not answer, this may have changed."
    public static let audioProcessing = "recording"
    public static func audioReady(duration: Double?) -> String {
        duration.map { "ready (\(clock(seconds: $0)))" } ?? "ready"
    }
    public static let audioFailed = "failed (press a to retry)"
    public static let illustrationsNone = "none yet (press i)"
    public static let illustrationsProcessing = "drawing"
    public static func illustrationsReady(_ count: Int) -> String { count == 1 ? "1 picture" : "\(count) pictures" }
    public static let illustrationsPartial = "some failed (press i to retry)"
    public static let illustrationsFailed = "failed (press i to retry)"
    public static let unknownStatus = "unknown"
}
