import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Synchronization
import Testing

/// Waits and streams that must end although the notice (or the `done` event) that would have
/// ended them never came: lost, never stored, or its read failed. In the cross-instance suite
/// (`CrossInstanceEventTests`), whose helpers they use.
extension CrossInstanceEventTests {
    /// A job row that says "completed" once `failures` reads have failed.
    final class FlakyOutcomes: Sendable {
        private let failuresLeft: Mutex<Int>
        let jobID: String

        init(jobID: String, failures: Int) {
            self.jobID = jobID
            failuresLeft = Mutex(failures)
        }

        struct ReadFailed: Error {}

        func read(_ jobIDs: [String]) throws -> [String: GenerationHub.Outcome] {
            let fail = failuresLeft.withLock { left in
                defer { left = max(0, left - 1) }
                return left > 0
            }
            if fail { throw ReadFailed() }
            return jobIDs.contains(jobID) ? [jobID: .completed] : [:]
        }
    }

    /// Only a read after the failed one can answer (no notice comes). The time limit stands for
    /// "never answered"; a wall-clock bound of its own measured the load of the tests around it
    /// (10.3 s once, with rechecks every 100 ms, beside a 10-second load test).
    @Test(.timeLimit(.minutes(1)))
    func aWaiterWhoseFirstReadFailsIsAnsweredByALaterRecheck() async throws {
        let rows = FlakyOutcomes(jobID: "job-1", failures: 1)
        let delivery = RelayDelivery(recheckInterval: .milliseconds(100),
                                     readEvents: { _, _ in [] }, readOutcomes: { try rows.read($0) })
        // Ended before anybody waited, no notice will come, and the first read of its row fails.
        #expect(await delivery.wait(for: "job-1") == .completed)
        #expect(await delivery.waitedJobIDs.isEmpty)
    }

    @Test func aCancelledWaitStopsWaiting() async throws {
        let delivery = RelayDelivery(recheckInterval: .milliseconds(100),
                                     readEvents: { _, _ in [] }, readOutcomes: { _ in [:] })
        let waiting = Task { await delivery.wait(for: "never-ends") }
        #expect(try await Self.eventually { await delivery.waitedJobIDs == ["never-ends"] })
        waiting.cancel()
        #expect(await waiting.value == .failed(RelayDelivery.cancelledMessage))
        #expect(await delivery.waitedJobIDs.isEmpty)
        // Without a relay too.
        let hub = GenerationHub()
        let local = Task { await hub.wait(for: "never-ends") }
        try await Task.sleep(for: .milliseconds(100))
        local.cancel()
        #expect(await local.value == .failed(RelayDelivery.cancelledMessage))
    }

    @Test func aWaiterIsAnsweredByTheJobsRowWhenTheNoticeNeverComes() async throws {
        let instances = try await Instances.start("relay_unannounced")
        defer { Task { await instances.close() } }
        let relayB = try instances.relay(1)
        let job = try await Self.queuedJob(in: instances, story: "story-1")
        let waiting = PendingOutcome.wait(on: instances.b, for: job.id)
        #expect(try await Self.eventually { await relayB.waitedJobIDs == [job.id] })
        // The instance that ran it died between its commit and its NOTIFY.
        try await instances.run(#"UPDATE job SET status = 'failed', error = 'The owl ate the pencil.' WHERE id = \#(job.id)"#)
        let started = ContinuousClock.now
        #expect(try await waiting.settled() == .failed("The owl ate the pencil."))
        #expect(ContinuousClock.now - started < .seconds(15), "a recheck (every 2 s) answers it")
    }

    /// On the run's store (SQLite or PostgreSQL): a stream whose job ended without a stored
    /// `done` ends at its next keep-alive, with the `done` it would have sent.
    @Test func aStreamWhoseJobEndedWithoutItsDoneEndsAtAKeepAlive() async throws {
        let writer = HeldStoryGenerator(holdAfter: 3)
        defer { writer.release() }
        let server = try await TestServer.start(providers: Providers(story: writer, textPace: .milliseconds(2)),
                                                keepAlive: .milliseconds(300))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Ada")
        let accepted = try await server.send("POST", "/api/v1/stories", token: token, body: try JSONSerialization.data(
            withJSONObject: ["heroId": hero.id, "language": "English", "targetDuration": 120, "seed": 5]),
            headers: TestServer.respondAsync)
        #expect(accepted.status == 202, "\(accepted.text)")
        let story = try accepted.data(Story.self)
        let store = try await TestDatabase.openStore(for: server.directory)
        defer { Task { await store.close() } }
        var jobID: String?
        #expect(try await Self.eventually {
            jobID = try await store.activeJobs(targetID: story.id).first { $0.status == .running }?.id
            return jobID != nil
        })
        let streaming = Task { try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token) }
        try await Task.sleep(for: .milliseconds(800))
        // The job's row says it is over, but its `done` never reaches the log (nor the hub).
        try await store.finishJob(id: try #require(jobID), status: .completed, error: nil, now: Date.storageNow)
        let started = ContinuousClock.now
        let stream = try await streaming.value
        #expect(ContinuousClock.now - started < .seconds(10), "ended at a keep-alive, not by a timeout")
        #expect(stream.status == 200)
        let events = SSE.parse(stream.text)
        #expect(events.last?.name == "done")
        #expect(events.last?.data == #"{"id":"\#(story.id)"}"#)
        #expect(stream.text.contains(": keep-alive"))
    }
}
