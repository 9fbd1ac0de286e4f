import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Tonight's queue: `+` adds a story, `Q` shows the queue (`J`/`K` move a story, `d` takes it
/// out, Enter plays from there). While the queue plays, a story played to its end leaves the
/// queue, the next one starts after a short pause, and the reader, when it showed the story
/// that ended, opens the next. A stop (`x`, the sleep timer) stops the queue where it is.
extension Reducer {
    /// The queue's rows the overlay shows at once, for the selection's scrolling.
    static func queueRows(_ state: AppState) -> Int { max(1, state.size.height - 8) }

    // MARK: Commands

    /// `+` from the lists or the reader: the story the story commands act on joins the queue.
    static func addToQueue(_ state: inout AppState) -> [Effect] {
        guard let story = selectedStory(state) else {
            state.banner = .warning(Strings.selectStoryFirst)
            return []
        }
        return [.queue(.add(storyID: story.id))]
    }

    /// `Q`: the overlay, with the queue read again (another terminal may have changed it).
    static func showQueue(_ state: inout AppState) -> [Effect] {
        state.queue.isShown = true
        state.queue.isLoading = true
        if let playing = state.queue.playingStoryID, let index = state.queue.index(of: playing) { state.queue.selection = index }
        state.queue.clampSelection(rows: queueRows(state))
        return [.queue(.load)]
    }

    static func performQueue(_ command: Command, _ state: inout AppState) -> [Effect] {
        let rows = queueRows(state)
        switch command {
        case .cancel, .showQueue:
            state.queue.isShown = false
        case .moveDown: state.queue.selection += 1
        case .moveUp: state.queue.selection -= 1
        case .top: state.queue.selection = 0
        case .bottom: state.queue.selection = state.queue.items.count - 1
        case .pageDown: state.queue.selection += rows
        case .pageUp: state.queue.selection -= rows
        case .moveQueueItemDown, .moveQueueItemUp:
            let from = state.queue.selection
            let to = from + (command == .moveQueueItemDown ? 1 : -1)
            guard state.queue.items.indices.contains(from), state.queue.items.indices.contains(to) else { return [] }
            state.queue.items.swapAt(from, to)
            state.queue.selection = to
            state.queue.clampSelection(rows: rows)
            return [.queue(.reorder(storyIDs: state.queue.items.map(\.storyId)))]
        case .removeFromQueue:
            guard let item = state.queue.selectedItem else { return [] }
            if state.queue.playingStoryID == item.storyId, state.queue.upNext == nil {
                state.queue.resumeAt = state.queue.item(after: item.storyId)?.storyId
            }
            state.queue.items.removeAll { $0.storyId == item.storyId }
            if state.queue.upNext == item.storyId { stopQueue(&state) }
            if state.queue.resumeAt == item.storyId { state.queue.resumeAt = nil }
            state.queue.clampSelection(rows: rows)
            state.banner = .info(Strings.queueRemoved(item.story.title.isEmpty ? Strings.untitled : item.story.title))
            return [.queue(.remove(storyID: item.storyId))]
        case .playQueue:
            guard let item = state.queue.selectedItem else { return [] }
            state.queue.isShown = false
            state.queue.upNext = nil
            state.queue.playingStoryID = item.storyId
            let effects = openReader(&state, storyID: item.storyId)
            return effects + playQueued(&state, storyID: item.storyId)
        default:
            return performCommon(command, in: .queue, &state) ?? []
        }
        state.queue.clampSelection(rows: rows)
        return []
    }

    // MARK: Answers

