import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Listening: the player's commands, its events, and the accounting of listens.
///
/// The player state changes at once on a key (the screen answers immediately); the listening
/// tracker moves only on the player's events, which carry the time they happened, so a listen's
/// duration is the sound actually played, pauses excluded.
extension Reducer {
    // MARK: Commands

    static func performPlayback(_ command: Command, in context: KeyContext, _ state: inout AppState) -> [Effect] {
        switch command {
        case .playPause:
            return playPause(&state, context: context)
        case .stopPlayback:
            return stopPlayback(&state)
        case .seekBack, .seekForward:
            guard var player = state.player, player.phase != .loading else { return [] }
            let target = player.seekTarget(by: command == .seekBack ? -PlayerState.seekStep : PlayerState.seekStep)
            player.position = target
            state.player = player
            return [.seekPlayback(to: target)]
        case .slower, .faster:
            guard var player = state.player else { return [] }
            let speed = player.speed(steppedBy: command == .slower ? -1 : 1)
            guard speed != player.speed else { return [] }
            player.speed = speed
            state.player = player
            state.playbackSpeed = speed
            return [.setPlaybackSpeed(speed)]
        case .sleepTimer:
            return chooseSleepTimer(&state)
        case .restartPlayback:
            if var player = state.player, context != .reader || player.storyID == state.reader?.storyID {
                guard player.phase != .loading else { return [] }
                player.position = 0
                state.player = player
                return [.seekPlayback(to: 0)]
            }
            guard let id = state.reader?.storyID else { return [] }
            state.playbackPositions[id] = nil
            return startNarration(&state, storyID: id)
        default:
            return []
        }
    }

    /// Space: in the reader it plays that story (or pauses it); elsewhere it pauses or resumes
    /// what plays, or starts the selected story when nothing does.
    static func playPause(_ state: inout AppState, context: KeyContext) -> [Effect] {
        let readerStory = context == .reader ? state.reader?.storyID : nil
        if var player = state.player, readerStory == nil || readerStory == player.storyID {
            switch player.phase {
            case .loading:
                return []
            case .playing:
                player.phase = .paused
                state.player = player
                return [.pausePlayback(true)]
            case .paused:
                player.phase = .playing
                state.player = player
                return [.pausePlayback(false)]
            }
        }
        let target: String? = switch context {
        case .reader: readerStory
        case .stories, .detail, .progress: state.stories.selectedID
        default: nil
        }
        guard let target else {
            state.banner = .info(Strings.nothingPlaying)
            return []
        }
        return startNarration(&state, storyID: target)
    }

    /// Loads a story's narration into the player, where it was left the last time.
    static func startNarration(_ state: inout AppState, storyID: String) -> [Effect] {
        // A story played by hand while the queue plays (or waits between two stories) ends the queue.
        if state.queue.playingStoryID != storyID { stopQueue(&state) }
        let reading = state.reader?.storyID == storyID ? state.reader?.story : nil
        let queued = state.queue.items.first { $0.storyId == storyID }?.story
        let full = reading ?? queued
        let summary = state.stories.item(withID: storyID)
        // The newest word wins: a narration any of them knows as ready is ready (the queue's copy
        // may be older than the list's).
        let statuses = [reading?.audioGenerationStatus, summary?.audioStatus, queued?.audioGenerationStatus].compactMap { $0 }
        let status = statuses.contains(.completed) ? .completed : statuses.first ?? .pending
        guard status == .completed else {
            state.banner = switch status {
            case .processing: .info(Strings.narrationRecording)
            case .failed: .warning(Strings.narrationFailedToPlay)
            default: .info(Strings.narrationMissing)
            }
            return []
        }
        let duration = reading?.audioDuration ?? summary?.audioDuration ?? queued?.audioDuration
        var start = state.playbackPositions[storyID]?.seconds ?? 0
        if let duration, start >= duration - 3 { start = 0 }
        let title = full.map { $0.title.isEmpty ? Strings.untitled : $0.title } ?? summary?.displayTitle ?? Strings.untitled
        if let previous = state.player {
            rememberPosition(&state, storyID: previous.storyID, seconds: previous.position, at: state.now)
        }
        let hadRow = state.showsPlayerRow
        state.player = PlayerState(storyID: storyID, title: title, position: start, duration: duration,
                                   speed: state.playbackSpeed)
        state.playbackNotice = nil
        if !hadRow { relayout(&state) }
        return [.playNarration(storyID: storyID, from: start, speed: state.playbackSpeed)]
    }

