import Crypto
import Foundation

/// Failed password sign-ins per account (OWASP ASVS v5 anti-automation): the per-address limit
/// alone lets an attacker spread guesses at one account over many addresses, so failures are
/// also counted per email, in a sliding window, wherever they come from.
///
/// - The key is the canonical (lowercased) email's SHA-256, so no address is kept in the
///   rate-limit counts (memory for SQLite, the `rate_limit_attempt` table for PostgreSQL, shared
///   by every instance).
/// - An attempt is counted when it is let in, before the account is looked up or the password
///   hashed: a throttled request costs no scrypt, parallel guesses cannot slip past the count,
///   and an unknown email is throttled exactly like a known one (same answer, same work).
/// - A successful sign-in (the right password) clears the account's count; anyone else's
///   failures only ever add to it.
struct SignInThrottle: Sendable {
    /// The limiters' scope for these counts (`PostgresAttemptLimiter.scope`).
    static let scope = "account"

    let limiter: any AttemptLimiter

    /// Counts a sign-in attempt for `email` (canonical), or throws the 429 when the account has
    /// used up its window.
    func admit(_ email: String, now: Date) async throws {
        if case .limited(let retryAfter, let resetAt) = try await limiter.attempt(Self.key(for: email), now: now) {
            throw APIError.signInThrottled(retryAfter: retryAfter, resetAt: resetAt)
        }
    }

    /// Forgets the failures of `email` (canonical) after its owner signed in.
    func succeeded(_ email: String) async throws {
        try await limiter.clear(Self.key(for: email))
    }

    /// The hex SHA-256 of the canonical email: the same for every spelling the server accepts
    /// as that account, and not the address itself.
    static func key(for email: String) -> String {
        Data(SHA256.hash(data: Data(email.utf8))).hexString
    }
}
