import InfiniteStoriesClient
import InfiniteStoriesModels

/// Work the reducer asks for; the `EffectRunner` does it off the UI thread and posts the
/// outcome back as an `Action`.
///
/// Effects are plain values so tests can check what a key press asks for without any network.
public enum Effect: Sendable, Equatable {
    /// Starts listening to the client's session events (once, at start).
    case observeSession
    case restoreSession
    case checkHealth
    case signIn(email: String, password: String)
    case signUp(name: String, email: String, password: String)
    case signOut
    /// Sends again the request that failed on the expired session.
    case replayPendingRequest
    case discardPendingRequest
    case loadHeroes(offset: Int, requestID: Int)
    case createHero(HeroInput)
    case updateHero(id: String, HeroInput)
    case deleteHero(id: String)
    /// One page of a hero's stories; the next page is asked for when this one arrives.
    case loadStories(heroID: String, offset: Int, requestID: Int)
    case refreshStory(id: String)
    case openStory(id: String)
    case setFavorite(storyID: String, isFavorite: Bool)
    case deleteStory(id: String)
    case generateStory(CreateStoryRequest)
    /// Opens the story's update stream (replacing one already open for it).
    case watchGeneration(storyID: String)
    case stopWatching(storyID: String)
    case requestNarration(storyID: String)
    case requestIllustrations(storyID: String, retryFailed: Bool)
    /// Repaints the whole terminal (Ctrl-L); handled by the app, not the runner.
    case redrawScreen

    /// Stories per page: the server's maximum, so 10,000 stories take 100 requests.
    public static let pageSize = 100
}
