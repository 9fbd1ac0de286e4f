import Foundation

/// Body of `PATCH /api/v1/user/profile`: only the fields set are sent (the others stay as they are).
public struct ProfilePatch: Encodable, Sendable, Equatable {
    public var name: String?
    /// A story language's wire name (`English`, ...).
    public var preferredLanguage: String?
    /// One of `Catalog.voices`.
    public var defaultVoice: String?
    /// Minutes, `UserProfile.storyLengths`.
    public var defaultStoryLength: Int?

    public init(name: String? = nil, preferredLanguage: String? = nil, defaultVoice: String? = nil,
                defaultStoryLength: Int? = nil) {
        self.name = name
        self.preferredLanguage = preferredLanguage
        self.defaultVoice = defaultVoice
        self.defaultStoryLength = defaultStoryLength
    }

    /// Whether sending it would change nothing.
    public var isEmpty: Bool {
        name == nil && preferredLanguage == nil && defaultVoice == nil && defaultStoryLength == nil
    }
}
