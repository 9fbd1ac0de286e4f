import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Following stories as they are written, narrated and illustrated; retries and stops.
extension Reducer {
    /// How often a stream may be reopened without any step finishing before the app stops
    /// following and just reads the story's statuses.
    static let maximumRewatches = 3

    // MARK: Starting

    static func generationStarted(_ state: inout AppState, _ story: Story, at date: Date) -> [Effect] {
        state.startingGenerations = max(0, state.startingGenerations - 1)
        if date > state.now { state.now = date }
        if case .story(let picker) = state.form, picker.isSubmitting, picker.heroID == story.heroId {
            state.form = nil
        }
        let summary = StorySummary(story)
        sequelStarted(&state, story)
        var reload: [Effect] = []
        if state.storiesHeroID == story.heroId {
            // A page still on its way was asked for before this story existed, and its answer
            // would replace the list without it (a story started the moment its hero was made,
            // on a loaded machine): that page is dropped and the list asked for again.
            let pageOnItsWay = state.stories.isLoading
            state.stories.insertAtTop(summary, select: true)
            state.stories.keepSelectionVisible(pageSize: state.pageSize(of: .stories))
            state.reader = nil
            focus(&state, .detail)
            if pageOnItsWay { reload = loadStories(&state, heroID: story.heroId) }
        }
        if var hero = state.heroes.item(withID: story.heroId) {
            hero.count.stories += 1
            state.heroes.update(hero)
        }
        var generation = GenerationProgress(storyID: story.id, heroID: story.heroId, title: summary.displayTitle,
                                            startedAt: date)
        generation.text = story.content
        state.generations.removeAll { $0.id == story.id }
        var effects = noteSuccess(&state) + reload
        if story.generationStatus == .completed {
            // A server without background work answers the finished story at once.
            generation.writing = StepProgress(status: .done, percent: 100)
            generation.isWatching = false
            state.generations.append(generation)
            return effects + requestFollowUps(&state, storyID: story.id)
        }
        if story.generationStatus == .failed {
            generation.writing = StepProgress(status: .failed(ClientMessages.storyGenerationFailed))
            generation.isWatching = false
            generation.finishedAt = date
            state.generations.append(generation)
            return effects
        }
        state.generations.append(generation)
        effects.append(.watchGeneration(storyID: story.id))
        return effects
    }

    static func generationStartFailed(_ state: inout AppState, _ error: ClientError) -> [Effect] {
        state.startingGenerations = max(0, state.startingGenerations - 1)
        if case .story(var picker) = state.form {
            picker.isSubmitting = false
            state.form = .story(picker)
        }
        return noteFailure(&state, error)
    }

    /// Follows a story that is still being written (Enter on it, or after a restart).
    static func follow(_ state: inout AppState, _ story: StorySummary) -> [Effect] {
        state.unfollowedStoryIDs.remove(story.id)
        if let generation = state.generation(for: story.id) {
            return generation.isWatching ? [] : rewatch(&state, storyID: story.id)
        }
        var generation = GenerationProgress(storyID: story.id, heroID: story.heroId, title: story.displayTitle,
                                            startedAt: state.now)
        generation.adoptStatuses(of: story)
        generation.isWatching = true
        // Narration and pictures were either asked for already or will be once the text is done.
        generation.followUpRequested = story.generationStatus != .processing
        state.generations.append(generation)
        return [.watchGeneration(storyID: story.id)]
    }

    static func stopWatchingSelected(_ state: inout AppState) -> [Effect] {
        guard let id = state.stories.selectedID, let index = state.generations.firstIndex(where: { $0.id == id }) else {
            focus(&state, .stories)
            return []
        }
        // The story is on the server and keeps being written; only the view of it stops.
        state.generations.remove(at: index)
        state.unfollowedStoryIDs.insert(id)
        focus(&state, .stories)
        return [.stopWatching(storyID: id), .refreshStory(id: id)]
    }

    // MARK: Updates

