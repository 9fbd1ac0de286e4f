import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// A story being written (then narrated and illustrated) that the app follows.
///
/// Several can run at once; each keeps its own steps, its text so far and its timing. The work
/// itself runs on the server, so dropping one of these (Esc) loses nothing but the view of it.
public struct GenerationProgress: Sendable, Equatable, Identifiable {
    /// The story's id.
    public var id: String
    public var heroID: String
    public var title: String
    public var startedAt: Date
    public var finishedAt: Date?
    public var writing = StepProgress(status: .running)
    public var narration = StepProgress()
    public var illustrations = StepProgress()
    /// The story text as it is written.
    public var text = ""
    /// Whether an update stream is open for it.
    public var isWatching = true
    /// Narration and illustrations were asked for after the text was done.
    public var followUpRequested = false
    /// Follow-up requests still waiting for the server's answer.
    public var pendingFollowUps = 0
    /// Streams reopened without the steps finishing, to stop re-watching in a loop.
    public var rewatchCount = 0
    /// The stream stopped on an expired session; it is reopened after signing in.
    public var resumesAfterSignIn = false
    /// A new stream starts with the whole text so far: its first piece replaces the text
    /// instead of being appended to it.
    public var restartsText = true
    /// Narration or pictures asked for while the server did not answer: asked again once it does.
    public var narrationAwaitsServer = false
    public var illustrationsAwaitsServer = false
    /// Finished before its title was known: "is ready" is said once the story is read again.
    public var announcesReadyOnRefresh = false

    public init(storyID: String, heroID: String, title: String, startedAt: Date) {
        self.id = storyID
        self.heroID = heroID
        self.title = title
        self.startedAt = startedAt
    }

    /// Nothing is left running: the text failed, or it is written and neither narration nor
    /// pictures are in progress (a step never asked for does not hold the story up).
    public var isComplete: Bool {
        if writing.isFailed { return true }
        return writing.status == .done && narration.status != .running && illustrations.status != .running
    }

    /// Something is still moving (for the spinner and the animation timer).
    public var isActive: Bool { isWatching && !isComplete }

    /// Seconds from start until now or until it finished.
    public func elapsedSeconds(now: Date) -> Int {
        let end = finishedAt ?? now
        let seconds = end.timeIntervalSince(startedAt)
        return seconds.isFinite ? max(0, Int(seconds)) : 0
    }
}

/// How stream updates and story statuses move the steps forward.
extension GenerationProgress {
    /// Applies an `event: progress` payload to its step.
    mutating func apply(_ payload: ProgressPayload) {
        let percent = min(max(payload.progress, 0), 100)
        switch payload.step {
        case .text, .unknown:
            switch payload.status {
            case "completed": writing = StepProgress(status: .done, percent: 100)
            case "failed": writing.status = .failed(ClientMessages.storyGenerationFailed)
            default: writing = StepProgress(status: .running, percent: percent)
            }
        case .audio:
            switch payload.status {
            case "completed": narration = StepProgress(status: .done, percent: 100)
            case "failed": narration.status = .failed(ClientMessages.audioGenerationFailed)
            default: narration = StepProgress(status: .running, percent: percent > 0 ? percent : nil)
            }
        case .illustrations:
            let counts = (payload.completed, payload.total)
            switch payload.status {
            case "completed":
                illustrations = StepProgress(status: .done, percent: 100, completed: counts.0, total: counts.1)
            case "partial", "failed":
                illustrations = StepProgress(status: .failed(ClientMessages.illustrationsFailed), percent: percent,
                                             completed: counts.0, total: counts.1)
            case "none":
                break
            default:
                illustrations = StepProgress(status: .running, percent: percent, completed: counts.0, total: counts.1)
            }
        }
    }

    /// Takes the steps' states from a story's status fields (when no stream says more).
    mutating func adoptStatuses(of story: Story) {
        adoptStatuses(text: story.generationStatus, audio: story.audioGenerationStatus,
                      illustrations: story.illustrationStatus, illustrationCount: story.illustrationCount)
    }

    mutating func adoptStatuses(of story: StorySummary) {
        adoptStatuses(text: story.generationStatus, audio: story.audioStatus,
                      illustrations: story.illustrationStatus, illustrationCount: story.illustrationCount)
    }

    private mutating func adoptStatuses(text: GenerationStatus, audio: AudioStatus,
                                        illustrations status: IllustrationStatus, illustrationCount: Int) {
        switch text {
        case .completed: writing = StepProgress(status: .done, percent: 100)
        case .failed: writing.status = .failed(ClientMessages.storyGenerationFailed)
        case .processing, .unknown: writing.status = .running
        }
        switch audio {
        case .completed: narration = StepProgress(status: .done, percent: 100)
        case .failed: narration.status = .failed(ClientMessages.audioGenerationFailed)
        case .processing: narration.status = .running
        case .pending, .unknown: if narration.status != .running { narration.status = .waiting }
        }
        switch status {
        case .completed:
            illustrations = StepProgress(status: .done, percent: 100, completed: illustrationCount, total: illustrationCount)
        case .partial, .failed: illustrations.status = .failed(ClientMessages.illustrationsFailed)
        case .processing: illustrations.status = .running
        case .none, .pending, .unknown: if illustrations.status != .running { illustrations.status = .waiting }
        }
    }
}
