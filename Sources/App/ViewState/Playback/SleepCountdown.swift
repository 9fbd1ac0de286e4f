import Foundation

/// A minutes sleep timer running: the playing time left, counted from the player's own events
/// (their dates), so it never needs a clock of its own and nothing wakes the app while idle.
/// Only playing counts: a pause holds it.
public struct SleepCountdown: Sendable, Equatable {
    /// Seconds of playing left before the narration stops.
    public var remaining: TimeInterval
    /// When the playing last counted: nil while paused or between stories.
    public var countedAt: Date?

    public init(remaining: TimeInterval, countedAt: Date?) {
        self.remaining = remaining
        self.countedAt = countedAt
    }

    /// Counts the playing since the last event up to `date`; `playing` says whether it goes on.
    public mutating func count(until date: Date, playing: Bool) {
        if let countedAt { remaining -= max(0, date.timeIntervalSince(countedAt)) }
        countedAt = playing ? date : nil
    }

    /// Whole minutes left, rounded up (what the mini player shows).
    public var minutesLeft: Int { max(0, Int((remaining / 60).rounded(.up))) }
}
