import SharedUtilities

extension RetryPolicy {
    /// The providers' schedule: up to 5 retries from 0.5 s, capped at 20 s, never later than
    /// planned (the operation's deadline bounds everything, and a wait past it is not taken).
    /// A provider's `Retry-After` is honoured however long (the deadline decides), with up to
    /// 250 ms added so jobs told the same instant do not return together.
    static let provider = RetryPolicy(maxRetries: 5, initialDelay: .milliseconds(500), maximumDelay: .seconds(20),
                                      maximumRetryAfter: RetryPolicy.longestRetryAfter,
                                      retryAfterSpread: .milliseconds(250), jitter: RetryPolicy.lowerHalfJitter)
}
