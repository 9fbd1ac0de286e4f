import InfiniteStoriesModels

/// The languages the server writes stories in: what the story picker and the settings offer.
extension Reducer {
    static func storyLanguagesLoaded(_ state: inout AppState, _ languages: [StoryLanguage]) -> [Effect] {
        // A server that writes nothing this app knows is offered as before, rather than nothing.
        guard !languages.isEmpty, languages != state.storyLanguages else { return [] }
        state.storyLanguages = languages
        state.settings.offerLanguages(languages)
        if case .story(var picker) = state.form {
            picker.offerLanguages(languages)
            state.form = .story(picker)
        }
        return []
    }
}
