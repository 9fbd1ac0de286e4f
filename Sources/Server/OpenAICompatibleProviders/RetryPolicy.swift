import Foundation

/// When to try a failed call again, and how long to wait first.
///
/// Waits grow exponentially with full jitter, so many jobs that failed together do not come back
/// together; a `Retry-After` from the provider is a floor, since asking earlier only earns
/// another 429. The operation's deadline bounds everything: a wait that would end past it is not
/// taken.
struct RetryPolicy: Sendable {
    var baseDelay: Duration = .milliseconds(500)
    var maximumDelay: Duration = .seconds(20)
    var maximumAttempts = 6

    /// The wait before attempt `attempt + 1` (attempt counts from 0).
    func delay(afterAttempt attempt: Int, retryAfter: Duration?) -> Duration {
        let ceiling = min(maximumDelay, baseDelay * (1 << min(attempt, 16)))
        let jittered = ceiling * Double.random(in: 0.5...1.0)
        guard let retryAfter else { return jittered }
        // A little spread above the provider's floor, never below it.
        return retryAfter + min(jittered, .milliseconds(250)) * Double.random(in: 0...1)
    }

    /// Reads `Retry-After`: delta-seconds (possibly fractional, as some providers send) or an
    /// HTTP date.
    static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
        if let seconds = Double(value), seconds.isFinite, seconds >= 0 {
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: value) else { return nil }
        let seconds = max(0, date.timeIntervalSince(now))
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }
}
