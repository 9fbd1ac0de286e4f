/// What to draw for a hero's avatar: a head-and-shoulders portrait.
///
/// Named `PortraitRequest` because `InfiniteStoriesModels.AvatarRequest` is the HTTP body of
/// `POST /heroes/{id}/avatar`; the server builds this from the stored hero plus that body's prompt.
public struct PortraitRequest: Sendable, Equatable {
    /// Default side of the square portrait.
    public static let defaultSize = 256

    public var heroName: String
    public var traits: [String]
    /// Free-text appearance ("curly hair, freckles"); colour words next to "hair", "eyes" and
    /// "skin" are used when the dedicated fields are empty.
    public var appearance: String?
    /// Colour words such as "blonde", "dark brown", "red", or `#RRGGBB`.
    public var hairColor: String?
    public var eyeColor: String?
    public var skinTone: String?
    /// Extra wishes ("with a crown and glasses"); accessory and background words are honoured.
    public var prompt: String?
    public var seed: UInt64
    /// Side of the square image; generators clamp it to what they support.
    public var size: Int

    public init(heroName: String, traits: [String] = [], appearance: String? = nil, hairColor: String? = nil,
                eyeColor: String? = nil, skinTone: String? = nil, prompt: String? = nil, seed: UInt64 = 0,
                size: Int = PortraitRequest.defaultSize) {
        self.heroName = heroName
        self.traits = traits
        self.appearance = appearance
        self.hairColor = hairColor
        self.eyeColor = eyeColor
        self.skinTone = skinTone
        self.prompt = prompt
        self.seed = seed
        self.size = size
    }
}
