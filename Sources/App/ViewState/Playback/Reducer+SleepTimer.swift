import Foundation

/// The sleep timer: `T` chooses when the narration stops by itself; the player's own events
/// count the playing time and fade the narration out over its last half minute (the volume
/// steps down once a second of narration, as the position arrives), then it stops as if `x`
/// had been pressed, its listen reported as it ended and its place remembered.
extension Reducer {
    /// Seconds over which the narration fades out before a sleep timer stops it.
    public static let sleepFadeSeconds: TimeInterval = 30

    /// T: the next choice, at once for what plays now; kept for the next run against this server.
    static func chooseSleepTimer(_ state: inout AppState) -> [Effect] {
        let choice = state.sleepTimer.next
        state.sleepTimer = choice
        state.sleepCountdown = nil
        if state.player != nil, case .minutes(let minutes) = choice {
            // Counted from the player's next event: a key carries no time of its own.
            state.sleepCountdown = SleepCountdown(remaining: Double(minutes) * state.sleepMinute, countedAt: nil)
        }
        state.banner = .info(Strings.sleepTimerChosen(choice))
        return [.saveSleepTimer(choice)] + fadeForSleep(&state)
    }

    /// The remembered choice of an earlier run; a countdown already running is left alone.
    static func sleepTimerRestored(_ state: inout AppState, _ choice: SleepTimer) -> [Effect] {
        state.sleepTimer = choice
        return []
    }

    /// Follows the player's event for the timer; answers the effects (a volume step, or the stop).
    static func sleepTimerFollows(_ state: inout AppState, _ event: PlayerEvent) -> [Effect] {
        guard let player = state.player, player.storyID == event.storyID else { return [] }
        switch event.kind {
        case .started:
            if state.sleepCountdown == nil, case .minutes(let minutes) = state.sleepTimer {
                state.sleepCountdown = SleepCountdown(remaining: Double(minutes) * state.sleepMinute, countedAt: event.date)
            } else {
                state.sleepCountdown?.count(until: event.date, playing: true)
            }
            // A new file plays at full volume: fade it again if it starts inside the fade.
            state.player?.askedVolume = 100
        case .position:
            state.sleepCountdown?.count(until: event.date, playing: player.phase == .playing)
            if let countdown = state.sleepCountdown, countdown.remaining <= 0 {
                return sleepTimerEnds(&state, at: event.date)
            }
        case .paused(let paused):
            state.sleepCountdown?.count(until: event.date, playing: !paused)
        default:
            return []
        }
        return fadeForSleep(&state)
    }

    /// Asks the player for the volume the timer wants now, when it differs from the last asked.
    static func fadeForSleep(_ state: inout AppState) -> [Effect] {
        guard let player = state.player, player.phase != .loading else { return [] }
        let target = sleepVolume(state)
        guard target != player.askedVolume else { return [] }
        state.player?.askedVolume = target
        return [.setPlaybackVolume(target)]
    }

    /// Full volume, or less in the last `sleepFadeSeconds` before the timer stops the narration
    /// (the end of the story is reached in narration seconds divided by the speed).
    static func sleepVolume(_ state: AppState) -> Double {
        guard let player = state.player else { return 100 }
        let left: TimeInterval? = switch state.sleepTimer {
        case .off: nil
        case .endOfStory:
            // With the queue playing, "the end" is the queue's.
            queuePlaysOn(after: player.storyID, state) ? nil
                : player.duration.map { max(0, $0 - player.position) / max(player.speed, 0.01) }
        case .minutes: state.sleepCountdown?.remaining
        }
        guard let left, left < sleepFadeSeconds else { return 100 }
        return max(0, (100 * left / sleepFadeSeconds).rounded())
    }

    /// The countdown ran out: the narration stops, its place kept, its listen reported as ended.
    static func sleepTimerEnds(_ state: inout AppState, at date: Date) -> [Effect] {
        guard let player = state.player else { return [] }
        var effects = endListen(&state, storyID: player.storyID, at: date, completed: false)
        if state.playToCount?.storyID == player.storyID { state.playToCount = nil }
        rememberPosition(&state, storyID: player.storyID, seconds: player.position, at: date)
        state.player = nil
        state.sleepCountdown = nil
        stopQueue(&state)
        state.banner = .success(Strings.sleepTimerStopped(player.title))
        relayout(&state)
        effects.append(.stopPlayback)
        effects.append(.savePlaybackPositions(state.playbackPositions))
        return effects
    }
}
