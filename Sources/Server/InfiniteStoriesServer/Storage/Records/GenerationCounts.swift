import Foundation

/// All-time counts of a user's generated work (`/api/v1/user/usage`'s `userStats`), read from
/// the stories themselves rather than kept as counters that could drift.
struct GenerationCounts: Sendable, Equatable {
    var stories: Int
    var narrations: Int
    var illustrations: Int
    var lastStoryAt: Date?
}
