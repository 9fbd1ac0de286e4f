import Foundation

/// A time zone's offsets from UTC over a period, as the offset at its start and each change
/// after it (DST transitions). The store turns it into a `CASE` over the session's UTC start, so
/// SQLite (which knows no time zones) can group sessions by the user's local day or hour.
struct UTCOffsetTimeline: Sendable, Equatable {
    struct Change: Sendable, Equatable {
        var at: Date
        var offset: Int
    }

    /// Most changes followed: two a year for 200 years; beyond them the last offset holds.
    static let maximumChanges = 400

    /// Seconds ahead of UTC before the first change.
    let initialOffset: Int
    /// In time order.
    let changes: [Change]

    /// The offsets `timeZone` uses from `start` to `end`.
    init(timeZone: TimeZone, from start: Date, to end: Date) {
        initialOffset = timeZone.secondsFromGMT(for: start)
        var changes: [Change] = []
        var cursor = start
        while changes.count < Self.maximumChanges, let next = timeZone.nextDaylightSavingTimeTransition(after: cursor),
              next <= end, next > cursor {
            changes.append(Change(at: next, offset: timeZone.secondsFromGMT(for: next)))
            cursor = next
        }
        self.changes = changes
    }

    /// The offset at `date`.
    func offset(at date: Date) -> Int {
        changes.last { $0.at <= date }?.offset ?? initialOffset
    }
}
