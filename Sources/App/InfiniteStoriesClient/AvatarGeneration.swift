import InfiniteStoriesModels

/// The answer to an avatar request.
public struct AvatarGeneration: Sendable, Equatable {
    /// The hero as the server has it now (with the new `avatarUrl` once finished).
    public var hero: Hero
    /// False when the server accepted the work to do in the background (202): poll the hero
    /// until its `avatarUrl` changes.
    public var isFinished: Bool

    public init(hero: Hero, isFinished: Bool) {
        self.hero = hero
        self.isFinished = isFinished
    }
}
