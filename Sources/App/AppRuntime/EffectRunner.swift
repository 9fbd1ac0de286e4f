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
                for await event in player.events { queue.post(.media(.playerEvent(event))) }
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
    func cancelAll(except keys: Set<String>) {
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
        case .playNarration, .pausePlayback, .seekPlayback, .setPlaybackSpeed, .stopPlayback, .recordPlay,
             .reportListening, .flushListening, .savePlaybackPositions, .setPlaybackVolume, .saveSleepTimer:
            runListeningEffect(effect, services: services, post: post)
        case .renderPicture, .openPicture, .generateAvatar, .checkAvatar:
            runPictureEffect(effect, services: services, post: post)
        case .startAppleSignIn, .pollAppleSignIn, .stopAppleSignIn, .openSignInPage, .deleteAccount:
            runAccountEffect(effect, services: services, post: post)
        case .events(let work):
            runEventsEffect(work, services: services, post: post)
        case .queue(let work):
            runQueueEffect(work, services: services, post: post)
        case .exportStory(let id, let title):
            // Not keyed: the reducer asks once per story at a time, and a started export finishes.
            start {
                guard let export = services.exportStory else {
                    post(.media(.exportFailed(storyID: id, title: title, nil, reason: Strings.exportUnavailable)))
                    return
                }
                do {
                    post(.media(.exportFinished(try await export(id))))
                } catch let error as ClientError {
                    post(.media(.exportFailed(storyID: id, title: title, error, reason: nil)))
                } catch {
                    post(.media(.exportFailed(storyID: id, title: title, nil, reason: (error as NSError).localizedDescription)))
                }
            }
        case .settings(let work):
            runSettingsEffect(work, services: services, post: post)
        case .loadJourney(let requestID):
            runJourneyEffect(requestID: requestID, services: services, post: post)
        case .observeSession, .restoreSession, .checkHealth, .probeHealth, .signIn, .signUp, .signOut,
             .loadSignInMethods, .loadStoryLanguages, .loadVoices, .replayPendingRequest:
            runSessionEffect(effect, services: services, post: post)
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
                    post(.lists(.heroesLoaded(page, offset: offset, requestID: requestID)))
                } catch {
                    post(.lists(.heroesLoadFailed(ClientError(error), requestID: requestID)))
                }
            }
        case .createHero(let input):
            start {
                do { post(.lists(.heroSaved(try await services.heroes.create(input), created: true))) }
                catch { post(.lists(.heroSaveFailed(ClientError(error)))) }
            }
        case .updateHero(let id, let input):
            start {
                do { post(.lists(.heroSaved(try await services.heroes.update(id: id, with: input), created: false))) }
                catch { post(.lists(.heroSaveFailed(ClientError(error)))) }
            }
        case .deleteHero(let id):
            start {
                do {
                    try await services.heroes.delete(id: id)
                    post(.lists(.heroDeleted(id: id)))
                } catch {
                    post(.lists(.heroDeleteFailed(id: id, ClientError(error))))
                }
            }
        case .loadStories(let heroID, let offset, let requestID):
            start(key: "stories-list") {
                do {
                    // Rows keep no text: the detail pane asks for the opening of the story it
                    // shows (`loadPreview`), and the rest stays on the server.
                    let filter = StoryFilter(heroId: heroID, contentLimit: 0)
                    let page = try await services.stories.list(filter: filter, limit: Effect.pageSize, offset: offset)
                    post(.lists(.storiesLoaded(page, offset: offset, requestID: requestID)))
                } catch {
                    post(.lists(.storiesLoadFailed(ClientError(error), requestID: requestID)))
                }
            }
        case .refreshStory(let id):
            start(key: "refresh-\(id)") {
                do { post(.lists(.storyRefreshed(try await services.stories.get(id: id, includeIllustrations: false)))) }
                catch { post(.lists(.storyRefreshFailed(id: id, ClientError(error)))) }
            }
        case .loadPreview(let id):
            start(key: "story-preview") {
                // The selection must rest a moment: a key held down replaces this before it asks.
                try? await Task.sleep(for: Self.previewPause)
                guard !Task.isCancelled else { return }
                do {
                    // Only the opening the pane shows: a few hundred bytes, not the whole story.
                    let story = try await services.stories.get(id: id, includeIllustrations: false,
                                                               contentLimit: StorySummary.previewLength)
                    post(.lists(.previewLoaded(story)))
                }
                catch { if !Task.isCancelled { post(.lists(.previewLoadFailed(id: id, ClientError(error)))) } }
            }
        case .openStory(let id):
            start(key: "open-story") {
                do { post(.lists(.storyOpened(try await services.stories.get(id: id, includeIllustrations: true)))) }
                catch { post(.lists(.storyOpenFailed(id: id, ClientError(error)))) }
            }
        case .loadSeries(let id):
            // Only the end of the reader's text and n/p wait for it: a failure leaves them out.
            start(key: "load-series") {
                if let series = try? await services.stories.series(storyId: id) { post(.lists(.seriesLoaded(storyID: id, series))) }
            }
        case .setFavorite(let id, let isFavorite):
            start {
                do { post(.lists(.favoriteChanged(try await services.stories.setFavorite(storyId: id, isFavorite: isFavorite)))) }
                catch { post(.lists(.favoriteChangeFailed(storyID: id, ClientError(error)))) }
            }
        case .deleteStory(let id):
            start {
                do {
                    try await services.stories.delete(id: id)
                    post(.lists(.storyDeleted(id: id)))
                } catch {
                    post(.lists(.storyDeleteFailed(id: id, ClientError(error))))
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
                    post(.generation(.generationStarted(story, at: services.now())))
                } catch {
                    post(.generation(.generationStartFailed(heroID: request.heroId, ClientError(error))))
                }
            }
        case .watchGeneration(let id):
            start(key: Self.watchKey(id)) {
                do {
                    for try await update in services.stories.progress(storyId: id) {
                        post(.generation(.generationUpdated(storyID: id, update)))
                    }
                    // A cancelled watch was replaced or stopped on purpose: it reports nothing.
                    if !Task.isCancelled { post(.generation(.generationStreamEnded(storyID: id, error: nil))) }
                } catch {
                    if !Task.isCancelled { post(.generation(.generationStreamEnded(storyID: id, error: ClientError(error)))) }
                }
            }
        case .requestNarration(let id, let voice):
            start {
                do { post(.generation(.narrationRequested(storyID: id, try await services.stories.generateAudio(storyId: id, voice: voice)))) }
                catch { post(.generation(.narrationRequestFailed(storyID: id, ClientError(error)))) }
            }
        case .regenerateNarration(let id, let voice):
            start {
                do { post(.generation(.narrationRequested(storyID: id, try await services.stories.regenerateAudio(storyId: id, voice: voice)))) }
                catch { post(.generation(.narrationRequestFailed(storyID: id, ClientError(error)))) }
            }
        case .requestIllustrations(let id, let retryFailed):
            start {
                do {
                    let progress = try await services.stories.generateIllustrations(storyId: id, retryFailed: retryFailed)
                    post(.generation(.illustrationsRequested(storyID: id, progress)))
                } catch {
                    post(.generation(.illustrationsRequestFailed(storyID: id, ClientError(error))))
                }
            }
        default:
            break
        }
    }

    // MARK: Tasks

    static let sessionEventsKey = "session-events"
    /// How long the story selection rests before its opening is asked for: longer than a held
    /// key's repeat (~30 ms), short enough to go unnoticed.
    static let previewPause = Duration.milliseconds(120)
    static let playerEventsKey = "player-events"

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
    static func authenticate(_ post: @Sendable (Action) -> Void,
                                     _ operation: () async throws -> AuthSession) async -> Bool {
        do {
            post(.account(.signedIn(try await operation())))
            return true
        } catch {
            post(.account(.signInFailed(ClientError(error))))
            return false
        }
    }
}