    static func generationUpdated(_ state: inout AppState, storyID: String, _ update: GenerationUpdate) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else { return [] }
        var generation = state.generations[index]
        var effects: [Effect] = []
        switch update {
        case .text(let delta):
            if generation.restartsText {
                generation.text = delta
                generation.restartsText = false
            } else {
                generation.text += delta
            }
        case .replaceText(let text):
            generation.text = text
            generation.restartsText = false
        case .progress(let payload):
            generation.apply(payload)
        case .failed(let payload):
            let message = payload.message.isEmpty ? ClientMessages.storyGenerationFailed : payload.message
            switch payload.step {
            case .text, .unknown: generation.writing.status = .failed(message)
            case .audio: generation.narration.status = .failed(message)
            case .illustrations: generation.illustrations.status = .failed(message)
            }
        case .finished:
            break
        }
        if generation.isComplete, generation.finishedAt == nil { generation.finishedAt = state.now }
        state.generations[index] = generation
        if generation.writing.status == .done, !generation.followUpRequested {
            effects += requestFollowUps(&state, storyID: storyID)
        }
        return effects
    }

    /// After the text is written: ask for the narration and the pictures, so all three steps
    /// run without the user having to ask; the title is read again (it is final now).
    static func requestFollowUps(_ state: inout AppState, storyID: String) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else { return [] }
        state.generations[index].followUpRequested = true
        state.generations[index].pendingFollowUps = 2
        state.generations[index].narration = StepProgress(status: .running)
        state.generations[index].illustrations = StepProgress(status: .running)
        state.generations[index].finishedAt = nil
        return [
            .refreshStory(id: storyID),
            .requestNarration(storyID: storyID, voice: state.preferredVoice),
            .requestIllustrations(storyID: storyID, retryFailed: false),
        ]
    }

    static func generationStreamEnded(_ state: inout AppState, storyID: String, error: ClientError?) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else { return [] }
        if let error {
            switch error {
            case .cancelled:
                return []
            case .sessionExpired:
                state.generations[index].isWatching = false
                state.generations[index].resumesAfterSignIn = true
                return expireSession(&state)
            default:
                state.generations[index].isWatching = false
                return noteFailure(&state, error) + [.refreshStory(id: storyID)]
            }
        }
        var generation = state.generations[index]
        generation.isWatching = false
        var effects: [Effect] = []
        if generation.isComplete {
            if generation.finishedAt == nil { generation.finishedAt = state.now }
            effects.append(.refreshStory(id: storyID))
            if !generation.writing.isFailed {
                let title = state.stories.item(withID: storyID)?.title.trimmingWhitespace() ?? ""
                if title.isEmpty {
                    // Followed since before it had a title: say it with the title the refresh brings.
                    generation.announcesReadyOnRefresh = true
                } else {
                    state.banner = .success(Strings.storyReady(title))
                }
            }
        } else if generation.pendingFollowUps > 0 {
            // The follow-up answers reopen the stream once the server has the new work.
        } else if generation.writing.status == .done, !generation.followUpRequested {
            state.generations[index] = generation
            return requestFollowUps(&state, storyID: storyID)
        } else if generation.rewatchCount < maximumRewatches {
            generation.rewatchCount += 1
            generation.isWatching = true
            generation.restartsText = true
            effects.append(.watchGeneration(storyID: storyID))
        } else {
            effects.append(.refreshStory(id: storyID))
        }
        state.generations[index] = generation
        return effects
    }

    // MARK: Narration and illustrations

    static func narrationRequested(_ state: inout AppState, storyID: String, _ result: AudioResult) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else { return [] }
        state.generations[index].pendingFollowUps = max(0, state.generations[index].pendingFollowUps - 1)
        switch result.status {
        case .completed: state.generations[index].narration = StepProgress(status: .done, percent: 100)
        case .failed:
            state.generations[index].narration.status = .failed(result.error ?? ClientMessages.audioGenerationFailed)
        default: state.generations[index].narration.status = .running
        }
        return noteSuccess(&state) + resumeWatching(&state, index: index)
    }

    static func illustrationsRequested(_ state: inout AppState, storyID: String, _ progress: IllustrationProgress) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else { return [] }
        state.generations[index].pendingFollowUps = max(0, state.generations[index].pendingFollowUps - 1)
        state.generations[index].illustrations.adopt(progress)
        return noteSuccess(&state) + resumeWatching(&state, index: index)
    }

    static func followUpFailed(_ state: inout AppState, storyID: String, step: GenerationStep,
                               _ error: ClientError) -> [Effect] {
        guard let index = state.generations.firstIndex(where: { $0.id == storyID }) else {
            return noteFailure(&state, error)
        }
        state.generations[index].pendingFollowUps = max(0, state.generations[index].pendingFollowUps - 1)
        if error == .sessionExpired {
            // Replayed after signing in; the step stays "in progress" meanwhile.
            state.generations[index].resumesAfterSignIn = true
            return expireSession(&state)
        }
        if case .network = error {
            // Not a failure of the step: the server was not there. It stays in progress and is
            // asked for again when the server answers (`reconnected`).
            if step == .audio {
                state.generations[index].narrationAwaitsServer = true
            } else {
                state.generations[index].illustrationsAwaitsServer = true
            }
            return noteFailure(&state, error)
        }
        let failure = StepProgress.Status.failed(message(for: error, in: state))
        if step == .audio {
            state.generations[index].narration.status = failure
        } else {
            state.generations[index].illustrations.status = failure
        }
        if state.generations[index].isComplete, state.generations[index].finishedAt == nil {
            state.generations[index].finishedAt = state.now
        }
        return noteFailure(&state, error) + resumeWatching(&state, index: index)
    }

    /// Reopens the stream once every follow-up request has been answered and work remains.
    static func resumeWatching(_ state: inout AppState, index: Int) -> [Effect] {
        let generation = state.generations[index]
        guard isStalled(generation) else {
            if generation.isComplete, generation.finishedAt == nil { state.generations[index].finishedAt = state.now }
            return []
        }
        return rewatch(&state, storyID: generation.id)
    }

    /// The question's answer: the story narrated again with `voice`, followed like any narration.
    static func renarrate(_ state: inout AppState, storyID: String, voice: String) -> [Effect] {
        guard let story = state.stories.item(withID: storyID) else { return [] }
        var generation = followUpProgress(state, of: story)
        generation.narration = StepProgress(status: .running)
        state.generations.removeAll { $0.id == story.id }
        state.generations.append(generation)
        state.banner = .info(Strings.renarrating(state.voiceLabel(voice)))
        return [.regenerateNarration(storyID: story.id, voice: voice)]
    }

    /// The progress a follow-up (narration, pictures) of `story` is followed in: the one already
    /// followed, or a new one from the story's statuses, marked as waiting for one more answer.
    static func followUpProgress(_ state: AppState, of story: StorySummary) -> GenerationProgress {
        var generation = state.generation(for: story.id)
            ?? GenerationProgress(storyID: story.id, heroID: story.heroId, title: story.displayTitle, startedAt: state.now)
        if state.generation(for: story.id) == nil {
            generation.adoptStatuses(of: story)
            generation.isWatching = false
        }
        generation.followUpRequested = true
        generation.pendingFollowUps += 1
        generation.finishedAt = nil
        generation.rewatchCount = 0
        return generation
    }

    /// `a` and `i`: narrate or illustrate the selected story (again, after a failure), and follow it.
    static func requestFollowUp(_ state: inout AppState, step: GenerationStep) -> [Effect] {
        guard let story = selectedStory(state) else {
            state.banner = .warning(Strings.selectStoryFirst)
            return []
        }
        guard story.generationStatus == .completed else {
            state.banner = .warning(Strings.storyStillWriting)
            return []
        }
        let tracked = state.generation(for: story.id)
        let isRunning = step == .audio ? tracked?.narration.status == .running : tracked?.illustrations.status == .running
        if isRunning {
            state.banner = .info(step == .audio ? Strings.narrationInProgress : Strings.picturesInProgress)
            return []
        }
        // Done already: say so instead of doing nothing visible (or the work again).
        let failedSinceLoad = step == .audio ? tracked?.narration.isFailed == true : tracked?.illustrations.isFailed == true
        if !failedSinceLoad {
            if step == .audio, story.audioStatus == .completed {
                // Narrated already: asked whether to narrate it again, with which voice (the one
                // after the default, so the question starts on a voice not heard yet).
                var question = Confirmation(.renarrate(storyID: story.id, title: story.displayTitle))
                let current = Catalog.voices.firstIndex(of: state.preferredVoice ?? Catalog.defaultVoice) ?? 0
                question.voiceIndex = (current + 1) % Catalog.voices.count
                state.confirmation = question
                return []
            }
            if step == .illustrations, story.illustrationStatus == .completed, story.illustrationCount > 0 {
                state.banner = .info(Strings.picturesAlreadyDrawn(story.illustrationCount))
                return []
            }
        }
        var generation = followUpProgress(state, of: story)
        let effect: Effect
        if step == .audio {
            generation.narration = StepProgress(status: .running)
            effect = .requestNarration(storyID: story.id, voice: state.preferredVoice)
        } else {
            let retry = story.illustrationStatus == .failed || story.illustrationStatus == .partial
                || generation.illustrations.isFailed
            generation.illustrations = StepProgress(status: .running)
            effect = .requestIllustrations(storyID: story.id, retryFailed: retry)
        }
        state.generations.removeAll { $0.id == story.id }
        state.generations.append(generation)
        return [effect]
    }
}
