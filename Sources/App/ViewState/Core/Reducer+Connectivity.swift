import Foundation
import InfiniteStoriesClient

/// Whether the server answers: the header's badge, probing while it does not, and picking up
/// where the app was once it answers again.
extension Reducer {
    /// Seconds between health probes while the server does not answer: quick at first (a
    /// restart takes a moment), then at most every 30 s, so an app left offline rarely wakes.
    static let probeDelays = [1, 2, 4, 8, 15, 30]

    /// A key press this long after the last health answer asks again: an app left open while
    /// its server died says so at the next key, without waking up when nobody looks.
    static let healthRecheckSeconds: TimeInterval = 30

    static func connectivityChecked(_ state: inout AppState, _ connectivity: Connectivity) -> [Effect] {
        state.connection = ConnectionStatus(connectivity, server: state.serverLabel)
        state.healthCheckedAt = state.now
        state.healthCheckPending = false
        switch state.connection {
        case .offline:
            state.reconnectPending = true
            fallthrough
        case .degraded:
            // Keep asking, further apart each time, until the server answers well again.
            let delay = probeDelays[min(state.healthProbeAttempt, probeDelays.count - 1)]
            state.healthProbeAttempt += 1
            return [.probeHealth(afterSeconds: delay)]
        case .online, .checking, .starting:
            state.healthProbeAttempt = 0
            guard state.reconnectPending else { return [] }
            state.reconnectPending = false
            // The answer may have been lost with the connection, or the server restarted with
            // another story writer: its languages are asked for again, signed in or not.
            return [.loadStoryLanguages, .loadVoices] + reconnected(&state)
        }
    }

    /// A key press on a screen that says "online": when the last answer is old, the health
    /// route is asked again (the badge must not vouch for a server that died while idle).
    static func recheckHealthIfStale(_ state: inout AppState) -> [Effect] {
        guard state.connection.isOnline, !state.healthCheckPending,
              let checked = state.healthCheckedAt,
              state.now.timeIntervalSince(checked) >= healthRecheckSeconds else { return [] }
        state.healthCheckPending = true
        return [.checkHealth]
    }

    /// A request that could not reach the server, whatever it was for: the header says offline
    /// and probing starts (no banner: the caller says what failed, if anything).
    static func noteUnreachable(_ state: inout AppState, _ error: ClientError) -> [Effect] {
        guard case .network = error else { return [] }
        return noteFailure(&state, error, showsBanner: false)
    }

    /// The server answers again after it did not: what failed meanwhile is asked for again,
    /// and stories that were being followed are followed again.
    static func reconnected(_ state: inout AppState) -> [Effect] {
        guard state.screen == .main, state.session != nil, !state.showsSnapshot else { return [] }
        state.banner = .success(Strings.backOnline)
        // Pictures that failed meanwhile (most for want of the server) are asked for again.
        state.pictures = state.pictures.filter { if case .failed = $0.value { false } else { true } }
        var effects = reloadAll(&state)
        if let reader = state.reader, reader.story == nil || reader.error != nil {
            state.reader?.error = nil
            state.reader?.isLoading = true
            effects.append(.openStory(id: reader.storyID))
        }
        for index in state.generations.indices {
            // Follow-ups the outage refused go first; their answers reopen the stream.
            if state.generations[index].narrationAwaitsServer {
                state.generations[index].narrationAwaitsServer = false
                state.generations[index].pendingFollowUps += 1
                effects.append(.requestNarration(storyID: state.generations[index].id, voice: state.preferredVoice))
            }
            if state.generations[index].illustrationsAwaitsServer {
                state.generations[index].illustrationsAwaitsServer = false
                state.generations[index].pendingFollowUps += 1
                effects.append(.requestIllustrations(storyID: state.generations[index].id, retryFailed: false))
            }
        }
        for generation in state.generations where isStalled(generation) {
            effects += rewatch(&state, storyID: generation.id)
        }
        return effects
    }

    /// A followed story with work left, no stream open and no answer awaited (a network
    /// failure, or follow-ups answered): its stream is due to be opened again.
    static func isStalled(_ generation: GenerationProgress) -> Bool {
        !generation.isWatching && !generation.isComplete && !generation.resumesAfterSignIn
            && generation.pendingFollowUps == 0
    }

    /// Opens the stream of a followed story again, from a fresh start of its text.
    static func rewatch(_ state: inout AppState, storyID: String) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else { return [] }
        state.generations[index].isWatching = true
        state.generations[index].restartsText = true
        state.generations[index].rewatchCount = 0
        return [.watchGeneration(storyID: storyID)]
    }

    /// After a restart (or a reconnect), every listed story whose writing, narration or
    /// pictures are still being made is followed, so its progress shows live without `r`.
    static func reattachUnfinished(_ state: inout AppState, _ stories: [StorySummary]) -> [Effect] {
        var effects: [Effect] = []
        for story in stories where isUnfinished(story) && !state.unfollowedStoryIDs.contains(story.id) {
            if let generation = state.generation(for: story.id) {
                if isStalled(generation) { effects += rewatch(&state, storyID: story.id) }
            } else {
                effects += follow(&state, story)
            }
        }
        return effects
    }

    static func isUnfinished(_ story: StorySummary) -> Bool {
        story.generationStatus == .processing || story.audioStatus == .processing
            || story.illustrationStatus == .processing
    }
}
