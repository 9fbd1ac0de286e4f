import InfiniteStoriesModels

/// Everything a story generator needs to write one story.
///
/// It is a plain value so that the same prompt and seed can be replayed to get the same story,
/// whichever provider runs it; the server builds it from a hero and a story request.
public struct StoryPrompt: Sendable, Equatable {
    public var heroName: String
    public var heroAge: Int
    public var traits: [String]
    public var specialAbilities: [String]
    public var appearance: String?
    /// A built-in event (`Catalog.events` or an alias in `Catalog.eventAliases`) or a free-text theme.
    public var event: String
    /// An extra wish from the parent, woven into the story when present.
    public var customPrompt: String?
    public var language: StoryLanguage
    /// Seconds of narration wanted, 60...900; values outside are clamped by generators.
    public var targetDuration: Int
    /// Picks one story among the many possible for the same prompt.
    public var seed: UInt64
    /// A custom event's keywords: what the story should be about, in the parent's words.
    public var keywords: [String]
    /// What the hero's recent stories in this language were made of: how many of them used each
    /// `StoryMemory` key. The writer prefers what they used least, so stories do not repeat and
    /// plots take turns. Empty for a first story.
    public var avoiding: [String: Int]
    /// What a listener has already been shown of this story (a retried or taken-over job): the
    /// story must go on from it, never replace it. Nil for a new story.
    public var told: ToldStory?
    /// The story this one continues, when it is a sequel: the same companions and places, and
    /// an opening that recalls it. Nil for a story of its own.
    public var sequel: StorySequel?

    public init(heroName: String, heroAge: Int, traits: [String] = [], specialAbilities: [String] = [],
                appearance: String? = nil, event: String, customPrompt: String? = nil,
                language: StoryLanguage = .english, targetDuration: Int = 420, seed: UInt64 = 0,
                keywords: [String] = [], avoiding: [String: Int] = [:], sequel: StorySequel? = nil) {
        self.sequel = sequel
        self.keywords = keywords
        self.avoiding = avoiding
        self.heroName = heroName
        self.heroAge = heroAge
        self.traits = traits
        self.specialAbilities = specialAbilities
        self.appearance = appearance
        self.event = event
        self.customPrompt = customPrompt
        self.language = language
        self.targetDuration = targetDuration
        self.seed = seed
    }
}
