import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import InfiniteStoriesClient

@Suite("URLSession transport")
struct URLSessionTransportTests {
    @Test func aRequestCancelledBeforeItStartsLeavesNoTaskBehind() async throws {
        let server = try ScriptedServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let probe = InvalidationProbe()
        let session = URLSessionTransport.makeSession(delegate: probe)
        defer { session.invalidateAndCancel() }
        let transport = URLSessionTransport(session: session)
        var request = URLRequest(url: server.baseURL.appendingPathComponent("api/v1/heroes"))
        request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
        let finalRequest = request
        let caller = Task {
            // Cancelled before the transport creates its data task.
            withUnsafeCurrentTask { $0?.cancel() }
            return await clientError { try await transport.perform(finalRequest) }
        }
        #expect(await caller.value == .cancelled)
        // The session becomes invalid only once its tasks have ended: the one created for the
        // cancelled call (holding the request and its Authorization header) must have been
        // cancelled, not left suspended for the session's lifetime.
        session.finishTasksAndInvalidate()
        #expect(await eventually(within: .seconds(5)) { probe.isInvalidated })
        #expect(server.requests.isEmpty)
    }

    /// The measure above can succeed: a session whose only request ran to its end invalidates.
    @Test func aCompletedRequestLeavesNoTaskBehind() async throws {
        let server = try ScriptedServer { _ in .json(200, "{}") }
        defer { server.stop() }
        let probe = InvalidationProbe()
        let session = URLSessionTransport.makeSession(delegate: probe)
        defer { session.invalidateAndCancel() }
        let transport = URLSessionTransport(session: session)
        let (_, response) = try await transport.perform(URLRequest(url: server.baseURL.appendingPathComponent("x")))
        #expect(response.statusCode == 200)
        session.finishTasksAndInvalidate()
        #expect(await eventually(within: .seconds(5)) { probe.isInvalidated })
    }
}
