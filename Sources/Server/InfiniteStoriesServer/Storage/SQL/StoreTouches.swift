/// What a write may have changed, for the cache stamps bumped after its commit (PostgreSQL bumps
/// them itself for this instance; SQLite's change observation sees every commit anyway).
struct StoreTouches: OptionSet, Sendable {
    let rawValue: Int
    /// Heroes, stories, illustrations.
    static let content = StoreTouches(rawValue: 1)
    /// Users, sessions.
    static let sessions = StoreTouches(rawValue: 2)
    static let all: StoreTouches = [.content, .sessions]
}
