import Foundation
import ViewState
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Listening and pictures: the player, the media cache, the listening reports, avatars.
extension EffectRunner {
    func runListeningEffect(_ effect: Effect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        let player = services.player
        switch effect {
        case .playNarration(let id, let from, let speed):
            start(key: "narration") {
                guard let player, let media = services.media else {
                    post(.media(.playerEvent(PlayerEvent(storyID: id, .noAudioOutput(Strings.noAudioPlayer), at: services.now()))))
                    return
                }
                do {
                    let file = try await Self.narrationFile(storyID: id, stories: services.stories, media: media)
                    try Task.checkCancellation()
                    player.play(storyID: id, file: file, from: from, speed: speed)
                } catch {
                    if !Task.isCancelled { post(.media(.narrationLoadFailed(storyID: id, ClientError(error)))) }
                }
            }
        case .pausePlayback(let paused):
            player?.setPaused(paused)
        case .seekPlayback(let seconds):
            player?.seek(to: seconds)
        case .setPlaybackSpeed(let speed):
            player?.setSpeed(speed)
        case .setPlaybackVolume(let percent):
            player?.setVolume(percent)
        case .saveSleepTimer(let choice):
            // In order, off the UI thread: the saver queues the writes (`SleepTimerFile`).
            services.saveSleepTimer?(choice)
        case .stopPlayback:
            // A narration still downloading must not start after the stop.
            cancel(key: "narration")
            cancel(key: "queue-pause")
            player?.stop()
        case .recordPlay(let id):
            start { _ = try? await services.stories.play(storyId: id) }
        case .reportListening(let report):
            // Not one of the runner's tasks: signing out (which cancels those) must not lose it.
            Task {
                await services.listening?.submit(report)
                post(.media(.listeningReported))
            }
        case .savePlaybackPositions(let positions):
            guard let save = services.savePlaybackPositions else { break }
            // A small file, written off the UI thread.
            Task.detached { save(positions) }
        case .flushListening:
            Task { await services.listening?.flush() }
        default:
            break
        }
    }

    /// The narration's file from the media cache. The story is read first for a freshly signed
    /// URL; should the download still be refused (a URL that expired on the way), the story is
    /// read once more and the new URL tried, instead of showing the user an error.
    static func narrationFile(storyID: String, stories: any StoryRepository, media: any MediaLoading) async throws -> URL {
        var lastError: (any Error)?
        for _ in 0..<2 {
            let story = try await stories.get(id: storyID, includeIllustrations: false)
            guard let url = story.audioUrl, story.audioGenerationStatus == .completed else { throw ClientError.notFound }
            do {
                return try await media.file(for: url)
            } catch let error as ClientError {
                switch error {
                case .rejected(let status, _) where status == 403 || status == 401: lastError = error
                case .notFound: lastError = error
                default: throw error
                }
            }
        }
        throw lastError ?? ClientError.invalidResponse
    }

    func runPictureEffect(_ effect: Effect, services: AppServices, post: @escaping @Sendable (Action) -> Void) {
        switch effect {
        case .renderPicture(let url, let key):
            start(key: "picture-\(key.source)-\(key.columns)x\(key.rows)") {
                guard let media = services.media, let render = services.renderPicture else {
                    post(.media(.pictureFailed(key, Strings.picturesUnavailable)))
                    return
                }
                do {
                    let data = try await media.data(for: url)
                    try Task.checkCancellation()
                    post(.media(.pictureRendered(key, try render(data, key.columns, key.rows))))
                } catch let error as ClientError {
                    if error != .cancelled { post(.media(.pictureDownloadFailed(key, error))) }
                } catch {
                    post(.media(.pictureFailed(key, String(describing: error))))
                }
            }
        case .openPicture(let url):
            start {
                guard let media = services.media, let open = services.openExternally else {
                    post(.media(.pictureOpenFinished(Strings.pictureOpenFailed(Strings.picturesUnavailable), isError: true)))
                    return
                }
                do {
                    let file = try await media.file(for: url)
                    let message: String
                    var isError = false
                    switch open(file) {
                    case .opened: message = Strings.pictureOpened(file.path)
                    case .noDisplay: message = Strings.noDisplay(file.path)
                    case .viewerMissing: message = Strings.viewerMissing(file.path)
                    case .failed(let reason):
                        message = Strings.pictureOpenFailed(reason)
                        isError = true
                    }
                    post(.media(.pictureOpenFinished(message, isError: isError)))
                } catch {
                    post(.media(.pictureOpenFailed(ClientError(error))))
                }
            }
        case .generateAvatar(let id):
            start {
                do { post(.media(.avatarRequested(heroID: id, try await services.heroes.generateAvatar(id: id, prompt: nil)))) }
                catch { post(.media(.avatarRequestFailed(heroID: id, ClientError(error)))) }
            }
        case .checkAvatar(let id, let previous):
            start(key: "avatar-\(id)") {
                let before = previous.flatMap(URL.init(string:)).map(MediaCache.cacheKey(for:))
                let deadline = ContinuousClock.now + .seconds(300)
                do {
                    while ContinuousClock.now < deadline {
                        try await Task.sleep(for: services.avatarPollInterval)
                        let hero = try await services.heroes.get(id: id)
                        let now = hero.avatarUrl.flatMap(URL.init(string:)).map(MediaCache.cacheKey(for:))
                        if now != nil, now != before {
                            post(.media(.avatarChecked(hero)))
                            return
                        }
                    }
                    post(.media(.avatarRequestFailed(heroID: id, .network(.timedOut))))
                } catch {
                    if !Task.isCancelled { post(.media(.avatarRequestFailed(heroID: id, ClientError(error)))) }
                }
            }
        default:
            break
        }
    }
}
