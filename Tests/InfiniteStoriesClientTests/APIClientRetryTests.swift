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
        let server = try ScriptedServer { _ in count.next() == 1 ? .stall(milliseconds: 2_000) : .json(200, okBody) }
        defer { server.stop() }
        var request = APIRequest(method: .get, path: "/api/v1/heroes")
        request.timeout = .milliseconds(200)
        let client = TestSupport.signedInClient(server)
        let response = try await client.send(request)
        #expect(response.status == 200)
        #expect(server.requests.count == 2)
    }

    @Test func perRequestTimeoutIsEnforcedOnAStalledServer() async throws {
        let server = try ScriptedServer { _ in .stall(milliseconds: 5_000) }
        defer { server.stop() }
        var request = APIRequest(method: .post, path: "/api/v1/heroes")
        request.timeout = .milliseconds(300)
        let client = TestSupport.signedInClient(server)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await clientError { try await client.send(request) }
        #expect(error == .network(.timedOut))
        #expect(clock.now - start < .seconds(2))
    }

    @Test func totalDeadlineStopsRetriesAndTheirWaits() async throws {
        let server = try ScriptedServer { _ in .stall(milliseconds: 5_000) }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.sleep = { try await Task.sleep(for: $0) }   // real waits between retries
        configuration.requestTimeout = .milliseconds(300)
        configuration.totalDeadline = .milliseconds(700)
        let client = APIClient(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) }
        let elapsed = clock.now - start
        #expect(error == .network(.timedOut))
        #expect(elapsed >= .milliseconds(650) && elapsed < .seconds(2))
        // 300 ms attempt + 500 ms wait would pass the deadline: at most two attempts started.
        #expect(server.requests.count <= 2)
    }

    @Test func cancellingTheCallerCancelsTheRequestInFlight() async throws {
        let server = try ScriptedServer { _ in .stall(milliseconds: 5_000) }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let task = Task { await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) } }
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        let error = await task.value
        #expect(error == .cancelled)
        #expect(error?.isCancellation == true)
        #expect(clock.now - start < .milliseconds(500))
        #expect(server.requests.count == 1)
    }

    @Test func cancellingTheCallerCancelsARetryWait() async throws {
        let server = try ScriptedServer { _ in .json(503, "{}", headers: ["Retry-After": "20"]) }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.sleep = { try await Task.sleep(for: $0) }
        configuration.retryPolicy = RetryPolicy(maximumRetryAfter: .seconds(60), jitter: RetryPolicy.noJitter)
        configuration.totalDeadline = .seconds(60)
        let client = APIClient(configuration: configuration)
        let task = Task { await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes")) } }
        // Wait for the first answer, so the client is in its 20 s wait.
        while server.requests.isEmpty { try await Task.sleep(for: .milliseconds(10)) }
        try await Task.sleep(for: .milliseconds(100))
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(clock.now - start < .milliseconds(500))
        #expect(server.requests.count == 1)
    }
}
