import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Signing in and out (Apple's device flow too), deleting the account, and a session that
/// expires with the request it interrupted.
public enum AccountAction: Sendable, Equatable {
    case signedIn(AuthSession)
    case signInFailed(ClientError)
    case signedOut
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
}
