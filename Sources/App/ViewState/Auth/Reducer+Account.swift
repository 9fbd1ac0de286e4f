import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

extension Reducer {
    /// Signing in and out (Apple's device flow too), deleting the account, and a session that
    /// expires with its request replayed after signing in again.
    static func reduceAccount(_ state: inout AppState, _ action: AccountAction) -> [Effect] {
        switch action {
        case .signedIn(let session):
            return signedIn(&state, session)
        case .signInFailed(let error):
            return signInFailed(&state, error)
        case .signedOut:
            return []
        case .appleSignInStarted(let attempt, let code, let qrCode, let browser):
            return appleSignInStarted(&state, attempt: attempt, code, qrCode: qrCode, browser: browser)
        case .appleSignInPolled(let attempt, let status):
            return appleSignInPolled(&state, attempt: attempt, status)
        case .appleSignInFailed(let attempt, let error):
            return appleSignInFailed(&state, attempt: attempt, error)
        case .signInPageOpened(let outcome):
            state.appleSignIn?.browserNote = browserNote(outcome)
            return []
        case .accountDeleted:
            return accountDeleted(&state)
        case .accountDeletionFailed(let error):
            state.isSaving = false
            return noteFailure(&state, error)
        case .sessionExpired:
            return expireSession(&state)
        case .pendingRequestReplayed(let request, let hero):
            return pendingRequestReplayed(&state, request, savedHero: hero)
        case .pendingRequestReplayFailed(let error):
            abandonReplayWait(&state)
            return noteFailure(&state, error) + reloadAll(&state)
        }
    }
}
