import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Performs effects off the UI thread and posts their outcomes to an `ActionQueue`.
///
/// Each effect runs in its own task. Some are keyed so a newer one replaces an older one: the
/// story list of another hero cancels the previous hero's page loads, a second watch of a story
/// replaces the first. Errors become `ClientError`s inside failure actions; nothing throws out.
///
/// `@unchecked Sendable`: the only mutable state, `tasks`, is guarded by `lock`.
public final class EffectRunner: @unchecked Sendable {
    private let services: AppServices
    private let queue: ActionQueue
    private let lock = NSLock()
    private var tasks: [String: (token: UUID, task: Task<Void, Never>)] = [:]

    public init(services: AppServices, queue: ActionQueue) {
        self.services = services
        self.queue = queue
        if let player = services.player {
            start(key: Self.playerEventsKey) { [queue] in
                for await event in player.events { queue.post(.playerEvent(event)) }
            }
        }
    }

    deinit {
        cancelAll()
    }

    /// Starts every effect (in order; they then run concurrently).
    public func run(_ effects: [Effect]) {
        for effect in effects { run(effect) }
    }

    /// Cancels all running work (quitting).
    public func cancelAll() {
        cancelAll(except: [])
    }

    /// Cancels running work but the tasks under `keys`.
    private func cancelAll(except keys: Set<String>) {
        let running = lock.withLock {
            let doomed = tasks.filter { !keys.contains($0.key) }
            for key in doomed.keys { tasks[key] = nil }
            return doomed.values.map(\.task)
        }
        running.forEach { $0.cancel() }
    }

    /// Effects still running, for tests and for shutting down.
    public var runningCount: Int {
        lock.withLock { tasks.count }
    }

