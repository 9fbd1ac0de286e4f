import Foundation
import Synchronization

/// Counts attempts per key in a sliding time window (Better Auth limits sign-in and sign-up per
/// client address: 3 per 10 s). Only accepted attempts are recorded, so a client that keeps
/// hammering does not extend its own ban beyond one window.
final class SlidingWindowLimiter: Sendable {
    /// The outcome of one attempt.
    enum Decision: Equatable {
        case allowed
        /// Rejected; seconds until the oldest counted attempt leaves the window.
        case limited(retryAfter: Int, resetAt: Date)
    }

    let limit: RateLimit
    private let attempts = Mutex<[String: [Date]]>([:])

    init(limit: RateLimit) { self.limit = limit }

    func attempt(_ key: String, now: Date = Date.storageNow) -> Decision {
        attempts.withLock { table in
            let windowStart = now.addingTimeInterval(-limit.window)
            var recent = (table[key] ?? []).filter { $0 > windowStart }
            if recent.count >= limit.count, let oldest = recent.first {
                let reset = oldest.addingTimeInterval(limit.window)
                table[key] = recent
                return .limited(retryAfter: max(1, Int(reset.timeIntervalSince(now).rounded(.up))), resetAt: reset)
            }
            recent.append(now)
            table[key] = recent
            // Keep the table from growing without bound under many addresses.
            if table.count > 10_000 { table = table.filter { $0.value.last.map { $0 > windowStart } ?? false } }
            return .allowed
        }
    }

    func clear(_ key: String) {
        _ = attempts.withLock { $0.removeValue(forKey: key) }
    }
}
