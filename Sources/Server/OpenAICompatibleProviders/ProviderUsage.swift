import Synchronization

/// What one piece of provider work used, collected while it runs: tokens a model reported,
/// characters narrated, images drawn, and whether it fell back to the offline providers.
///
/// A task-local (`ProviderUsage.$current`), so the server's job runner can meter a job without
/// threading a parameter through every provider protocol: providers that know a figure (the
/// model's `usage`) add it to the meter of the task they run in, if there is one.
public final class ProviderUsage: Sendable {
    @TaskLocal public static var current: ProviderUsage?

    public struct Figures: Sendable, Equatable {
        public var tokens = 0
        public var characters = 0
        public var images = 0
        public var fellBackOffline = false

        public init() {}
    }

    private let figures = Mutex(Figures())

    public init() {}

    public var snapshot: Figures { figures.withLock { $0 } }

    public func add(tokens: Int = 0, characters: Int = 0, images: Int = 0) {
        figures.withLock {
            $0.tokens += max(0, tokens)
            $0.characters += max(0, characters)
            $0.images += max(0, images)
        }
    }

    /// The work was finished by an offline provider after the real one failed (`--fallback offline`).
    public func noteFallback() {
        figures.withLock { $0.fellBackOffline = true }
    }
}