    /// x: stops the narration, remembering its place; with nothing playing it dismisses the notice.
    /// The queue stops too (between two stories, the next one does not start).
    static func stopPlayback(_ state: inout AppState) -> [Effect] {
        stopQueue(&state)
        state.sleepCountdown = nil
        if let player = state.player {
            rememberPosition(&state, storyID: player.storyID, seconds: player.position, at: state.now)
            state.player = nil
            state.playbackNotice = nil
            relayout(&state)
            return [.stopPlayback]
        }
        if state.playbackNotice != nil {
            state.playbackNotice = nil
            relayout(&state)
        }
        return []
    }

    // MARK: Events

    static func playerEvent(_ state: inout AppState, _ event: PlayerEvent) -> [Effect] {
        var effects = playerEventBeforeTimer(&state, event)
        effects += sleepTimerFollows(&state, event)
        if state.player == nil {
            // The narration ended: so does the countdown, unless the queue plays on (it then
            // holds during the pause, and goes on with the next story).
            if state.queue.isPlaying {
                state.sleepCountdown?.count(until: event.date, playing: false)
            } else {
                state.sleepCountdown = nil
            }
        }
        return effects
    }

    /// The player's event for everything but the sleep timer.
    private static func playerEventBeforeTimer(_ state: inout AppState, _ event: PlayerEvent) -> [Effect] {
        let id = event.storyID
        let isCurrent = state.player?.storyID == id
        var effects: [Effect] = []
        switch event.kind {
        case .started(let duration):
            guard isCurrent else { return [] }
            if let ended = state.listening.start(storyId: id, at: event.date) { effects.append(.reportListening(ended)) }
            if state.countedListen != id { state.playToCount = PlayToCount(storyID: id, from: state.player?.position ?? 0) }
            if state.player?.phase == .loading { state.player?.phase = .playing }
            if let duration, duration > 0 { state.player?.duration = duration }
        case .position(let seconds):
            guard isCurrent, seconds.isFinite else { return [] }
            if let pending = state.playToCount, pending.storyID == id, seconds >= pending.from + Self.soundStartedAfter {
                // Sound has played: this listen counts, once.
                state.playToCount = nil
                state.countedListen = id
                effects.append(.recordPlay(storyID: id))
            }
            state.player?.position = max(0, seconds)
            rememberPosition(&state, storyID: id, seconds: seconds, at: event.date)
            // Positions come only while sound plays: a paused player writes nothing.
            let saved = state.positionsSavedAt ?? event.date
            if state.positionsSavedAt == nil {
                state.positionsSavedAt = event.date
            } else if event.date.timeIntervalSince(saved) >= Self.positionSaveInterval {
                state.positionsSavedAt = event.date
                effects.append(.savePlaybackPositions(state.playbackPositions))
            }
            followNarration(&state, storyID: id, position: seconds)
        case .paused(let paused):
            guard isCurrent else { return [] }
            if paused {
                state.listening.pause(at: event.date)
                state.player?.phase = .paused
            } else {
                state.listening.resume(at: event.date)
                if state.player?.phase == .paused { state.player?.phase = .playing }
            }
        case .speed(let speed):
            guard isCurrent, speed.isFinite, speed > 0 else { return [] }
            state.player?.speed = speed
        case .volume(let volume):
            guard isCurrent, volume.isFinite else { return [] }
            state.player?.volume = min(100, max(0, volume))
        case .finished:
            effects += endListen(&state, storyID: id, at: event.date, completed: true)
            // Played to the end: the next play is a new listen.
            if state.countedListen == id { state.countedListen = nil }
            if state.playToCount?.storyID == id { state.playToCount = nil }
            state.playbackPositions[id] = nil
            if isCurrent, let player = state.player {
                state.player = nil
                state.banner = .success(Strings.narrationFinished(player.title))
                relayout(&state)
            }
            effects += queuedStoryFinished(&state, storyID: id)
        case .stopped:
            // The listen pauses: playing this story again goes on with it (one listen, one report).
            if state.listening.storyId == id { state.listening.pause(at: event.date) }
            if state.playToCount?.storyID == id { state.playToCount = nil }
            if isCurrent, let player = state.player, player.phase != .loading {
                if state.queue.playingStoryID == id { stopQueue(&state) }
                rememberPosition(&state, storyID: id, seconds: player.position, at: event.date)
                state.player = nil
                relayout(&state)
            }
        case .failed(let reason):
            if state.queue.playingStoryID == id { stopQueue(&state) }
            effects += endListen(&state, storyID: id, at: event.date, completed: false)
            if state.playToCount?.storyID == id { state.playToCount = nil }
            if isCurrent { dropPlayer(&state, notice: Strings.playbackFailed(reason)) }
        case .noAudioOutput(let reason):
            if state.queue.playingStoryID == id { stopQueue(&state) }
            effects += endListen(&state, storyID: id, at: event.date, completed: false)
            if state.playToCount?.storyID == id { state.playToCount = nil }
            if isCurrent { dropPlayer(&state, notice: Strings.noAudioOutput(reason)) }
        }
        return effects
    }

