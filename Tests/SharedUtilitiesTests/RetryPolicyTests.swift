import Foundation
import SharedUtilities
import Testing

@Suite("Retry policy")
struct RetryPolicyTests {
    @Test func backoffDoublesFromHalfASecondAndCapsAtTenSeconds() {
        let policy = RetryPolicy(jitter: RetryPolicy.noJitter)
        let waits = (0..<7).map { policy.backoff(forRetry: $0) }
        #expect(waits == [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4), .seconds(8), .seconds(10), .seconds(10)])
        #expect(policy.backoff(forRetry: 1_000) == .seconds(10))
        #expect(policy.backoff(forRetry: -5) == .milliseconds(500))
    }

    @Test func defaultJitterStaysWithinTwentyPercentAndUnderTheCap() {
        let policy = RetryPolicy.standard
        for retry in 0..<6 {
            let planned = min(Duration.milliseconds(500) * (1 << retry), .seconds(10))
            for _ in 0..<50 {
                let wait = policy.backoff(forRetry: retry)
                #expect(wait >= planned * 0.8 && wait <= min(planned * 1.2, .seconds(10)))
            }
        }
    }

    @Test func lowerHalfJitterIsNeverLaterThanPlanned() {
        let policy = RetryPolicy(maxRetries: 5, maximumDelay: .seconds(20), jitter: RetryPolicy.lowerHalfJitter)
        for retry in 0..<8 {
            let planned = min(Duration.milliseconds(500) * (1 << retry), .seconds(20))
            for _ in 0..<50 {
                let wait = policy.backoff(forRetry: retry)
                #expect(wait >= planned * 0.5 && wait <= planned)
            }
        }
    }

    @Test func aRetryAfterIsAFloorWithinTheSpreadAndTooLongOnesAreNotWaited() {
        let exact = RetryPolicy(jitter: RetryPolicy.noJitter)
        #expect(exact.wait(forRetry: 0, retryAfter: .seconds(3)) == .seconds(3))
        #expect(exact.wait(forRetry: 2, retryAfter: nil) == .seconds(2))
        #expect(exact.wait(forRetry: 0, retryAfter: .seconds(31)) == nil)
        let spread = RetryPolicy(maximumRetryAfter: .seconds(60), retryAfterSpread: .milliseconds(250))
        for _ in 0..<50 {
            let wait = spread.wait(forRetry: 3, retryAfter: .seconds(40))
            #expect(wait.map { $0 >= .seconds(40) && $0 <= .milliseconds(40_250) } == true)
        }
    }

    @Test func retryAfterReadsSecondsAndHTTPDates() throws {
        #expect(RetryPolicy.retryAfter(from: "120") == .seconds(120))
        #expect(RetryPolicy.retryAfter(from: " 0 ") == .zero)
        let now = try #require(ISO8601DateFormatter().date(from: "2026-01-05T20:15:00Z"))
        #expect(RetryPolicy.retryAfter(from: "Mon, 05 Jan 2026 20:15:30 GMT", now: now) == .seconds(30))
        for odd in ["", "-1", "1.", ".5", "1e3", "inf", "soon", "99999999999999999999", "Mon, 99 Foo", "Mon, 05 Jan 2030 20:15:30 GMT"] {
            #expect(RetryPolicy.retryAfter(from: odd, now: now) == nil, "\(odd)")
        }
    }

    /// Some providers send fractions; what they ask is waited, rounded up to the millisecond.
    @Test func retryAfterReadsFractionalSeconds() {
        #expect(RetryPolicy.retryAfter(from: "1.5") == .milliseconds(1500))
        #expect(RetryPolicy.retryAfter("0.5") == .milliseconds(500))
        #expect(RetryPolicy.retryAfter("0.0001") == .milliseconds(1))
    }

    /// From the OpenAI module's former reader (optional header values).
    @Test func retryAfterReadsSecondsAndDatesFromAnOptionalHeader() {
        #expect(RetryPolicy.retryAfter("2") == .seconds(2))
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        let later = formatter.string(from: now.addingTimeInterval(5))
        #expect(RetryPolicy.retryAfter(later, now: now) == .seconds(5))
        #expect(RetryPolicy.retryAfter("soon") == nil)
        #expect(RetryPolicy.retryAfter(nil) == nil)
    }
}
