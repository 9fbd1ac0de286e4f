import Foundation
import InfiniteStoriesModels

/// Accounts one listen of a narration the way upstream's `ListeningSessionTracker` does
/// (UPSTREAM.md §5.10): it starts on play, pauses stop the count, and it ends on stop, on a switch
/// to another story (not completed) or at the end of the narration (completed). A listen shorter
/// than five seconds of sound is not reported.
///
/// A value with times passed in, so every rule is tested without a clock.
public struct ListeningSessionTracker: Sendable, Equatable {
    /// Listens shorter than this are not reported (a tap on play and off again is no listen).
    public static let minimumDuration: TimeInterval = 5

    public private(set) var storyId: String?
    private var startedAt: Date?
    /// When the current stretch of sound started; nil while paused.
    private var playingSince: Date?
    /// Seconds of sound before the current stretch.
    private var played: TimeInterval = 0

    public init() {}

    public var isActive: Bool { storyId != nil }

    /// Seconds of sound so far.
    public func playedSeconds(at now: Date) -> TimeInterval {
        played + (playingSince.map { max(0, now.timeIntervalSince($0)) } ?? 0)
    }

    /// Starts a listen of `storyId`; a listen of another story still going ends first, not
    /// completed, and is answered for reporting. Starting the story already listened to is a resume.
    public mutating func start(storyId: String, at now: Date) -> ListeningSessionReport? {
        if self.storyId == storyId {
            resume(at: now)
            return nil
        }
        let ended = finish(at: now, completed: false)
        self.storyId = storyId
        startedAt = now
        playingSince = now
        played = 0
        return ended
    }

    public mutating func pause(at now: Date) {
        guard let since = playingSince else { return }
        played += max(0, now.timeIntervalSince(since))
        playingSince = nil
    }

    public mutating func resume(at now: Date) {
        guard isActive, playingSince == nil else { return }
        playingSince = now
    }

    /// Ends the listen; the report to send, or nil when there was none or it was too short.
    public mutating func finish(at now: Date, completed: Bool) -> ListeningSessionReport? {
        defer { self = ListeningSessionTracker() }
        guard let storyId, let startedAt else { return nil }
        let seconds = playedSeconds(at: now)
        guard seconds >= Self.minimumDuration else { return nil }
        return ListeningSessionReport(storyId: storyId, startedAt: startedAt, endedAt: max(now, startedAt.addingTimeInterval(1)),
                                      duration: Int(seconds), completed: completed)
    }
}
