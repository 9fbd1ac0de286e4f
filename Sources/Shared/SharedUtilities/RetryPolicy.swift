import Foundation

/// When to repeat a request that may succeed next time, and how long to wait first.
///
/// One policy type for every HTTP caller that retries (the app's client against our server, the
/// OpenAI-compatible providers against theirs), so the schedule, the jitter and the reading of
/// `Retry-After` mean the same everywhere; each caller configures its own numbers (`standard` for
/// the client, `OpenAICompatibleProviders` its longer provider schedule).
///
/// Waits grow exponentially from `initialDelay`, capped at `maximumDelay`, and are spread by
/// `jitter` so many callers that failed together do not come back together. A `Retry-After` is a
/// floor (asking earlier only earns another 429), spread upwards by at most `retryAfterSpread`;
/// one longer than `maximumRetryAfter` is not waited for. The schedule and the jitter are values
/// so tests can pin them; the waiting itself is the caller's.
public struct RetryPolicy: Sendable {
    /// Retries after the first attempt (so at most `maxRetries + 1` requests).
    public var maxRetries: Int
    /// Wait before the first retry; doubles on each further retry.
    public var initialDelay: Duration
    /// No backoff wait is longer than this.
    public var maximumDelay: Duration
    /// A `Retry-After` longer than this is not waited for: the error goes to the caller instead,
    /// who can show the wait (blocking the screen for minutes would be worse).
    public var maximumRetryAfter: Duration
    /// At most this much is added at random to a `Retry-After`, so callers told the same instant
    /// do not all come back at it; zero waits exactly what the server said.
    public var retryAfterSpread: Duration
    /// Spreads the waits of many callers so they do not all come back at the same instant.
    public var jitter: @Sendable (Duration) -> Duration

    public init(maxRetries: Int = 3, initialDelay: Duration = .milliseconds(500),
                maximumDelay: Duration = .seconds(10), maximumRetryAfter: Duration = .seconds(30),
                retryAfterSpread: Duration = .zero,
                jitter: @escaping @Sendable (Duration) -> Duration = RetryPolicy.proportionalJitter) {
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumRetryAfter = maximumRetryAfter
        self.retryAfterSpread = retryAfterSpread
        self.jitter = jitter
    }

    /// The client's default: 3 retries, 0.5 s, 1 s, 2 s (each +/- 20 %), capped at 10 s.
    public static let standard = RetryPolicy()

    /// No retries at all.
    public static let none = RetryPolicy(maxRetries: 0)

    /// Multiplies a wait by a random factor in 0.8...1.2.
    public static let proportionalJitter: @Sendable (Duration) -> Duration = { delay in
        delay * Double.random(in: 0.8...1.2)
    }

    /// Multiplies a wait by a random factor in 0.5...1.0: never later than planned, which suits
    /// callers bounded by a deadline.
    public static let lowerHalfJitter: @Sendable (Duration) -> Duration = { delay in
        delay * Double.random(in: 0.5...1.0)
    }

    /// Leaves waits exactly on the schedule (for tests and reproducible runs).
    public static let noJitter: @Sendable (Duration) -> Duration = { $0 }

    /// The wait before retry number `retry` (0 for the first retry), jitter and cap applied.
    public func backoff(forRetry retry: Int) -> Duration {
        let exponent = min(max(retry, 0), 30)
        let planned = min(initialDelay * (1 << exponent), maximumDelay)
        let jittered = jitter(planned)
        return min(max(jittered, .zero), maximumDelay)
    }

    /// The wait before retry number `retry` when the server may have said how long to wait: its
    /// `Retry-After` (plus up to `retryAfterSpread`), else the backoff; nil when the server asked
    /// for longer than `maximumRetryAfter`, so the caller gives up instead.
    public func wait(forRetry retry: Int, retryAfter: Duration?) -> Duration? {
        guard let retryAfter else { return backoff(forRetry: retry) }
        guard retryAfter <= maximumRetryAfter else { return nil }
        guard retryAfterSpread > .zero else { return retryAfter }
        return retryAfter + min(backoff(forRetry: retry), retryAfterSpread) * Double.random(in: 0...1)
    }

    /// The longest `Retry-After` that is read at all; anything longer is nonsense, not a wait.
    public static let longestRetryAfter: Duration = .seconds(86_400 * 365)

    /// Reads a `Retry-After` value: delay seconds or an HTTP date (RFC 9110 section 10.2.3).
    ///
    /// Seconds may carry a fraction ("1.5"): RFC 9110 allows digits only, but some providers send
    /// fractions, and waiting what they asked (rounded up to the millisecond) beats ignoring it and
    /// earning another 429. Answers nil for anything else, including negative values and waits
    /// longer than `longestRetryAfter`.
    public static func retryAfter(from value: String, now: Date = Date()) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = decimalSeconds(trimmed) {
            guard seconds <= 86_400 * 365 else { return nil }
            return .milliseconds(Int64((seconds * 1000).rounded(.up)))
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        let seconds = max(0, date.timeIntervalSince(now))
        guard seconds <= 86_400 * 365 else { return nil }
        return .milliseconds(Int64((seconds * 1000).rounded(.up)))
    }

    /// `Retry-After` from an optional header value (nil when absent).
    public static func retryAfter(_ value: String?, now: Date = Date()) -> Duration? {
        value.flatMap { retryAfter(from: $0, now: now) }
    }

    /// Digits with at most one fractional part ("120", "0.5"); no sign, exponent or "inf".
    private static func decimalSeconds(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty,
              parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
              parts.count == 1 || !parts[1].isEmpty else { return nil }
        return Double(text)
    }
}
