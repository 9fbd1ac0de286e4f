import Foundation
import InfiniteStoriesClient

/// What the effect runner talks to: the repositories, a health check and a clock.
///
/// Protocols only, so the view-state layer knows nothing of HTTP; the app passes the
/// `Remote*Repository` implementations and `APIClient.health`.
public struct AppServices: Sendable {
    public var auth: any AuthRepository
    public var heroes: any HeroRepository
    public var stories: any StoryRepository
    public var health: @Sendable () async -> Connectivity
    /// Timestamps for actions that start a timer (a generation's elapsed time).
    public var now: @Sendable () -> Date

    public init(auth: any AuthRepository, heroes: any HeroRepository, stories: any StoryRepository,
                health: @escaping @Sendable () async -> Connectivity,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.auth = auth
        self.heroes = heroes
        self.stories = stories
        self.health = health
        self.now = now
    }
}
