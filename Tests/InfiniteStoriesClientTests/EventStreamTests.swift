import Foundation
import Testing
@testable import InfiniteStoriesClient

@Suite("Server-Sent Events over HTTP")
struct EventStreamTests {
    private let path = "/api/v1/stories/s1/events"

    /// Reads `count` events from the stream, then stops it.
    private func first(_ count: Int, of stream: AsyncThrowingStream<ServerSentEvent, any Error>) async throws -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for try await event in stream {
            events.append(event)
            if events.count == count { break }
        }
        return events
    }

    @Test func eventsSplitAtOddBoundariesArriveWhole() async throws {
        let server = try ScriptedServer { _ in
            .events([
                .text(": hello\r"), .pause(milliseconds: 30),
                .text("\nevent: prog"), .pause(milliseconds: 30),
                .text("ress\r\ndata: {\"a\":"), .pause(milliseconds: 30),
                .text("1}\r"), .pause(milliseconds: 30),
                .text("\n\r"), .pause(milliseconds: 30),
                .text("\ndata: caf\u{e9}"), .pause(milliseconds: 30),
                .text(" \u{1F319}\nid: 9\n\n"),
            ], ending: .finish)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "tok")
        let events = try await first(2, of: client.serverSentEvents(APIRequest(method: .get, path: path)))
        #expect(events == [ServerSentEvent(type: "progress", data: "{\"a\":1}"),
                           ServerSentEvent(type: "message", data: "caf\u{e9} \u{1F319}", lastEventID: "9")])
        let request = try #require(server.requests.first)
        #expect(request.header("Accept") == "text/event-stream")
        #expect(request.header("Authorization") == "Bearer tok")
    }

    @Test func droppedStreamReconnectsWithLastEventID() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            switch count.next() {
            case 1:
                .events([.text("id: 1\ndata: one\n\nid: 2\ndata: two\n\n"), .pause(milliseconds: 30), .text("data: half")],
                        ending: .drop)
            case 2:
                // A clean end without the final event: the client must reconnect again.
                .events([.text("retry: 5\nid: 3\ndata: three\n\n")], ending: .finish)
            default:
                .events([.text("id: 4\ndata: four\n\n")], ending: .finish)
            }
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let events = try await first(4, of: client.serverSentEvents(APIRequest(method: .get, path: path)))
        #expect(events.map(\.data) == ["one", "two", "three", "four"])
        let resumed = server.requests.map { $0.header("Last-Event-ID") }
        #expect(Array(resumed.prefix(3)) == [nil, "2", "3"])
    }

    @Test func theStreamIdleTimeoutDoesNotCutAnOrdinaryRequestThatIsSlowToAnswer() async throws {
        // A server generating inside the request is silent for a long time; only the request's
        // own timeout may end it, not the events stream's idle timeout.
        let server = try ScriptedServer { _ in
            .stream(status: 200, headers: ["Content-Type": "application/json"],
                    parts: [.pause(milliseconds: 2_000), .text(#"{"ok":true}"#)], ending: .finish)
        }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.eventStreamIdleTimeout = .milliseconds(500)
        let client = APIClient(configuration: configuration)
        let response = try await client.send(APIRequest(method: .get, path: "/api/v1/slow"))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true}"#)
    }

    @Test func silentStreamIsReopenedAfterTheIdleTimeout() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            count.next() == 1
                ? .events([.text("id: a\ndata: first\n\n"), .pause(milliseconds: 30_000)], ending: .drop)
                : .events([.text("id: b\ndata: second\n\n")], ending: .finish)
        }
        defer { server.stop() }
        var configuration = TestSupport.configuration(server.baseURL)
        configuration.eventStreamIdleTimeout = .seconds(1)
        let client = APIClient(configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let events = try await first(2, of: client.serverSentEvents(APIRequest(method: .get, path: path)))
        #expect(events.map(\.data) == ["first", "second"])
        // Reopened after the 1 s idle timeout, long before the silent connection's 30 s.
        #expect(clock.now - start < .seconds(10))
        #expect(server.requests.last?.header("Last-Event-ID") == "a")
    }

    @Test func theServersRetryIsCappedAtTheRetryPolicysMaximumDelay() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            count.next() == 1
                ? .events([.text("retry: 3600000\nid: 1\ndata: one\n\n")], ending: .drop)
                : .events([.text("id: 2\ndata: two\n\n"), .pause(milliseconds: 30_000)], ending: .finish)
        }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        let events = try await first(2, of: client.serverSentEvents(APIRequest(method: .get, path: path)))
        #expect(events.map(\.data) == ["one", "two"])
        // An hour asked for; the policy's 10 s maximum waited instead.
        #expect(sleeper.recorded == [.seconds(10)])
    }

    @Test(arguments: [(404, ClientError.notFound), (405, ClientError.rejected(status: 405, serverMessage: nil))])
    func missingEventsRouteFailsAtOnce(status: Int, expected: ClientError) async throws {
        let server = try ScriptedServer { _ in .json(status, "{}") }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let error = await clientError { try await first(1, of: client.serverSentEvents(APIRequest(method: .get, path: path))) }
        #expect(error == expected)
        #expect(server.requests.count == 1)
    }

    @Test func unauthorizedStreamExpiresTheSession() async throws {
        let server = try ScriptedServer { _ in .json(401, "{}") }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let events = client.events()
        let error = await clientError { try await first(1, of: client.serverSentEvents(APIRequest(method: .get, path: path))) }
        #expect(error == .sessionExpired)
        #expect(client.session == nil)
        #expect(await collect(events, for: .milliseconds(100)) == [.sessionExpired])
        // An events stream is reopened by whoever follows it, never replayed as a request.
        #expect(client.pendingReplay == nil)
    }

    @Test func unreachableServerGivesUpAfterTheConfiguredFailures() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(ScriptedServer.closedPort())"))
        let sleeper = RecordingSleeper()
        let client = APIClient(configuration: TestSupport.configuration(url, sleeper: sleeper))
        let error = await clientError { try await first(1, of: client.serverSentEvents(APIRequest(method: .get, path: path))) }
        #expect(error == .network(.connectionRefused))
        #expect(sleeper.recorded.count == 2)  // three attempts, two waits
    }

    @Test func stoppingTheIterationClosesTheConnection() async throws {
        let server = try ScriptedServer { _ in
            .events([.text("data: one\n\n")] + Array(repeating: [.pause(milliseconds: 300), .text(": ping\n\n")], count: 100).flatMap { $0 },
                    ending: .finish)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let clock = ContinuousClock()
        let start = clock.now
        let events = try await first(1, of: client.serverSentEvents(APIRequest(method: .get, path: path)))
        #expect(events.map(\.data) == ["one"])
        #expect(clock.now - start < .seconds(10))
        // The server sees the connection close while it still has 30 s of comments to send.
        #expect(await eventually { server.abortedAnswers == 1 })
        #expect(server.requests.count == 1)
    }
}