    static func reduceQueue(_ state: inout AppState, _ action: QueueAction) -> [Effect] {
        switch action {
        case .loaded(let page):
            let kept = Set(page.items.map(\.storyId))
            // What this app knew in the queue and the server no longer has: deleted (or taken
            // out) elsewhere. Said once, by title.
            let gone = state.queue.isLoaded ? state.queue.items.filter { !kept.contains($0.storyId) } : []
            state.queue.items = page.items
            state.queue.isLoaded = true
            state.queue.isLoading = false
            state.queue.clampSelection(rows: queueRows(state))
            if let first = gone.first {
                state.banner = .info(Strings.queueStoriesGone(first.story.title.isEmpty ? Strings.untitled : first.story.title,
                                                              others: gone.count - 1))
            }
            if let upNext = state.queue.upNext, !kept.contains(upNext) { stopQueue(&state) }
            return []
        case .loadFailed(let error):
            state.queue.isLoading = false
            return noteFailure(&state, error)
        case .added(let item):
            let title = item.story.title.isEmpty ? Strings.untitled : item.story.title
            if state.queue.index(of: item.storyId) != nil, state.queue.isLoaded {
                state.banner = .info(Strings.queueAlreadyHas(title))
                return []
            }
            state.queue.items.removeAll { $0.storyId == item.storyId }
            state.queue.items.insert(item, at: min(item.position, state.queue.items.count))
            state.banner = .success(Strings.queueAdded(title, count: max(state.queue.items.count, item.position + 1)))
            return []
        case .addFailed(_, let error):
            if case .rejected(409, let message) = error {
                state.banner = .warning(message ?? Strings.queueFull)
                return []
            }
            return noteFailure(&state, error)
        case .removed:
            return []
        case .reordered(let page):
            state.queue.items = page.items
            state.queue.clampSelection(rows: queueRows(state))
            return []
        case .changeFailed(let error):
            // Changed elsewhere (or no longer there): the server's queue is the one shown.
            state.queue.isLoading = true
            var effects: [Effect] = [.queue(.load)]
            switch error {
            case .rejected, .notFound: break
            default: effects += noteFailure(&state, error)
            }
            return effects
        case .pauseOver(let storyID):
            guard state.queue.upNext == storyID else { return [] }
            state.queue.upNext = nil
            state.queue.playingStoryID = storyID
            var effects: [Effect] = []
            if state.queue.readerFollows { effects += openReader(&state, storyID: storyID) }
            return effects + playQueued(&state, storyID: storyID)
        }
    }

    // MARK: Playing through

    /// A queued story played to its end: it leaves the queue; the next one plays after a pause,
    /// or the queue is done.
    static func queuedStoryFinished(_ state: inout AppState, storyID: String) -> [Effect] {
        guard state.queue.playingStoryID == storyID else { return [] }
        let stillQueued = state.queue.index(of: storyID) != nil
        let next = stillQueued ? state.queue.item(after: storyID)
            : state.queue.resumeAt.flatMap { id in state.queue.items.first { $0.storyId == id } }
        state.queue.resumeAt = nil
        state.queue.readerFollows = state.reader?.storyID == storyID
        state.queue.items.removeAll { $0.storyId == storyID }
        state.queue.clampSelection(rows: queueRows(state))
        // Taken out of the queue by hand while it played: the server has it out already.
        var effects: [Effect] = stillQueued ? [.queue(.remove(storyID: storyID))] : []
        if let next {
            state.queue.playingStoryID = next.storyId
            state.queue.upNext = next.storyId
            state.banner = .info(Strings.queueNext(next.story.title.isEmpty ? Strings.untitled : next.story.title))
            effects.append(.queue(.pauseBeforeNext(storyID: next.storyId, seconds: QueueState.pauseSeconds)))
        } else {
            stopQueue(&state)
            state.banner = .success(Strings.queueDone)
        }
        return effects
    }

    /// Plays a story of the queue; one that cannot play (no narration yet) stops the queue
    /// there, with the reason in the status line.
    static func playQueued(_ state: inout AppState, storyID: String) -> [Effect] {
        let effects = startNarration(&state, storyID: storyID)
        if state.player?.storyID != storyID { stopQueue(&state) }
        return effects
    }

    /// The queue stops playing (a stop, the sleep timer, the next story gone); it stays queued.
    static func stopQueue(_ state: inout AppState) {
        state.queue.playingStoryID = nil
        state.queue.upNext = nil
        state.queue.resumeAt = nil
        // A countdown held over the pause between two stories ends with the queue.
        if state.player == nil { state.sleepCountdown = nil }
    }

    /// Whether another story of the queue plays after `storyID` (the end-of-story timer then
    /// waits for the queue's end).
    static func queuePlaysOn(after storyID: String, _ state: AppState) -> Bool {
        guard state.queue.playingStoryID == storyID else { return false }
        return state.queue.index(of: storyID) != nil ? state.queue.item(after: storyID) != nil : state.queue.resumeAt != nil
    }
}
