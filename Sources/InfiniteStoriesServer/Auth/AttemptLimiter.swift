import Foundation

/// Counts attempts per key (a client address) in a sliding window. The embedded default keeps
/// the counts in memory (`SlidingWindowLimiter`: one instance sees every attempt); several
/// instances share theirs in the database (`PostgresAttemptLimiter`), so a client cannot get N
/// times the allowance by being spread over N instances.
protocol AttemptLimiter: Sendable {
    var limit: RateLimit { get }
    /// Records the attempt when it is allowed; a refused one is not counted, so hammering does
    /// not extend the ban beyond one window.
    func attempt(_ key: String, now: Date) async throws -> SlidingWindowLimiter.Decision
}

/// Its synchronous `attempt(_:now:)` is the requirement.
extension SlidingWindowLimiter: AttemptLimiter {}
