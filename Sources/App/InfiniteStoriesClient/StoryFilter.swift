/// Which stories a list asks for; nil fields do not filter.
public struct StoryFilter: Sendable, Equatable {
    public var heroId: String?
    public var isFavorite: Bool?
    /// A language name or code (`English`, `fr`, ...).
    public var language: String?
    /// Whether each story carries its illustrations.
    public var includeIllustrations: Bool
    /// At most this many characters of each story's text (`contentLimit`); nil asks for all of
    /// it. A list that shows previews asks for no more than it shows.
    public var contentLimit: Int?

    public init(heroId: String? = nil, isFavorite: Bool? = nil, language: String? = nil,
                includeIllustrations: Bool = false, contentLimit: Int? = nil) {
        self.heroId = heroId
        self.isFavorite = isFavorite
        self.language = language
        self.includeIllustrations = includeIllustrations
        self.contentLimit = contentLimit
    }

    /// Every story.
    public static let all = StoryFilter()
}
