import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels

@Suite("Story generation progress")
struct StoryProgressTests {
    private func updates(_ client: APIClient, storyID: String = "s1") async throws -> [GenerationUpdate] {
        var updates: [GenerationUpdate] = []
        for try await update in RemoteStoryRepository(client: client).progress(storyId: storyID) {
            updates.append(update)
        }
        return updates
    }

    @Test func eventsBecomeTypedUpdatesAndTheStreamEndsAtDone() async throws {
        let server = try ScriptedServer { _ in
            .events([
                .text("id: 1\nevent: progress\ndata: {\"step\":\"text\",\"status\":\"processing\",\"progress\":10}\n\n"),
                .text("id: 2\nevent: text\ndata: {\"delta\":\"Once upon \"}\n\n"),
                .text(": keep-alive\n\nid: 3\nevent: text\ndata: {\"delta\":\"a time.\"}\n\n"),
                .text("event: text\ndata: {\"delta\":\"Once upon a time.\",\"replace\":true}\n\n"),
                .text("id: 4\nevent: mystery\ndata: {}\n\nevent: progress\ndata: not json\n\n"),
                .text("id: 5\nevent: error\ndata: {\"step\":\"audio\",\"message\":\"Narration failed\"}\n\n"),
                .text("id: 6\nevent: progress\ndata: {\"step\":\"illustrations\",\"status\":\"processing\",\"progress\":50,\"completed\":2,\"total\":4}\n\n"),
                .text("id: 7\nevent: done\ndata: {}\n\n"),
                .pause(milliseconds: 30_000),
            ], ending: .finish)
        }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let clock = ContinuousClock()
        let start = clock.now
        let result = try await updates(client)
        #expect(result == [
            .progress(ProgressPayload(step: .text, status: "processing", progress: 10)),
            .text("Once upon "),
            .text("a time."),
            .replaceText("Once upon a time."),
            .failed(StepErrorPayload(step: .audio, message: "Narration failed")),
            .progress(ProgressPayload(step: .illustrations, status: "processing", progress: 50, completed: 2, total: 4)),
            .finished,
        ])
        // Ended by `done`, not by the server closing 30 s later.
        #expect(clock.now - start < .seconds(10))
        #expect(server.requests.map(\.path) == ["/api/v1/stories/s1/events"])
    }

    @Test func aTextFailureEndsTheStream() async throws {
        let server = try ScriptedServer { _ in
            .events([.text("event: error\ndata: {\"step\":\"text\",\"message\":\"No story\"}\n\n"), .pause(milliseconds: 5_000)],
                    ending: .finish)
        }
        defer { server.stop() }
        let result = try await updates(TestSupport.signedInClient(server))
        #expect(result == [.failed(StepErrorPayload(step: .text, message: "No story"))])
    }

    @Test func fallingBackToPollingDoesNotRepeatWhatTheStreamDelivered() async throws {
        let connections = Counter()
        let server = try ScriptedServer { request in
            switch request.path {
            case "/api/v1/stories/s1/events":
                // The first connection delivers part of the text and the narration failure, then
                // every connection drops: after the configured failures the monitor polls.
                guard connections.next() == 1 else { return .drop }
                return .events([
                    .text("id: 1\nevent: text\ndata: {\"delta\":\"Once upon \"}\n\n"),
                    .text("id: 2\nevent: error\ndata: {\"step\":\"audio\",\"message\":\"Narration failed\"}\n\n"),
                ], ending: .drop)
            case "/api/v1/stories/s1":
                return .encoded(200, Envelope(data: TestSupport.story(id: "s1", status: .completed,
                                                                      content: "Once upon a time.", audio: .failed)))
            case "/api/v1/stories/s1/audio":
                return .encoded(200, Envelope(data: AudioResult(status: .failed, error: "Narration failed")))
            default:
                return .json(404, "{}")
            }
        }
        defer { server.stop() }
        let result = try await updates(TestSupport.signedInClient(server))
        #expect(result == [
            .text("Once upon "),
            .failed(StepErrorPayload(step: .audio, message: "Narration failed")),
            .text("a time."),
            .progress(ProgressPayload(step: .text, status: "completed", progress: 100)),
            .finished,
        ])
        // The text seen by a view that appends every `.text` is the story, once.
        var shown = ""
        for update in result {
            switch update {
            case .text(let delta): shown += delta
            case .replaceText(let text): shown = text
            default: break
            }
        }
        #expect(shown == "Once upon a time.")
        #expect(connections.current == 4)  // one that delivered, three that failed
    }

    @Test func pollingAfterAStreamedRewriteReplacesTheText() async throws {
        let connections = Counter()
        let server = try ScriptedServer { request in
            switch request.path {
            case "/api/v1/stories/s1/events":
                guard connections.next() == 1 else { return .drop }
                return .events([.text("id: 1\nevent: text\ndata: {\"delta\":\"A draft\"}\n\n")], ending: .drop)
            default:
                return .encoded(200, Envelope(data: TestSupport.story(id: "s1", status: .completed, content: "The story.")))
            }
        }
        defer { server.stop() }
        let result = try await updates(TestSupport.signedInClient(server))
        #expect(result == [
            .text("A draft"),
            .replaceText("The story."),
            .progress(ProgressPayload(step: .text, status: "completed", progress: 100)),
            .finished,
        ])
    }

    @Test(arguments: [404, 405])
    func pollsTheStatusRoutesWhenTheServerHasNoEventsRoute(eventsStatus: Int) async throws {
        let polls = Counter()
        let server = try ScriptedServer { request in
            switch request.path {
            case "/api/v1/stories/s1/events":
                return .json(eventsStatus, #"{"error":"NotFound","message":"nope"}"#)
            case "/api/v1/stories/s1":
                let poll = polls.next()
                let story: Story = switch poll {
                case 1, 2: TestSupport.story(id: "s1", status: .processing, content: "")
                case 3: TestSupport.story(id: "s1", status: .completed, content: "Once upon a time.",
                                          audio: .processing, illustrations: .processing)
                default: TestSupport.story(id: "s1", status: .completed, content: "Once upon a time.",
                                           audio: .completed, illustrations: .completed)
                }
                return .encoded(200, Envelope(data: story))
            case "/api/v1/stories/s1/illustrations/status":
                let done = polls.current >= 4
                let progress = IllustrationProgress(status: done ? .completed : .processing, progress: done ? 100 : 50,
                                                    total: 2, completed: done ? 2 : 1, processing: done ? 0 : 1,
                                                    failed: 0, pending: 0, illustrations: [])
                return .encoded(200, Envelope(data: progress))
            default:
                return .json(404, "{}")
            }
        }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        let client = TestSupport.signedInClient(server, sleeper: sleeper)
        let result = try await updates(client)
        #expect(result == [
            .progress(ProgressPayload(step: .text, status: "processing", progress: 0)),
            .text("Once upon a time."),
            .progress(ProgressPayload(step: .text, status: "completed", progress: 100)),
            .progress(ProgressPayload(step: .audio, status: "processing", progress: 0)),
            .progress(ProgressPayload(step: .illustrations, status: "processing", progress: 50, completed: 1, total: 2)),
            .progress(ProgressPayload(step: .audio, status: "completed", progress: 100)),
            .progress(ProgressPayload(step: .illustrations, status: "completed", progress: 100, completed: 2, total: 2)),
            .finished,
        ])
        #expect(polls.current == 4)
        // 1st poll changed (10 ms), 2nd did not (doubles to 20 ms), 3rd changed (back to 10 ms).
        #expect(sleeper.recorded == [.milliseconds(10), .milliseconds(20), .milliseconds(10)])
    }

    @Test func pollingBacksOffToItsMaximumWhileNothingChanges() async throws {
        let polls = Counter()
        let server = try ScriptedServer { request in
            if request.path.hasSuffix("/events") { return .json(404, "{}") }
            let story = polls.next() < 7 ? TestSupport.story(id: "s1", status: .processing, content: "")
                                         : TestSupport.story(id: "s1")
            return .encoded(200, Envelope(data: story))
        }
        defer { server.stop() }
        let sleeper = RecordingSleeper()
        _ = try await updates(TestSupport.signedInClient(server, sleeper: sleeper))
        #expect(sleeper.recorded == [.milliseconds(10), .milliseconds(20), .milliseconds(40), .milliseconds(50),
                                     .milliseconds(50), .milliseconds(50)])
    }

    @Test func pollingReportsAFailedStoryAndEnds() async throws {
        let server = try ScriptedServer { request in
            request.path.hasSuffix("/events") ? .json(404, "{}")
                : .encoded(200, Envelope(data: TestSupport.story(id: "s1", status: .failed, content: "")))
        }
        defer { server.stop() }
        let result = try await updates(TestSupport.signedInClient(server))
        #expect(result == [.failed(StepErrorPayload(step: .text, message: "The story could not be written."))])
    }

    @Test func pollingADeletedStoryFailsWithNotFound() async throws {
        let server = try ScriptedServer { _ in .json(404, #"{"error":"NotFound","message":"Story not found"}"#) }
        defer { server.stop() }
        let error = await clientError { try await updates(TestSupport.signedInClient(server)) }
        #expect(error == .notFound)
    }
}
