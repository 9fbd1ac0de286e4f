import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

extension Reducer {
    /// The server and the saved session: starting, restoring, connectivity, and what the server
    /// offers (sign-in methods, story languages, voices).
    static func reduceSession(_ state: inout AppState, _ action: SessionAction) -> [Effect] {
        switch action {
        case .serverReady(let label):
            state.serverLabel = label
            state.connection = .checking
            // Pictures the first frames asked for (the saved lists' avatars) were asked before
            // anything could fetch them: asked again now, from the media cache when it has them.
            state.pictures = state.pictures.filter { if case .loading = $0.value { false } else { true } }
            var effects: [Effect] = [.observeSession, .restoreSession, .checkHealth, .loadSignInMethods,
                                     .loadStoryLanguages, .loadVoices]
            if state.showsSnapshot {
                // The lists go out with the session check, not after it: one round trip less
                // before they fill. A refused session ends on the sign-in screen either way.
                effects += reloadAll(&state)
                state.snapshotRefreshSent = true
            }
            return effects
        case .serverFailed(let reason):
            state.connection = .offline(reason)
            state.banner = .error(Strings.serverFailed(reason))
            if state.auth.waitsForServer {
                state.auth.waitsForServer = false
                state.auth.isSubmitting = false
            }
            return []
        case .noSavedSession:
            if state.screen == .launching { state.screen = .auth }
            return []
        case .authModeRestored(let mode):
            // Only before anything was typed: never switch the form under the user's fingers.
            if state.auth.mode != mode, state.auth.email.isEmpty, state.auth.password.isEmpty, state.auth.name.isEmpty {
                state.auth.switchMode()
                if mode == .signUp { state.auth.focus = .name }
            }
            return []
        case .savedSessionFound(let email):
            state.savedSessionEmail = email
            return []
        case .snapshotRestored(let snapshot):
            return snapshotRestored(&state, snapshot)
        case .sessionRestored(let session, let warning):
            return sessionRestored(&state, session, warning: warning)
        case .sessionRestoreFailed(let error):
            clearSnapshot(&state)
            state.screen = .auth
            let queuedSubmit = state.auth.waitsForServer
            state.auth.waitsForServer = false
            state.auth.isSubmitting = false
            // The saved session could not be checked, but a form sent meanwhile still goes out.
            return noteFailure(&state, error) + (queuedSubmit ? submitAuth(&state) : [])
        case .signInMethodsLoaded(let methods):
            return signInMethodsLoaded(&state, methods)
        case .storyLanguagesLoaded(let languages):
            return storyLanguagesLoaded(&state, languages)
        case .voicesLoaded(let voices):
            // Only the catalogue's voices: the ones requests and the profile accept.
            let known = voices.voices.filter { Catalog.voices.contains($0.id) }
            if !known.isEmpty { state.voices = VoiceList(provider: voices.provider, voices: known) }
            return []
        case .connectivityChecked(let connectivity):
            return connectivityChecked(&state, connectivity)
        }
    }
}
