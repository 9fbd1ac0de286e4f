import InfiniteStoriesClient
import InfiniteStoriesModels
import TerminalUI

/// Signing in with Apple through a browser (the device flow), and deleting the account.
extension Reducer {
    static func signInMethodsLoaded(_ state: inout AppState, _ methods: SignInMethods) -> [Effect] {
        let offers = methods.apple?.deviceAuthorization == true
        guard state.auth.offersApple != offers else { return [] }
        state.auth.offersApple = offers
        if !offers {
            if state.auth.focus == .apple { state.auth.focus = state.auth.textFields.first ?? .email }
            if state.appleSignIn != nil { return cancelAppleSignIn(&state) }
        }
        return []
    }

    static func startAppleSignIn(_ state: inout AppState) -> [Effect] {
        guard state.appleSignIn == nil, !state.auth.isSubmitting else { return [] }
        guard state.auth.offersApple else {
            // The key is in every sign-in screen's footer; on a server without Apple it says why
            // it does nothing.
            state.banner = .info(Strings.appleNotOffered)
            return []
        }
        guard state.serverLabel != nil else {
            if case .offline(let reason) = state.connection { state.banner = .error(Strings.serverFailed(reason)) }
            return []
        }
        state.appleSignInAttempts += 1
        state.appleSignIn = AppleSignIn(attempt: state.appleSignInAttempts)
        state.banner = nil
        return [.startAppleSignIn(attempt: state.appleSignInAttempts)]
    }

    /// Esc, or Cancel at Apple: back to the form as it was, with nothing to complain about.
    static func cancelAppleSignIn(_ state: inout AppState) -> [Effect] {
        state.appleSignIn = nil
        return [.stopAppleSignIn]
    }

    static func performAppleSignIn(_ command: Command, _ state: inout AppState) -> [Effect] {
        if let effects = performCommon(command, in: .appleSignIn, &state) { return effects }
        switch command {
        case .cancelAppleSignIn:
            return cancelAppleSignIn(&state)
        case .openSignInPage:
            guard let code = state.appleSignIn?.code else { return [] }
            return [.openSignInPage(url: code.verificationURIComplete)]
        default:
            return []
        }
    }

    static func appleSignInStarted(_ state: inout AppState, attempt: Int, _ code: DeviceAuthorizationResponse,
                                   qrCode: QRMatrix?, browser: ExternalOpenOutcome?) -> [Effect] {
        guard var signIn = state.appleSignIn, signIn.attempt == attempt else { return [] }
        signIn.phase = .waiting(code)
        signIn.interval = max(1, code.interval)
        signIn.qrCode = qrCode
        signIn.browserNote = browser.map(browserNote)
        state.appleSignIn = signIn
        return [.pollAppleSignIn(deviceCode: code.deviceCode, afterSeconds: signIn.interval, attempt: attempt)]
    }

    static func appleSignInPolled(_ state: inout AppState, attempt: Int, _ status: DeviceSignInStatus) -> [Effect] {
        guard var signIn = state.appleSignIn, signIn.attempt == attempt, let code = signIn.code else { return [] }
        switch status {
        case .pending, .slowDown:
            if status == .slowDown { signIn.interval += 5 }
            state.appleSignIn = signIn
            return [.pollAppleSignIn(deviceCode: code.deviceCode, afterSeconds: signIn.interval, attempt: attempt)]
        case .signedIn(let session):
            state.appleSignIn = nil
            return signedIn(&state, session)
        case .denied:
            state.appleSignIn = nil
            return []
        case .expired:
            return endAppleSignIn(&state, message: Strings.appleCodeExpired)
        case .accountNotLinked:
            return endAppleSignIn(&state, message: Strings.appleAccountNotLinked)
        case .failed:
            return endAppleSignIn(&state, message: Strings.appleSignInFailed)
        }
    }

    static func appleSignInFailed(_ state: inout AppState, attempt: Int, _ error: ClientError) -> [Effect] {
        guard state.appleSignIn?.attempt == attempt, !error.isCancellation else { return [] }
        state.appleSignIn = nil
        if case .network = error { return noteFailure(&state, error) }
        state.banner = .error(Strings.appleSignInFailed)
        return noteFailure(&state, error, showsBanner: false)
    }

    private static func endAppleSignIn(_ state: inout AppState, message: String) -> [Effect] {
        state.appleSignIn = nil
        state.banner = .error(message)
        return []
    }

    static func browserNote(_ outcome: ExternalOpenOutcome) -> String {
        switch outcome {
        case .opened: Strings.appleBrowserOpened
        case .noDisplay: Strings.appleNoBrowser
        case .viewerMissing: Strings.appleBrowserMissing
        case .failed(let reason): Strings.appleBrowserFailed(reason)
        }
    }

    // MARK: Deleting the account

    static func askToDeleteAccount(_ state: inout AppState) -> [Effect] {
        guard let email = state.session?.email else { return [] }
        state.confirmation = Confirmation(.deleteAccount(email: email, server: state.serverLabel ?? ""))
        return []
    }

    static func confirmAccountDeletion(_ state: inout AppState, _ confirmation: Confirmation) -> [Effect] {
        guard confirmation.typedTextMatches else {
            var kept = confirmation
            kept.problem = Strings.typeToConfirm(confirmation.expectedText ?? "")
            state.confirmation = kept
            return []
        }
        state.confirmation = nil
        state.isSaving = true
        return [.deleteAccount]
    }

    static func accountDeleted(_ state: inout AppState) -> [Effect] {
        // The account is gone: nothing of it may stay on screen, and nothing is reported for it.
        resetToSignIn(&state, banner: .success(Strings.accountDeleted), accountDeleted: true)
    }
}
