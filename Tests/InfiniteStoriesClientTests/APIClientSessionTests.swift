import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels

@Suite("Bearer token and session expiry")
struct APIClientSessionTests {
    @Test func bearerGoesOnProtectedRoutesOnlyAndNeverInTheURL() async throws {
        let server = try ScriptedServer { _ in .json(200, #"{"data":{}}"#) }
        defer { server.stop() }
        let lines = LockedState<[String]>([])
        let client = TestSupport.signedInClient(server, token: "secret-token-123",
                                                log: { line in lines.withLock { $0.append(line) } })
        let protected = ["/api/v1/heroes", "/api/auth/get-session", "/api/auth/sign-out"]
        let publicRoutes = ["/api/v1/health", "/api/v1/ping", "/api/auth/sign-in/email", "/api/auth/sign-up/email",
                            "/api/auth/sign-in", "/api/auth/sign-up"]
        for path in protected + publicRoutes {
            _ = try await client.send(APIRequest(method: .get, path: path))
        }
        for request in server.requests {
            let expected: String? = protected.contains(request.path) ? "Bearer secret-token-123" : nil
            #expect(request.header("Authorization") == expected, "\(request.path)")
            #expect(!request.query.contains("secret-token-123"))
            #expect(!request.path.contains("secret-token-123"))
        }
        #expect(server.requests.count == protected.count + publicRoutes.count)
        let logged = lines.withLock { $0 }
        #expect(logged.count >= server.requests.count)
        #expect(logged.allSatisfy { !$0.contains("secret-token-123") })
    }

    @Test func noBearerWhenSignedOut() async throws {
        let server = try ScriptedServer { _ in .json(200, #"{"data":{}}"#) }
        defer { server.stop() }
        let client = APIClient(configuration: TestSupport.configuration(server.baseURL))
        _ = try await client.send(APIRequest(method: .get, path: "/api/v1/heroes"))
        #expect(server.requests.first?.header("Authorization") == nil)
    }

    @Test func authorizationHeaderCannotBeOverriddenByCallers() async throws {
        let server = try ScriptedServer { _ in .json(200, #"{"data":{}}"#) }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "real")
        _ = try await client.send(APIRequest(method: .get, path: "/api/v1/ping", headers: ["authorization": "Bearer forged"]))
        #expect(server.requests.first?.header("Authorization") == nil)
    }

    @Test func redirectsToAnotherOriginAreNotFollowedSoTheTokenStaysHome() async throws {
        let elsewhere = try ScriptedServer { _ in .json(200, #"{"data":{}}"#) }
        defer { elsewhere.stop() }
        let server = try ScriptedServer { request in
            request.path == "/same" ? .respond(status: 302, headers: ["Location": "/api/v1/heroes"], body: Data())
                : request.path == "/api/v1/heroes" ? .json(200, #"{"data":{}}"#)
                : .respond(status: 302, headers: ["Location": "\(elsewhere.baseURL)/steal"], body: Data())
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "home-token")
        #expect(try await client.send(APIRequest(method: .get, path: "/same")).status == 200)
        let error = await clientError { try await client.send(APIRequest(method: .get, path: "/away")) }
        #expect(error == .rejected(status: 302, serverMessage: nil))
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func tenConcurrent401sEmitOneSessionExpiredAndClearTheStore() async throws {
        let server = try ScriptedServer { request in
            request.path == "/api/v1/heroes/h1"
                ? .json(401, #"{"error":"Unauthorized","message":"Authentication required"}"#)
                : .json(200, #"{"data":{}}"#)
        }
        defer { server.stop() }
        let storeDirectory = TestSupport.temporaryDirectory()
        let store = SessionStore(directory: storeDirectory)
        let client = APIClient(configuration: TestSupport.configuration(server.baseURL), sessionStore: store)
        client.setSession(StoredSession(token: "t1", userId: "u1", email: "a@b.c"))
        #expect(store.load(for: server.baseURL).session != nil)

        let events = client.events()
        let otherObserver = client.events()
        let errors = await withTaskGroup(of: ClientError?.self) { group in
            for _ in 0..<10 {
                group.addTask { await clientError { try await client.send(APIRequest(method: .get, path: "/api/v1/heroes/h1")) } }
            }
            return await group.reduce(into: [ClientError?]()) { $0.append($1) }
        }
        #expect(errors.count == 10)
        #expect(errors.allSatisfy { $0 == .sessionExpired })
        #expect(errors.first??.message == "Session expired, please sign in again")
        #expect(client.session == nil)
        #expect(store.load(for: server.baseURL).session == nil)
        #expect(client.pendingReplay?.path == "/api/v1/heroes/h1")

        // Exactly one event per observer: collect what arrives within a short window.
        for stream in [events, otherObserver] {
            let received = await collect(stream, for: .milliseconds(200))
            #expect(received == [.sessionExpired])
        }
    }

    @Test func a401OnAnOlderTokenDoesNotSignOutANewSession() async throws {
        let server = try ScriptedServer { request in
            request.header("Authorization") == "Bearer old" ? .json(401, "{}") : .json(200, #"{"data":{}}"#)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "new")
        var stale = APIRequest(method: .get, path: "/api/v1/heroes")
        stale.credential = .token("old")
        #expect(await clientError { try await client.send(stale) } == .sessionExpired)
        #expect(client.session?.token == "new")
        #expect(client.pendingReplay == nil)
    }

    @Test func replaySendsTheFailedRequestAgainForTheSameUser() async throws {
        let server = try ScriptedServer { request in
            request.header("Authorization") == "Bearer expired" ? .json(401, "{}") : .json(201, #"{"data":{"ok":true}}"#)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "expired", userId: "u1")
        let body = #"{"name":"Luna"}"#
        let create = APIRequest(method: .post, path: "/api/v1/heroes", body: Data(body.utf8),
                                headers: ["Content-Type": "application/json"])
        #expect(await clientError { try await client.send(create) } == .sessionExpired)
        #expect(client.pendingReplay == create)

        // Not signed in yet: nothing is replayed and the request stays remembered.
        #expect(try await client.replay() == nil)
        #expect(client.pendingReplay == create)

        client.setSession(StoredSession(token: "fresh", userId: "u1", email: "a@b.c"))
        let replayed = try #require(try await client.replay())
        #expect(replayed.request == create)
        #expect(replayed.response.status == 201)
        let last = try #require(server.requests.last)
        #expect(last.method == "POST")
        #expect(last.path == "/api/v1/heroes")
        #expect(last.bodyText == body)
        #expect(last.header("Authorization") == "Bearer fresh")
        #expect(client.pendingReplay == nil)
    }

    @Test func replayIsDroppedWhenAnotherUserSignsIn() async throws {
        let server = try ScriptedServer { request in
            request.header("Authorization") == "Bearer expired" ? .json(401, "{}") : .json(200, #"{"data":{}}"#)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "expired", userId: "u1")
        _ = await clientError { try await client.send(APIRequest(method: .delete, path: "/api/v1/heroes/h1")) }
        client.setSession(StoredSession(token: "other", userId: "u2", email: "b@b.c"))
        #expect(try await client.replay() == nil)
        #expect(client.pendingReplay == nil)
        #expect(server.requests.count == 1)
    }

    @Test func healthReportsReachableWithLatencyOrUnreachable() async throws {
        let server = try ScriptedServer { _ in
            .json(200, #"{"data":{"status":"healthy","timestamp":"2026-01-05T20:15:03.123Z","database":"connected","version":"1.0"}}"#)
        }
        defer { server.stop() }
        let client = APIClient(configuration: TestSupport.configuration(server.baseURL))
        let health = await client.health()
        #expect(health.isReachable)
        guard case .reachable(let latency, let status) = health else {
            Issue.record("expected reachable, got \(health)")
            return
        }
        #expect(latency > .zero && latency < .seconds(5))
        #expect(status.database == "connected")

        let down = try #require(URL(string: "http://127.0.0.1:\(ScriptedServer.closedPort())"))
        let unreachable = await APIClient(configuration: TestSupport.configuration(down)).health()
        #expect(unreachable == .unreachable(.network(.connectionRefused)))
        #expect(unreachable.latency == nil)
    }

    @Test func healthWithDatabaseDownIsDegraded() async throws {
        let server = try ScriptedServer { _ in .json(503, #"{"error":"ServiceUnavailable","message":"db"}"#) }
        defer { server.stop() }
        let health = await APIClient(configuration: TestSupport.configuration(server.baseURL)).health()
        guard case .degraded(_, let error) = health else {
            Issue.record("expected degraded, got \(health)")
            return
        }
        #expect(error == .server(status: 503))
        #expect(server.requests.count == 1)
    }
}

/// The elements `stream` yields within `window`.
func collect<Element: Sendable>(_ stream: AsyncStream<Element>, for window: Duration) async -> [Element] {
    await withTaskGroup(of: [Element].self) { group in
        group.addTask {
            var received: [Element] = []
            for await element in stream { received.append(element) }
            return received
        }
        group.addTask {
            try? await Task.sleep(for: window)
            return []
        }
        // Ending the window cancels the collector, which ends its iteration with what it has.
        let first = await group.next() ?? []
        group.cancelAll()
        let second = await group.next() ?? []
        return first + second
    }
}