    static func narrationLoadFailed(_ state: inout AppState, storyID: String, _ error: ClientError) -> [Effect] {
        guard state.player?.storyID == storyID else { return [] }
        state.player = nil
        relayout(&state)
        if error == .notFound, state.queue.playingStoryID == storyID {
            // Deleted elsewhere while it waited in the queue: the queue goes on without it.
            let title = state.queue.items.first { $0.storyId == storyID }?.story.title ?? Strings.untitled
            let effects = queuedStoryFinished(&state, storyID: storyID)
            state.banner = .info(Strings.queueStoriesGone(title.isEmpty ? Strings.untitled : title, others: 0))
            return effects
        }
        stopQueue(&state)
        return noteFailure(&state, error)
    }

    static func playbackPositionsRestored(_ state: inout AppState, _ positions: [String: PlaybackPosition]) -> [Effect] {
        state.playbackPositions.merge(positions) { current, _ in current }
        forgetOldestPositions(&state)
        return []
    }

    // MARK: Helpers

    /// Seconds between two writes of the places while a narration plays.
    static let positionSaveInterval: TimeInterval = 10

    /// Seconds of narration past the play's start that show sound has really started.
    static let soundStartedAfter = 0.5

    /// Ends the listen of `storyID`, if it is the one going on; answers the report to send.
    static func endListen(_ state: inout AppState, storyID: String, at date: Date, completed: Bool) -> [Effect] {
        guard state.listening.storyId == storyID else { return [] }
        return state.listening.finish(at: date, completed: completed).map { [.reportListening($0)] } ?? []
    }

    static func dropPlayer(_ state: inout AppState, notice: String) {
        state.player = nil
        state.playbackNotice = notice
        relayout(&state)
    }

    /// Keeps where `storyID` was left; the oldest places are forgotten past the limit.
    static func rememberPosition(_ state: inout AppState, storyID: String, seconds: Double, at date: Date) {
        guard seconds.isFinite else { return }
        state.playbackPositions[storyID] = PlaybackPosition(seconds: max(0, seconds), savedAt: date)
        forgetOldestPositions(&state)
    }

    static func forgetOldestPositions(_ state: inout AppState) {
        let excess = state.playbackPositions.count - PlaybackPosition.limit
        guard excess > 0 else { return }
        let oldest = state.playbackPositions.sorted { $0.value.savedAt < $1.value.savedAt }.prefix(excess)
        for (id, _) in oldest { state.playbackPositions[id] = nil }
    }

    /// While a story plays in the reader, its picture follows the narration; a picture chosen
    /// with p/n stays until the narration reaches the next scene.
    static func followNarration(_ state: inout AppState, storyID: String, position: Double) {
        guard let reader = state.reader, reader.storyID == storyID, reader.hasPictures else { return }
        let index = reader.pictureIndex(at: position)
        if index != reader.followedPictureIndex {
            state.reader?.followedPictureIndex = index
            state.reader?.pictureIndex = index
        }
    }
}
