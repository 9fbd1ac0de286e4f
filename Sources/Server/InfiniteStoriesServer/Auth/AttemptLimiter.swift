import Foundation

/// Counts attempts per key (a client address, or an account's hashed email) in a sliding
/// window. The embedded default keeps the counts in memory (`SlidingWindowLimiter`: one instance
/// sees every attempt); several instances share theirs in the database
/// (`PostgresAttemptLimiter`), so a client cannot get N times the allowance by being spread over
/// N instances.
protocol AttemptLimiter: Sendable {
    var limit: RateLimit { get }
    /// Records the attempt when it is allowed; a refused one is not counted, so hammering does
    /// not extend the ban beyond one window.
    func attempt(_ key: String, now: Date) async throws -> SlidingWindowLimiter.Decision
    /// Forgets every attempt counted for `key`: a successful sign-in clears its account's
    /// failures (`SignInThrottle`).
    func clear(_ key: String) async throws
}

/// Its synchronous `attempt(_:now:)` and `clear(_:)` are the requirements.
extension SlidingWindowLimiter: AttemptLimiter {}
