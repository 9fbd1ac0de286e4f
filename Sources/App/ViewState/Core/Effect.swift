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
    /// Checks the server's health after a pause (while it does not answer).
    case probeHealth(afterSeconds: Int)
    case signIn(email: String, password: String)
    case signUp(name: String, email: String, password: String)
    case signOut
    /// Asks the server how people may sign in (whether to offer Apple).
    case loadSignInMethods
    /// Asks the server which languages it writes stories in (what the pickers offer).
    case loadStoryLanguages
    /// `GET /api/v1/voices`: how each voice sounds with the server's speech provider.
    case loadVoices
    /// Asks for a browser sign-in code, makes its QR code and opens the page where a browser is.
    case startAppleSignIn(attempt: Int)
    /// Asks, after `afterSeconds`, whether the browser half of `attempt` is done.
    case pollAppleSignIn(deviceCode: String, afterSeconds: Int, attempt: Int)
    /// Stops asking (cancelled, or the screen moved on).
    case stopAppleSignIn
    /// Opens the sign-in page in this computer's browser.
    case openSignInPage(url: String)
    /// Deletes the account on the server (`DELETE /api/v1/user/account`).
    case deleteAccount
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
    /// The opening of the story the detail pane shows, asked for after a short pause in which
    /// no other was asked for (the runner replaces the previous one: holding `j` asks nothing).
    case loadPreview(storyID: String)
    case openStory(id: String)
    /// The series of a story open in the reader (a part of one): for its end and `n`/`p`.
    case loadSeries(storyID: String)
    case setFavorite(storyID: String, isFavorite: Bool)
    case deleteStory(id: String)
    case generateStory(CreateStoryRequest)
    /// Opens the story's update stream (replacing one already open for it).
    case watchGeneration(storyID: String)
    case stopWatching(storyID: String)
    /// `voice` nil lets the server choose; the app sends the profile's default voice.
    case requestNarration(storyID: String, voice: String? = nil)
    /// The story narrated again with `voice`, replacing the narration it has.
    case regenerateNarration(storyID: String, voice: String)
    case requestIllustrations(storyID: String, retryFailed: Bool)
    /// Fetches the narration (through the media cache) and plays it from `start` seconds.
    case playNarration(storyID: String, from: Double, speed: Double)
    case pausePlayback(Bool)
    case seekPlayback(to: Double)
    case setPlaybackSpeed(Double)
    case stopPlayback
    /// Exports the story as an EPUB picture book and an MP3 with chapters (`title` for the messages).
    case exportStory(id: String, title: String)
    /// Tonight's queue's work.
    case queue(QueueEffect)
    /// The player's volume in percent (a sleep timer's fade; 100 again when it is undone).
    case setPlaybackVolume(Double)
    /// Keeps the sleep timer chosen for the next run against this server.
    case saveSleepTimer(SleepTimer)
    /// Counts one listen on the server (`POST /stories/{id}/play`).
    case recordPlay(storyID: String)
    /// Writes where each narration was left (atomically), so a crash loses at most a few seconds.
    case savePlaybackPositions([String: PlaybackPosition])
    case reportListening(ListeningSessionReport)
    /// Sends the listening reports that could not be sent before.
    case flushListening
    /// Downloads and renders a picture into cells for `key`'s size.
    case renderPicture(url: String, key: PictureKey)
    /// Opens the full-size picture with the system's viewer.
    case openPicture(url: String)
    case generateAvatar(heroID: String)
    /// Reads the hero again (after a pause) until its new avatar is there.
    case checkAvatar(heroID: String, previousURL: String?)
    /// The events section's work (`EffectRunner+Events`).
    case events(EventsEffect)
    /// The settings section's work (`EffectRunner+Settings`).
    case settings(SettingsEffect)
    /// Loads the reading journey's five answers together (`EffectRunner+Journey`).
    case loadJourney(requestID: Int)
    /// Repaints the whole terminal (Ctrl-L); handled by the app, not the runner.
    case redrawScreen

    /// Stories per page: the server's maximum, so 10,000 stories take 100 requests.
    public static let pageSize = 100
}
