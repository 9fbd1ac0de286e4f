import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
import Testing
@testable import InfiniteStoriesClient

@Suite("HTTP transport")
struct HTTPTransportTests {
    @Test func aRequestCancelledBeforeItStartsSendsNothing() async throws {
        let server = try ScriptedServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let transport = HTTPTransport()
        defer { transport.shutdown() }
        var request = TransportRequest(method: "GET", url: server.baseURL.appendingPathComponent("api/v1/heroes"))
        request.setHeader("Authorization", "Bearer secret")
        let finalRequest = request
        let caller = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await clientError { try await transport.perform(finalRequest) }
        }
        #expect(await caller.value == .cancelled)
        try await Task.sleep(for: .milliseconds(300))
        #expect(server.requests.isEmpty)
    }

    @Test func cancellingAWaitingRequestReturnsAtOnce() async throws {
        let server = try ScriptedServer { _ in .stall(milliseconds: 30_000) }
        defer { server.stop() }
        let transport = HTTPTransport()
        defer { transport.shutdown() }
        let request = TransportRequest(method: "GET", url: server.baseURL.appendingPathComponent("slow"))
        let caller = Task { await clientError { try await transport.perform(request) } }
        #expect(await eventually(within: .seconds(5)) { server.requests.count == 1 })
        let clock = ContinuousClock()
        let start = clock.now
        caller.cancel()
        #expect(await caller.value == .cancelled)
        #expect(clock.now - start < .seconds(5), "a 30 s stall must not hold a cancelled caller")
    }

    @Test func sameOriginRedirectsAreFollowedAndOthersAreAnsweredAsIs() async throws {
        let elsewhere = try ScriptedServer { _ in .json(200, #"{"leaked":true}"#) }
        defer { elsewhere.stop() }
        let server = try ScriptedServer { request in
            switch request.path {
            case "/moved": .json(302, "{}", headers: ["Location": "/here"])
            case "/away": .json(307, "{}", headers: ["Location": elsewhere.baseURL.absoluteString + "/x"])
            default: .json(200, #"{"path":"\#(request.path)"}"#)
            }
        }
        defer { server.stop() }
        let transport = HTTPTransport()
        defer { transport.shutdown() }
        var moved = TransportRequest(method: "GET", url: server.baseURL.appendingPathComponent("moved"))
        moved.setHeader("Authorization", "Bearer secret")
        let (head, body) = try await transport.perform(moved)
        #expect(head.status == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"path":"/here"}"#)
        #expect(server.requests.last?.header("authorization") == "Bearer secret")

        var away = TransportRequest(method: "GET", url: server.baseURL.appendingPathComponent("away"))
        away.setHeader("Authorization", "Bearer secret")
        let (awayHead, _) = try await transport.perform(away)
        #expect(awayHead.status == 307, "another origin is never followed with the token")
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func headersArriveLowerCasedAndRepeatedOnesJoined() async throws {
        let server = try ScriptedServer { _ in .json(200, "{}", headers: ["Retry-After": "3", "X-Trace": "a"]) }
        defer { server.stop() }
        let transport = HTTPTransport()
        defer { transport.shutdown() }
        let (head, _) = try await transport.perform(TransportRequest(method: "GET", url: server.baseURL))
        #expect(head.headers["retry-after"] == "3")
        #expect(head.headers["x-trace"] == "a")
    }
}
