import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Everything that can happen to the app: input from the user, the passing of time, and the
/// results of effects, posted back by the `EffectRunner`.
public enum Action: Sendable, Equatable {
    // MARK: Terminal and time
    case input(InputEvent)
    /// Time passed (the animation timer, ~10 per second while something moves).
    case tick(Date)

    // MARK: Server and session
    /// The server to talk to is known (started, or given with --server).
    case serverReady(label: String)
    case serverFailed(String)
    /// Nothing is saved for this server: the sign-in form can be the very first frame, and
    /// typing can start while the server is still coming up.
    case noSavedSession
    /// The mode the sign-in form opens in: sign up on a fresh install, else the last one used.
    case authModeRestored(AuthForm.Mode)
    /// A session is saved for this server (for `email`); the server has yet to accept it.
    case savedSessionFound(email: String)
    /// The lists saved when the app last quit, for the saved session's user: shown at once and
    /// refreshed once the server confirms the session.
    case snapshotRestored(ListSnapshot)
    /// The saved session was checked: nil when nobody is signed in. `warning` is a problem with
    /// the saved-session file worth telling once.
    case sessionRestored(AuthSession?, warning: String?)
    case sessionRestoreFailed(ClientError)
    case signedIn(AuthSession)
    case signInFailed(ClientError)
    case signedOut
    /// How this server lets people sign in.
    case signInMethodsLoaded(SignInMethods)
    /// The languages this server writes stories in.
    case storyLanguagesLoaded([StoryLanguage])
    case voicesLoaded(VoiceList)
    /// A browser sign-in code for `attempt` is here, with its QR code and what opening a
    /// browser did (nil when none was tried).
    case appleSignInStarted(attempt: Int, DeviceAuthorizationResponse, qrCode: QRMatrix?, browser: ExternalOpenOutcome?)
    /// What one poll of `attempt` found.
    case appleSignInPolled(attempt: Int, DeviceSignInStatus)
    case appleSignInFailed(attempt: Int, ClientError)
    case signInPageOpened(ExternalOpenOutcome)
    case accountDeleted
    case accountDeletionFailed(ClientError)
    /// A protected request answered 401 (the client's `sessionExpired` event).
    case sessionExpired
    /// The request that failed on the expired session was sent again (nil: there was none, or
    /// it belonged to another user and was dropped).
    case pendingRequestReplayed(APIRequest?, savedHero: Hero? = nil)
    case pendingRequestReplayFailed(ClientError)
    case connectivityChecked(Connectivity)

    // MARK: Heroes
    case heroesLoaded(HeroPage, offset: Int, requestID: Int)
    case heroesLoadFailed(ClientError, requestID: Int)
    case heroSaved(Hero, created: Bool)
    case heroSaveFailed(ClientError)
    case heroDeleted(id: String)
    case heroDeleteFailed(id: String, ClientError)

    // MARK: Stories
    case storiesLoaded(StoryPage, offset: Int, requestID: Int)
    case storiesLoadFailed(ClientError, requestID: Int)
    /// A story read again for its statuses.
    case storyRefreshed(Story)
    case storyRefreshFailed(id: String, ClientError)
    /// The full story (with illustrations) for the reader.
    case storyOpened(Story)
    case storyOpenFailed(id: String, ClientError)
    case favoriteChanged(Story)
    case favoriteChangeFailed(storyID: String, ClientError)
    case storyDeleted(id: String)
    case storyDeleteFailed(id: String, ClientError)

    // MARK: Generation
    case generationStarted(Story, at: Date)
    case generationStartFailed(heroID: String, ClientError)
    case generationUpdated(storyID: String, GenerationUpdate)
    /// The update stream ended: normally (nil) or with an error.
    case generationStreamEnded(storyID: String, error: ClientError?)
    case narrationRequested(storyID: String, AudioResult)
    case narrationRequestFailed(storyID: String, ClientError)
    case illustrationsRequested(storyID: String, IllustrationProgress)
    case illustrationsRequestFailed(storyID: String, ClientError)

    // MARK: Listening and pictures

    /// Something the audio player did.
    case playerEvent(PlayerEvent)
    /// The narration's file could not be fetched (the player never started).
    case narrationLoadFailed(storyID: String, ClientError)
    /// Where narrations were left in earlier runs.
    case playbackPositionsRestored([String: PlaybackPosition])
    case pictureRendered(PictureKey, CellPicture)
    case pictureFailed(PictureKey, String)
    /// The picture's file could not be fetched (worded by the reducer, which knows the server).
    case pictureDownloadFailed(PictureKey, ClientError)
    /// The outcome of opening a picture in the system's viewer: a message for the banner.
    case pictureOpenFinished(String, isError: Bool)
    /// The picture's file could not be fetched to open it in the viewer.
    case pictureOpenFailed(ClientError)
    case avatarRequested(heroID: String, AvatarGeneration)
    case avatarRequestFailed(heroID: String, ClientError)
    /// The hero read again while its avatar is made.
    case avatarChecked(Hero)

    // MARK: Sections
    /// The events section's answers (its list, saves, enhancement, the form's suggestions).
    case events(EventsAction)
    /// The settings section's answers (profile, usage).
    case settings(SettingsAction)
    /// The reading journey's answers.
    case journey(JourneyAction)
    /// A listening session was handed to the reporter (sent, or queued): the journey's figures
    /// may have changed.
    case listeningReported
}
