import Foundation
import PostgresNIO

/// A sliding-window limiter whose counts live in PostgreSQL, so every instance counts the same
/// attempts: sign-in throttling (per address, and per account with `SignInThrottle`) holds
/// however a load balancer spreads a client's requests.
/// Attempts for one key are serialised with a transaction-scoped advisory lock on the key, so two
/// instances cannot both admit the last allowed attempt.
struct PostgresAttemptLimiter: AttemptLimiter {
    let store: PostgresStore
    let limit: RateLimit
    /// Keeps the limiters' counts apart: `auth` and `device` count addresses, `account` hashed
    /// emails (`SignInThrottle.scope`).
    let scope: String

    func attempt(_ key: String, now: Date) async throws -> SlidingWindowLimiter.Decision {
        let limit = limit
        let scope = scope
        let windowStart = now.addingTimeInterval(-limit.window)
        return try await store.write(touching: []) { connection in
            try await connection.run("SELECT pg_advisory_xact_lock(hashtext(\(scope + ":" + key)))")
            try await connection.run("""
                DELETE FROM rate_limit_attempt WHERE scope = \(scope) AND key = \(key) AND "at" <= \(windowStart)
                """)
            let row = try await connection.first("""
                SELECT COUNT(*) AS n, MIN("at") AS oldest FROM rate_limit_attempt WHERE scope = \(scope) AND key = \(key)
                """)
            let count = try row?.get("n", as: Int.self) ?? 0
            if count >= limit.count, let oldest = try row?.optionalDate("oldest") {
                let reset = oldest.addingTimeInterval(limit.window)
                return .limited(retryAfter: max(1, Int(reset.timeIntervalSince(now).rounded(.up))), resetAt: reset)
            }
            try await connection.run("INSERT INTO rate_limit_attempt (scope, key, \"at\") VALUES (\(scope), \(key), \(now))")
            // Keys that never come back would keep their rows: now and then, sweep the old ones.
            if Int.random(in: 0..<100) == 0 {
                try await connection.run("""
                    DELETE FROM rate_limit_attempt WHERE "at" < \(now.addingTimeInterval(-max(limit.window, 86_400)))
                    """)
            }
            return .allowed
        }
    }

    func clear(_ key: String) async throws {
        let scope = scope
        try await store.write(touching: []) { connection in
            // Under the key's lock, so an attempt being counted now is not half-forgotten.
            try await connection.run("SELECT pg_advisory_xact_lock(hashtext(\(scope + ":" + key)))")
            try await connection.run("DELETE FROM rate_limit_attempt WHERE scope = \(scope) AND key = \(key)")
        }
    }
}

extension PostgresStore {
    func attemptLimiter(_ limit: RateLimit, scope: String) -> any AttemptLimiter {
        PostgresAttemptLimiter(store: self, limit: limit, scope: scope)
    }
}
