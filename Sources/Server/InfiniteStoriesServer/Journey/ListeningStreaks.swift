/// Streaks of consecutive listening days, from the distinct days with a completed listen.
///
/// The current streak ends today, or yesterday while today has no listen yet: a child who
/// listened every evening has not lost the streak at breakfast (upstream answers 0 until the
/// day's first listen, UPSTREAM.md §7.2 item 6).
struct ListeningStreaks: Sendable, Equatable {
    var current: Int
    var longest: Int

    /// `days` in any order, duplicates allowed; days after `today` (a client's clock ahead of
    /// ours) count for the longest streak only.
    init(days: [LocalDay], today: LocalDay) {
        let sorted = Set(days).sorted()
        var longest = 0
        var run = 0
        var previous: LocalDay?
        for day in sorted {
            run = previous.map { day.number == $0.number + 1 } == true ? run + 1 : 1
            longest = max(longest, run)
            previous = day
        }
        let listened = Set(sorted)
        var cursor = listened.contains(today) ? today : today.adding(days: -1)
        var current = 0
        while listened.contains(cursor) {
            current += 1
            cursor = cursor.adding(days: -1)
        }
        self.current = current
        self.longest = longest
    }
}
