/// Converts the event loop's timeout into `poll(2)` milliseconds.
enum PollTimeout {
    /// `nil` waits forever (-1); zero or negative durations do not wait; anything else is rounded
    /// *up* to whole milliseconds, because rounding 0.4 ms down to 0 would turn a short sleep into
    /// a busy loop. Durations beyond `Int32.max` milliseconds (about 24 days) are capped.
    static func milliseconds(_ timeout: Duration?) -> Int32 {
        guard let timeout else { return -1 }
        let (seconds, attoseconds) = timeout.components
        guard seconds >= 0, seconds > 0 || attoseconds > 0 else { return 0 }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        guard seconds < Int64(Int32.max) / 1000 else { return Int32.max }
        var milliseconds = seconds * 1000 + attoseconds / attosecondsPerMillisecond
        if attoseconds % attosecondsPerMillisecond != 0 {
            milliseconds += 1
        }
        return Int32(min(milliseconds, Int64(Int32.max)))
    }
}
