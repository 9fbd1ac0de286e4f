import Foundation
import Testing
@testable import InfiniteStoriesClient

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

    @Test func retryAfterReadsSecondsAndHTTPDates() throws {
        #expect(RetryPolicy.retryAfter(from: "120") == .seconds(120))
        #expect(RetryPolicy.retryAfter(from: " 0 ") == .zero)
        let now = try #require(ISO8601DateFormatter().date(from: "2026-01-05T20:15:00Z"))
        #expect(RetryPolicy.retryAfter(from: "Mon, 05 Jan 2026 20:15:30 GMT", now: now) == .seconds(30))
        for odd in ["", "-1", "1.5", "soon", "99999999999999999999", "Mon, 99 Foo"] {
            #expect(RetryPolicy.retryAfter(from: odd) == nil, "\(odd)")
        }
    }

    @Test func onlySafeRequestsAreRetryable() {
        #expect(APIRequest(method: .get, path: "/").isRetryable)
        #expect(APIRequest(method: .put, path: "/").isRetryable)
        #expect(APIRequest(method: .delete, path: "/").isRetryable)
        #expect(APIRequest(method: .head, path: "/").isRetryable)
        #expect(!APIRequest(method: .post, path: "/").isRetryable)
        #expect(!APIRequest(method: .patch, path: "/").isRetryable)
        #expect(APIRequest(method: .post, path: "/", idempotencyKey: "k").isRetryable)
    }
}
