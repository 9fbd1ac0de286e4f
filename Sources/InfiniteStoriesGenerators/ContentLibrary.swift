import InfiniteStoriesModels

/// The parsed content of every language, loaded once on first use.
///
/// Parsing takes a few milliseconds; Swift's lazy, thread-safe initialisation of static
/// properties makes sure it happens once per process, whichever task asks first.
enum ContentLibrary {
    static let english = ContentParser.parse(EnglishStoryText.source, language: .english)
    static let french = ContentParser.parse(FrenchStoryText.source, language: .french)

    /// Languages with content of their own; the others are told in English.
    static let languages: Set<StoryLanguage> = [.english, .french]

    /// The content to tell a story in `language`, or English when that language has none.
    static func pack(for language: StoryLanguage) -> ContentPack {
        switch language {
        case .french: french
        default: english
        }
    }
}
