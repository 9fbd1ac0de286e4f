/// What to draw for one story scene.
///
/// The prompt is the scene's one-line description ("Mia flies over a moonlit forest with a
/// friendly owl, calm, night"); the hero fields keep the hero recognisable from scene to scene.
public struct IllustrationRequest: Sendable, Equatable {
    /// Default scene width: 4:3 suits both the terminal client's preview and phone screens.
    public static let defaultWidth = 512
    public static let defaultHeight = 384

    /// The scene prompt; its words choose sky, landscape, props and mood.
    public var prompt: String
    public var heroName: String
    /// The hero's traits (`Brave`, `Magical`, ...); they choose outfit colour and props.
    public var traits: [String]
    /// The story's built-in event (`Birthday Celebration`) or free-text theme; weighs less than
    /// the prompt when they disagree.
    public var event: String?
    /// Varies the details (star positions, hill shapes, hero side) without changing the theme.
    public var seed: UInt64
    /// Requested size; generators clamp it to what they support.
    public var width: Int
    public var height: Int
    /// Optional hero colours (free text such as "dark brown"), so scenes match the avatar.
    public var hairColor: String?
    public var skinTone: String?
    /// The hero's free-text look, eye colour and the prompt their avatar was drawn from: a real
    /// image model draws every scene from words alone, so these keep the hero recognisable.
    public var appearance: String?
    public var eyeColor: String?
    public var avatarPrompt: String?

    public init(prompt: String, heroName: String, traits: [String] = [], event: String? = nil, seed: UInt64 = 0,
                width: Int = IllustrationRequest.defaultWidth, height: Int = IllustrationRequest.defaultHeight,
                hairColor: String? = nil, skinTone: String? = nil, appearance: String? = nil, eyeColor: String? = nil,
                avatarPrompt: String? = nil) {
        self.appearance = appearance
        self.eyeColor = eyeColor
        self.avatarPrompt = avatarPrompt
        self.prompt = prompt
        self.heroName = heroName
        self.traits = traits
        self.event = event
        self.seed = seed
        self.width = width
        self.height = height
        self.hairColor = hairColor
        self.skinTone = skinTone
    }
}
