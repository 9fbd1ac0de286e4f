import Foundation

/// When and how long the client waits before repeating a request that may succeed next time.
///
/// The schedule and the jitter are values so tests can pin them; the waiting itself goes through
/// `APIClientConfiguration.sleep`, which tests replace to stay fast.
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
    /// Spreads the waits of many clients so they do not all come back at the same instant.
    public var jitter: @Sendable (Duration) -> Duration

    public init(maxRetries: Int = 3, initialDelay: Duration = .milliseconds(500),
                maximumDelay: Duration = .seconds(10), maximumRetryAfter: Duration = .seconds(30),
                jitter: @escaping @Sendable (Duration) -> Duration = RetryPolicy.proportionalJitter) {
        self.maxRetries = max(0, maxRetries)
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumRetryAfter = maximumRetryAfter
        self.jitter = jitter
    }

    /// The default: 3 retries, 0.5 s, 1 s, 2 s (each +/- 20 %), capped at 10 s.
    public static let standard = RetryPolicy()

    /// No retries at all.
    public static let none = RetryPolicy(maxRetries: 0)

    /// Multiplies a wait by a random factor in 0.8...1.2.
    public static let proportionalJitter: @Sendable (Duration) -> Duration = { delay in
        delay * Double.random(in: 0.8...1.2)
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

    /// Reads a `Retry-After` value: delay seconds or an HTTP date (RFC 9110 section 10.2.3).
    ///
    /// Answers nil for anything else, including negative or absurdly large numbers.
    public static func retryAfter(from value: String, now: Date = Date()) -> Duration? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty, trimmed.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            guard let seconds = Int(trimmed), seconds <= 86_400 * 365 else { return nil }
            return .seconds(seconds)
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
}
