import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels

@Suite("Retries, deadlines and cancellation")
struct APIClientRetryTests {
    private let okBody = #"{"data":{"id":"x"}}"#

    @Test func getIsRetriedOn503WithBackoffThenSucceeds() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in count.next() <= 2 ? .json(503, "{}") : .json(200, okBody) }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        let response = try await client.send(APIRequest(method: .get, path: "/api/v1/heroes"))
        #expect(response.status == 200)
        #expect(server.requests.count == 3)
        #expect(sleeper.recorded == [.milliseconds(500), .seconds(1)])
    }

    @Test func retryAfterIsHonouredOn429And503() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            switch count.next() {
            case 1: .json(429, "{}", headers: ["Retry-After": "3"])
            case 2: .json(503, "{}", headers: ["Retry-After": "2"])
            default: .json(200, okBody)
            }
        }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        _ = try await client.send(APIRequest(method: .get, path: "/api/v1/heroes"))
        #expect(sleeper.recorded == [.seconds(3), .seconds(2)])
    }

    @Test func aRetryAfterBeyondTheCapGoesToTheCallerAtOnce() async throws {
        let server = try ScriptedServer { _ in .json(429, "{}", headers: ["Retry-After": "3600"]) }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        #expect(error == .rateLimited(retryAfterSeconds: 3600))
        #expect(server.requests.count == 1)
        #expect(sleeper.recorded.isEmpty)
    }

    @Test func givesUpAfterThreeRetries() async throws {
        let server = try ScriptedServer { _ in .json(502, "{}") }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        #expect(error == .server(status: 502))
        #expect(server.requests.count == 4)
        #expect(sleeper.recorded == [.milliseconds(500), .seconds(1), .seconds(2)])
    }

    @Test func plainPostIsNeverRetried() async throws {
        let server = try ScriptedServer { _ in .json(503, "{}") }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let error = await clientError { try await client.send(APIRequest(method: .post, path: "/api/v1/heroes")) }
        #expect(error == .server(status: 503))
        #expect(server.requests.count == 1)
    }

    @Test func droppedConnectionOnAPatchIsNotRetried() async throws {
        let server = try ScriptedServer { _ in .drop }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let error = await clientError { try await client.send(APIRequest(method: .patch, path: "/api/v1/heroes/h")) }
        #expect(error?.message == "Network error. Please check your connection.")
        #expect(server.requests.count == 1)
    }

    @Test func postWithIdempotencyKeyIsRetriedWithTheSameKey() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            switch count.next() {
            case 1: .drop
            case 2: .json(504, "{}")
            default: .json(202, okBody)
            }
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let request = APIRequest(method: .post, path: "/api/v1/stories", body: Data("{}".utf8), idempotencyKey: "key-42")
        let response = try await client.send(request)
        #expect(response.status == 202)
        #expect(server.requests.count == 3)
        #expect(server.requests.map { $0.header("Idempotency-Key") } == ["key-42", "key-42", "key-42"])
        #expect(server.requests.allSatisfy { $0.bodyText == "{}" })
    }

    @Test(arguments: [400, 401, 403, 404, 409, 422])
    func clientErrorsAreNeverRetried(status: Int) async throws {
        let server = try ScriptedServer { _ in .json(status, "{}") }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        _ = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        #expect(server.requests.count == 1)
    }

    @Test func timeoutsAreRetriedForGet() async throws {
        let count = Counter()
        // The first answer trickles for 30 s, so URLSession's own idle timer never ends it: only
        // the client's 200 ms attempt timeout can, and the retry succeeds.
        let server = try ScriptedServer { _ in count.next() == 1 ? .trickle(for: 30_000) : .json(200, okBody) }
        defer { server.stop() }
        var request = APIRequest(method: .get, path: "/api/v1/heroes")
        request.timeout = .milliseconds(200)
        let client = TestSupport.signedInClient(server)
        let clock = ContinuousClock()
        let start = clock.now
        let response = try await client.send(request)
        #expect(response.status == 200)
        #expect(server.requests.count == 2)
        #expect(clock.now - start < .seconds(5))
    }

    @Test func perRequestTimeoutIsEnforcedOnAStalledServer() async throws {
        let server = try ScriptedServer { _ in .trickle(for: 30_000) }
        defer { server.stop() }
        var request = APIRequest(method: .post, path: "/api/v1/heroes")
        request.timeout = .milliseconds(300)
        let client = TestSupport.signedInClient(server)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await clientError { try await client.send(request) }
        #expect(error == .network(.timedOut))
        // Enforced: well under the 30 s the server would keep the request open.
        #expect(clock.now - start < .seconds(5))
        #expect(server.requests.count == 1)
    }

    @Test func totalDeadlineCutsAStalledAttempt() async throws {
        let server = try ScriptedServer { _ in .trickle(for: 30_000) }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.requestTimeout = .seconds(20)
        configuration.totalDeadline = .seconds(1)
        let client = APIClient(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        let elapsed = clock.now - start
        #expect(error == .network(.timedOut))
        // The 1 s deadline, not the 20 s attempt timeout nor the 30 s answer, ends the call.
        #expect(elapsed >= .milliseconds(900) && elapsed < .seconds(8))
        #expect(server.requests.count == 1)
    }

    @Test func aRetryWaitThatWouldPassTheDeadlineIsNotStarted() async throws {
        let server = try ScriptedServer { _ in .trickle(for: 30_000) }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        var configuration = TestSupport.configuration(server.baseURL, sleeper: sleeper)
        configuration.requestTimeout = .milliseconds(300)
        configuration.totalDeadline = .milliseconds(700)
        let client = APIClient(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        #expect(error == .network(.timedOut))
        // 300 ms attempt + 500 ms wait would pass the 700 ms deadline: no wait, no second attempt.
        #expect(sleeper.recorded.isEmpty)
        #expect(server.requests.count == 1)
        #expect(clock.now - start < .seconds(5))
    }

    @Test(arguments: [(429, ClientError.rateLimited(retryAfterSeconds: 20)), (503, ClientError.server(status: 503))])
    func aRetryAfterPastTheDeadlineEndsWithTheServersAnswer(status: Int, expected: ClientError) async throws {
        let server = try ScriptedServer { _ in .json(status, "{}", headers: ["Retry-After": "20"]) }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        var configuration = TestSupport.configuration(server.baseURL, sleeper: sleeper)
        configuration.retryPolicy = RetryPolicy(maximumRetryAfter: .seconds(60), jitter: RetryPolicy.noJitter)
        configuration.totalDeadline = .seconds(10)
        let client = APIClient(configuration: configuration)
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        // The 20 s wait cannot fit in the 10 s deadline: the caller learns what the server said
        // (and how long it asked to wait) instead of a "Network error" after 10 s.
        #expect(error == expected)
        #expect(sleeper.recorded.isEmpty)
        #expect(server.requests.count == 1)
    }

    @Test func theDeadlineReportsTheLastAnswerRatherThanATimeout() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in count.next() == 1 ? .json(503, "{}") : .trickle(for: 30_000) }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.sleep = { try await Task.sleep(for: $0) }
        configuration.retryPolicy = RetryPolicy(initialDelay: .milliseconds(100), jitter: RetryPolicy.noJitter)
        configuration.requestTimeout = .seconds(20)
        // Room for the retry to reach the server on a loaded machine; far below the trickle.
        configuration.totalDeadline = .seconds(5)
        let client = APIClient(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        #expect(error == .server(status: 503))
        #expect(server.requests.count == 2)
        #expect(clock.now - start < .seconds(10))
    }

    @Test func aFailedGenerationIsNotRetried() async throws {
        let server = try ScriptedServer { _ in
            .json(502, #"{"error":"AIError","message":"The story could not be generated"}"#)
        }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        let request = APIRequest(method: .post, path: "/api/v1/stories", body: Data("{}".utf8), idempotencyKey: "key-1")
        let error = await clientError { try await client.send(request) }
        #expect(error == .server(status: 502))
        #expect(server.requests.count == 1)
        #expect(sleeper.recorded.isEmpty)
    }

    @Test(arguments: ["<html>Bad Gateway</html>", "", #"{"error":"InternalServerError","message":"x"}"#])
    func aGateway502IsStillRetried(body: String) async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            count.next() == 1 ? .respond(status: 502, headers: ["Content-Type": "text/html"], body: Data(body.utf8))
                : .json(202, okBody)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let request = APIRequest(method: .post, path: "/api/v1/stories", body: Data("{}".utf8), idempotencyKey: "key-2")
        #expect(try await client.send(request).status == 202)
        #expect(server.requests.count == 2)
    }

    @Test func cancellingTheCallerCancelsTheRequestInFlight() async throws {
        let server = try ScriptedServer { _ in .trickle(for: 30_000) }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.requestTimeout = .seconds(20)
        configuration.totalDeadline = .seconds(40)
        let client = APIClient(configuration: configuration)
        let task = Task { await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) } }
        #expect(await eventually { !server.requests.isEmpty })
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        let error = await task.value
        #expect(error == .cancelled)
        #expect(error?.isCancellation == true)
        // Cancelled: well under the 20 s attempt timeout and the 30 s answer.
        #expect(clock.now - start < .seconds(5))
        // The connection itself is closed, not left running behind the caller's back.
        #expect(await eventually { server.abortedAnswers == 1 })
        #expect(server.requests.count == 1)
    }

    @Test func cancellingTheCallerCancelsARetryWait() async throws {
        let server = try ScriptedServer { _ in .json(503, "{}", headers: ["Retry-After": "30"]) }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.sleep = { try await Task.sleep(for: $0) }
        configuration.retryPolicy = RetryPolicy(maximumRetryAfter: .seconds(60), jitter: RetryPolicy.noJitter)
        configuration.totalDeadline = .seconds(60)
        let client = APIClient(configuration: configuration)
        let task = Task { await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) } }
        // Wait for the first answer, so the client is (about to be) in its 30 s wait.
        #expect(await eventually { !server.requests.isEmpty })
        try await Task.sleep(for: .milliseconds(100))
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        #expect(await task.value == .cancelled)
        // Well under the 30 s wait.
        #expect(clock.now - start < .seconds(5))
        #expect(server.requests.count == 1)
    }
}
