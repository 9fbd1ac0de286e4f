import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// The server and the saved session: the server starting, what was saved at the last quit,
/// the session checked, connectivity, and what the server offers.
public enum SessionAction: Sendable, Equatable {
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
    /// How this server lets people sign in.
    case signInMethodsLoaded(SignInMethods)
    /// The languages this server writes stories in.
    case storyLanguagesLoaded([StoryLanguage])
    case voicesLoaded(VoiceList)
    case connectivityChecked(Connectivity)
}
