import Testing
@testable import InfiniteStoriesClient

/// The policy itself is tested with `SharedUtilities`; what the client retries is its own.
@Suite("Retryable requests")
struct RetryableRequestTests {
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