    public func run(_ effect: Effect) {
        let services = self.services
        let post: @Sendable (Action) -> Void = { [queue] in queue.post($0) }
        switch effect {
        case .redrawScreen:
            return
        case .discardPendingRequest:
            services.auth.discardPendingRequest()
        case .stopWatching(let id):
            cancel(key: Self.watchKey(id))
        case .observeSession:
            start(key: Self.sessionEventsKey) {
                for await event in services.auth.sessionEvents() where event == .sessionExpired {
                    post(.sessionExpired)
                }
            }
        case .restoreSession:
            start {
                do {
                    let session = try await services.auth.currentSession()
                    post(.sessionRestored(session, warning: services.auth.storeWarning?.message))
                    // Listens that could not be reported last time go now, for this user.
                    if session != nil { await services.listening?.flush() }
                } catch {
                    post(.sessionRestoreFailed(ClientError(error)))
                }
            }
        case .checkHealth:
            start(key: "health") { post(.connectivityChecked(await services.health())) }
        case .probeHealth(let seconds):
            // Same key as a check: a newer check or probe replaces the waiting one.
            start(key: "health") {
                do { try await Task.sleep(for: .seconds(seconds)) } catch { return }
                post(.connectivityChecked(await services.health()))
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
        case .playNarration, .pausePlayback, .seekPlayback, .setPlaybackSpeed, .stopPlayback, .recordPlay,
             .reportListening, .flushListening, .savePlaybackPositions:
            runListeningEffect(effect, services: services, post: post)
        case .renderPicture, .openPicture, .generateAvatar, .checkAvatar:
            runPictureEffect(effect, services: services, post: post)
        case .signOut:
            // The old account's work stops; listening for session events goes on.
            cancelAll(except: [Self.sessionEventsKey, Self.playerEventsKey])
            start {
                await services.auth.signOut()
                post(.signedOut)
            }
        case .loadSignInMethods:
            start(key: "sign-in-methods") {
                // Without an answer the form stays email-only; nothing to tell the user.
                if let methods = try? await services.auth.signInMethods() { post(.signInMethodsLoaded(methods)) }
            }
        case .loadStoryLanguages:
            start(key: "story-languages") {
                // Without an answer every language stays offered (asked again when the server is
                // back); a story in one the server does not write is refused with its list.
                if let languages = try? await services.stories.storyLanguages() { post(.storyLanguagesLoaded(languages)) }
            }
        case .loadVoices:
            start(key: "voices") {
                // Without an answer the voices keep their names alone (asked again on reconnect).
                if let voices = try? await services.stories.voices() { post(.voicesLoaded(voices)) }
            }
        case .startAppleSignIn, .pollAppleSignIn, .stopAppleSignIn, .openSignInPage, .deleteAccount:
            runAccountEffect(effect, services: services, post: post)
        case .events(let work):
            runEventsEffect(work, services: services, post: post)
        case .settings(let work):
            runSettingsEffect(work, services: services, post: post)
        case .loadJourney(let requestID):
            runJourneyEffect(requestID: requestID, services: services, post: post)
        case .replayPendingRequest:
            start {
                do {
                    let replayed = try await services.auth.replayPendingRequest()
                    post(.pendingRequestReplayed(replayed?.request, savedHero: replayed?.savedHero))
                } catch {
                    post(.pendingRequestReplayFailed(ClientError(error)))
                }
            }
        default:
            runDataEffect(effect, services: services, post: post)
        }
    }

    /// Heroes, stories and generation.
    private func runDataEffect(_ effect: Effect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        switch effect {
        case .loadHeroes(let offset, let requestID):
            start(key: "heroes-list") {
                do {
                    let page = try await services.heroes.list(limit: Effect.pageSize, offset: offset)
                    post(.heroesLoaded(page, offset: offset, requestID: requestID))
                } catch {
                    post(.heroesLoadFailed(ClientError(error), requestID: requestID))
                }
            }
        case .createHero(let input):
            start {
                do { post(.heroSaved(try await services.heroes.create(input), created: true)) }
                catch { post(.heroSaveFailed(ClientError(error))) }
            }
        case .updateHero(let id, let input):
            start {
                do { post(.heroSaved(try await services.heroes.update(id: id, with: input), created: false)) }
                catch { post(.heroSaveFailed(ClientError(error))) }
            }
        case .deleteHero(let id):
            start {
                do {
                    try await services.heroes.delete(id: id)
                    post(.heroDeleted(id: id))
                } catch {
                    post(.heroDeleteFailed(id: id, ClientError(error)))
                }
            }
        case .loadStories(let heroID, let offset, let requestID):
            start(key: "stories-list") {
                do {
                    let page = try await services.stories.list(filter: StoryFilter(heroId: heroID),
                                                               limit: Effect.pageSize, offset: offset)
                    post(.storiesLoaded(page, offset: offset, requestID: requestID))
                } catch {
                    post(.storiesLoadFailed(ClientError(error), requestID: requestID))
                }
            }
        case .refreshStory(let id):
            start(key: "refresh-\(id)") {
                do { post(.storyRefreshed(try await services.stories.get(id: id, includeIllustrations: false))) }
                catch { post(.storyRefreshFailed(id: id, ClientError(error))) }
            }
        case .openStory(let id):
            start(key: "open-story") {
                do { post(.storyOpened(try await services.stories.get(id: id, includeIllustrations: true))) }
                catch { post(.storyOpenFailed(id: id, ClientError(error))) }
            }
        case .setFavorite(let id, let isFavorite):
            start {
                do { post(.favoriteChanged(try await services.stories.setFavorite(storyId: id, isFavorite: isFavorite))) }
                catch { post(.favoriteChangeFailed(storyID: id, ClientError(error))) }
            }
        case .deleteStory(let id):
            start {
                do {
                    try await services.stories.delete(id: id)
                    post(.storyDeleted(id: id))
                } catch {
                    post(.storyDeleteFailed(id: id, ClientError(error)))
                }
            }
        default:
            runGenerationEffect(effect, services: services, post: post)
        }
    }

    private func runGenerationEffect(_ effect: Effect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        switch effect {
        case .generateStory(let request):
            start {
                do {
                    let story = try await services.stories.generate(request)
                    post(.generationStarted(story, at: services.now()))
                } catch {
                    post(.generationStartFailed(heroID: request.heroId, ClientError(error)))
                }
            }
        case .watchGeneration(let id):
            start(key: Self.watchKey(id)) {
                do {
                    for try await update in services.stories.progress(storyId: id) {
                        post(.generationUpdated(storyID: id, update))
                    }
                    // A cancelled watch was replaced or stopped on purpose: it reports nothing.
                    if !Task.isCancelled { post(.generationStreamEnded(storyID: id, error: nil)) }
                } catch {
                    if !Task.isCancelled { post(.generationStreamEnded(storyID: id, error: ClientError(error))) }
                }
            }
        case .requestNarration(let id, let voice):
            start {
                do { post(.narrationRequested(storyID: id, try await services.stories.generateAudio(storyId: id, voice: voice))) }
                catch { post(.narrationRequestFailed(storyID: id, ClientError(error))) }
            }
        case .regenerateNarration(let id, let voice):
            start {
                do { post(.narrationRequested(storyID: id, try await services.stories.regenerateAudio(storyId: id, voice: voice))) }
                catch { post(.narrationRequestFailed(storyID: id, ClientError(error))) }
            }
        case .requestIllustrations(let id, let retryFailed):
            start {
                do {
                    let progress = try await services.stories.generateIllustrations(storyId: id, retryFailed: retryFailed)
                    post(.illustrationsRequested(storyID: id, progress))
                } catch {
                    post(.illustrationsRequestFailed(storyID: id, ClientError(error)))
                }
            }
        default:
            break
        }
    }

    // MARK: Tasks

    private static let sessionEventsKey = "session-events"
    private static let playerEventsKey = "player-events"

    private static func watchKey(_ storyID: String) -> String { "watch-\(storyID)" }

    /// Runs `work` in a task; with a key, it replaces (cancels) the task running under that key.
    func start(key: String? = nil, _ work: @escaping @Sendable () async -> Void) {
        let token = UUID()
        let name = key ?? token.uuidString
        let replaced = lock.withLock { () -> Task<Void, Never>? in
            let task = Task { [weak self] in
                await work()
                self?.finished(name: name, token: token)
            }
            let previous = tasks[name]?.task
            tasks[name] = (token, task)
            return previous
        }
        replaced?.cancel()
    }

    private func finished(name: String, token: UUID) {
        lock.withLock {
            if tasks[name]?.token == token { tasks[name] = nil }
        }
    }

    func cancel(key: String) {
        let task = lock.withLock { tasks.removeValue(forKey: key)?.task }
        task?.cancel()
    }

    /// Answers whether the user is signed in now.
    @discardableResult
    private static func authenticate(_ post: @Sendable (Action) -> Void,
                                     _ operation: () async throws -> AuthSession) async -> Bool {
        do {
            post(.signedIn(try await operation()))
            return true
        } catch {
            post(.signInFailed(ClientError(error)))
            return false
        }
    }
}
