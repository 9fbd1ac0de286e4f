/// Which stories a list asks for; nil fields do not filter.
public struct StoryFilter: Sendable, Equatable {
    public var heroId: String?
    public var isFavorite: Bool?
    /// A language name or code (`English`, `fr`, ...).
    public var language: String?
    /// Whether each story carries its illustrations.
    public var includeIllustrations: Bool

    public init(heroId: String? = nil, isFavorite: Bool? = nil, language: String? = nil,
                includeIllustrations: Bool = false) {
        self.heroId = heroId
        self.isFavorite = isFavorite
        self.language = language
        self.includeIllustrations = includeIllustrations
    }

    /// Every story.
    public static let all = StoryFilter()
}
