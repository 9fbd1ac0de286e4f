import InfiniteStoriesModels

/// The events section's work, done by `EffectRunner+Events`.
public enum EventsEffect: Sendable, Equatable {
    /// One page of the user's events; the next is asked for when it arrives.
    case load(offset: Int, requestID: Int)
    case create(CustomEventInput)
    case update(id: String, CustomEventInput)
    case delete(id: String)
    case setFavorite(id: String, isFavorite: Bool)
    case enhance(id: String)
    case suggestTitle(description: String, language: StoryLanguage)
    case suggestKeywords(event: String, description: String)
}
