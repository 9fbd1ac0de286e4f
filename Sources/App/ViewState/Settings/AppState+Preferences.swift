import InfiniteStoriesModels

/// The profile's preferences, where the rest of the app starts from them.
extension AppState {
    /// The voice narrations are asked in: the profile's default, nil (the server's) until loaded.
    public var preferredVoice: String? { settings.profile?.defaultVoice }

    /// The story picker's first language: the profile's, or the first the server writes when it
    /// does not write that one (or until the profile is loaded).
    public var preferredLanguage: StoryLanguage {
        settings.profile.flatMap { profile in storyLanguages.first { $0.rawValue == profile.preferredLanguage } }
            ?? storyLanguages.first ?? .english
    }

    /// The story picker's first length in minutes: the profile's, as the settings show it.
    public var preferredStoryMinutes: Int {
        settings.savedStoryLength ?? Catalog.defaultStoryMinutes
    }
}

extension AppState {
    /// `nova: bright, younger female voice`, or the name alone when the server did not say how
    /// it sounds.
    public func voiceLabel(_ id: String) -> String {
        guard let description = voices.voices.first(where: { $0.id == id })?.description, !description.isEmpty else {
            return id
        }
        return Strings.voiceLabel(id, description)
    }
}
