/// How a hero looks, carried into every picture so the hero stays recognisable.
///
/// `IllustrationRequest` holds only the hero's colours; the server can pass the rest (the
/// appearance text, the avatar's own prompt) with `OpenAIImageGenerator.illustration(for:look:)`.
/// When it does not, the look remembered from the hero's last avatar is used.
public struct HeroAppearance: Sendable, Equatable {
    public var appearance: String?
    public var traits: [String]
    /// The prompt the hero's avatar was drawn from.
    public var avatarPrompt: String?
    public var hairColor: String?
    public var eyeColor: String?
    public var skinTone: String?

    public init(appearance: String? = nil, traits: [String] = [], avatarPrompt: String? = nil,
                hairColor: String? = nil, eyeColor: String? = nil, skinTone: String? = nil) {
        self.appearance = appearance
        self.traits = traits
        self.avatarPrompt = avatarPrompt
        self.hairColor = hairColor
        self.eyeColor = eyeColor
        self.skinTone = skinTone
    }

    /// One bounded, quoted description of the hero for an image prompt, or nil when nothing is known.
    var promptLine: String? {
        var parts: [String] = []
        if let appearance = PromptData.quoted(appearance, maxCharacters: 300) { parts.append("looks like \(appearance)") }
        if let hair = PromptData.quoted(hairColor, maxCharacters: 40) { parts.append("hair \(hair)") }
        if let eyes = PromptData.quoted(eyeColor, maxCharacters: 40) { parts.append("eyes \(eyes)") }
        if let skin = PromptData.quoted(skinTone, maxCharacters: 40) { parts.append("skin \(skin)") }
        let traitWords = traits.prefix(6).compactMap { PromptData.quoted($0, maxCharacters: 30) }
        if !traitWords.isEmpty { parts.append("character: \(traitWords.joined(separator: ", "))") }
        if let avatar = PromptData.quoted(avatarPrompt, maxCharacters: 300) { parts.append("as in their portrait: \(avatar)") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}
