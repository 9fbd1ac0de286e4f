import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

extension EffectRunner {
    /// The server and the session: restoring and watching the session, health checks, signing
    /// in, up and out, what the server offers, and the request a 401 interrupted.
    func runSessionEffect(_ effect: Effect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        switch effect {
        case .observeSession:
            start(key: Self.sessionEventsKey) {
                for await event in services.auth.sessionEvents() where event == .sessionExpired {
                    post(.account(.sessionExpired))
                }
            }
        case .restoreSession:
            start {
                do {
                    let session = try await services.auth.currentSession()
                    post(.session(.sessionRestored(session, warning: services.auth.storeWarning?.message)))
                    // Listens that could not be reported last time go now, for this user.
                    if session != nil { await services.listening?.flush() }
                } catch {
                    post(.session(.sessionRestoreFailed(ClientError(error))))
                }
            }
        case .checkHealth:
            start(key: "health") { post(.session(.connectivityChecked(await services.health()))) }
        case .probeHealth(let seconds):
            // Same key as a check: a newer check or probe replaces the waiting one.
            start(key: "health") {
                do { try await Task.sleep(for: .seconds(seconds)) } catch { return }
                post(.session(.connectivityChecked(await services.health())))
            }
        case .signIn(let email, let password):
            start {
                if await Self.authenticate(post, { try await services.auth.signIn(email: email, password: password) }) {
                    await services.listening?.flush()
                }
            }
        case .signUp(let name, let email, let password):
            start {
                await Self.authenticate(post) { try await services.auth.signUp(name: name, email: email, password: password) }
            }
        case .signOut:
            // The old account's work stops; listening for session events goes on.
            cancelAll(except: [Self.sessionEventsKey, Self.playerEventsKey])
            start {
                await services.auth.signOut()
                post(.account(.signedOut))
            }
        case .loadSignInMethods:
            start(key: "sign-in-methods") {
                // Without an answer the form stays email-only; nothing to tell the user.
                if let methods = try? await services.auth.signInMethods() { post(.session(.signInMethodsLoaded(methods))) }
            }
        case .loadStoryLanguages:
            start(key: "story-languages") {
                // Without an answer every language stays offered (asked again when the server is
                // back); a story in one the server does not write is refused with its list.
                if let languages = try? await services.stories.storyLanguages() { post(.session(.storyLanguagesLoaded(languages))) }
            }
        case .loadVoices:
            start(key: "voices") {
                // Without an answer the voices keep their names alone (asked again on reconnect).
                if let voices = try? await services.stories.voices() { post(.session(.voicesLoaded(voices))) }
            }
        case .replayPendingRequest:
            start {
                do {
                    let replayed = try await services.auth.replayPendingRequest()
                    post(.account(.pendingRequestReplayed(replayed?.request, savedHero: replayed?.savedHero)))
                } catch {
                    post(.account(.pendingRequestReplayFailed(ClientError(error))))
                }
            }
        default:
            return
        }
    }
}
