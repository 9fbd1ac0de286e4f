import Foundation
import Hummingbird
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import NIOCore
import Synchronization
import Testing

/// The events stream itself, on the run's store, with the hub in hand.
@Suite("Story events stream")
struct StoryEventStreamTests {
    /// What a response body wrote, and whether it finished.
    final class Collected: Sendable {
        private let state = Mutex((text: "", finished: false))
        var text: String { state.withLock { $0.text } }
        var finished: Bool { state.withLock { $0.finished } }
        func append(_ text: String) { state.withLock { $0.text += text } }
        func finish() { state.withLock { $0.finished = true } }
    }

    struct CollectingWriter: ResponseBodyWriter {
        let collected: Collected
        mutating func write(_ buffer: ByteBuffer) async throws { collected.append(String(buffer: buffer)) }
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws { collected.finish() }
    }

    /// A `done` logged by earlier work after the stream began (another instance answered that
    /// work's waiter from its row a moment before the `done` was logged) does not end a stream
    /// while work is left; the work's own `done` does. The time limit stands for a stream that
    /// never ends; one minute was not enough on PostgreSQL beside the whole server group on two
    /// cores, where tests with no limit took 60-75 s each (a clean-clone CI, 2026-11-28).
    @Test(.timeLimit(.minutes(3)))
    func anEarlierWorksLateDoneDoesNotEndAStreamWhileWorkIsLeft() async throws {
        let fixture = try await JobLeaseTests.Fixture.make("late-done")
        defer { Task { await fixture.finish() } }
        let queued = try await fixture.enqueue(fixture.job(.illustrations, target: fixture.storyID))
        let hub = GenerationHub()
        let stream = StoryEventStream(store: fixture.store, jobs: fixture.store, hub: hub, keepAliveInterval: .seconds(60))
        let collected = Collected()
        let response = stream.response(for: fixture.storyID, lastEventID: nil)
        let writing = Task { try await response.body.write(CollectingWriter(collected: collected)) }
        defer { writing.cancel() }
        // The snapshot is written once the stream has subscribed: what is published next reaches it.
        #expect(try await JobLaneTests.eventually { collected.text.contains("event: progress") })

        await hub.publish(storyID: fixture.storyID, name: "done", payload: DonePayload(id: fixture.storyID))
        await hub.publish(storyID: fixture.storyID, name: "progress",
                          payload: ProgressPayload(step: .illustrations, status: "processing", progress: 50))
        // Either the progress after it comes through, or the stream has ended on the stray `done`.
        #expect(try await JobLaneTests.eventually { collected.finished || collected.text.contains(#""progress":50"#) })
        #expect(!collected.finished && !collected.text.contains("event: done"))

        try await fixture.store.finishJob(id: queued.id, status: .completed, error: nil, now: fixture.base)
        await hub.publish(storyID: fixture.storyID, name: "done", payload: DonePayload(id: fixture.storyID))
        try await writing.value
        #expect(collected.finished)
        #expect(collected.text.components(separatedBy: "event: done").count == 2, "one done, at the end")
        #expect(collected.text.hasSuffix("data: {\"id\":\"\(fixture.storyID)\"}\n\n"))
    }
}
