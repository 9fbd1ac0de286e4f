import InfiniteStoriesClient
import InfiniteStoriesModels

/// The events section's answers, posted back by the `EffectRunner`.
public enum EventsAction: Sendable, Equatable {
    case loaded(CustomEventPage, offset: Int, requestID: Int)
    case loadFailed(ClientError, requestID: Int)
    case saved(CustomStoryEvent, created: Bool)
    case saveFailed(ClientError)
    case deleted(id: String)
    case deleteFailed(id: String, ClientError)
    case favoriteChanged(CustomStoryEvent)
    case favoriteChangeFailed(id: String, ClientError)
    case enhanced(CustomStoryEvent)
    case enhanceFailed(id: String, ClientError)
    /// The assistant's titles for `source` (the form's text when it was asked), the best first.
    case titlesSuggested([String], source: String)
    case keywordsSuggested([String])
    case suggestionFailed(ClientError)
}
