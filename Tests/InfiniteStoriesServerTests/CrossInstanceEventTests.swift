import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import StoryWriting
import InfiniteStoriesModels
import PostgresNIO
import StandIns
import Synchronization
import Testing

/// Generation events and job outcomes between instances on one PostgreSQL database
/// (`PostgresGenerationRelay`): hubs of two (or three) stores on one fresh database stand for
/// the instances, plus two real servers at the end. Several instances are the point, so these
/// always run on PostgreSQL, in both runs of the suite, and fail when it cannot start.
@Suite("Generation events across instances")
struct CrossInstanceEventTests {
    /// Instances' hubs on one fresh database, each on a store of its own (pool and listeners).
    struct Instances {
        let url: URL
        let stores: [PostgresStore]
        let hubs: [GenerationHub]
        var a: GenerationHub { hubs[0] }
        var b: GenerationHub { hubs[1] }

        /// `recheckInterval`: how often a relay reads the rows of waited jobs (a test of notices
        /// alone makes it long, so only a notice or a reconnect can answer a waiter).
        static func start(_ name: String, count: Int = 2, recheckInterval: Duration = .seconds(2)) async throws -> Instances {
            let url = try await PostgresTestServer.shared.database("\(name)_\(UUID().uuidString.prefix(8))")
            var stores: [PostgresStore] = []
            for _ in 0..<count {
                // A loaded machine can take seconds to open a connection: the tests' pools wait.
                stores.append(try await PostgresStore(url: url, poolSize: 4, acquireTimeout: .seconds(15),
                                                      relayRecheckInterval: recheckInterval))
            }
            return Instances(url: url, stores: stores, hubs: stores.map { GenerationHub(relay: $0.generationRelay()) })
        }

        func relay(_ index: Int) throws -> PostgresGenerationRelay {
            try #require(stores[index].generationRelay() as? PostgresGenerationRelay)
        }

        /// Runs SQL on the database (through the first store's pool).
        func run(_ query: PostgresQuery) async throws {
            try await stores[0].read { connection in try await connection.run(query) }
        }

        func eventIDs(storyID: String) async throws -> [Int64] {
            try await stores[0].read { connection in
                try await connection.all(#"SELECT id FROM story_event WHERE "storyId" = \#(storyID) ORDER BY id"#)
                    .map { try $0.decode(Int64.self) }
            }
        }

        /// The backends LISTENing on `channel` in this database.
        func listeners(on channel: String) async throws -> Int {
            try await stores[0].read { connection in
                try await connection.first("""
                    SELECT COUNT(*) AS n FROM pg_stat_activity
                    WHERE datname = current_database() AND query = \("LISTEN \"\(channel)\";")
                    """)?.get("n", as: Int.self) ?? 0
            }
        }

        /// Ends every LISTEN connection of this database (the stores' and relays' listeners
        /// reconnect on their own).
        func killListeners() async throws {
            try await run("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
                """)
        }

        func close() async {
            for store in stores { await store.close() }
        }
    }

    /// What a subscription has received so far (read in the background, in arrival order).
    final class Received: Sendable {
        private let received = Mutex<[StreamEvent]>([])

        var events: [StreamEvent] { received.withLock { $0 } }

        static func follow(_ subscription: GenerationHub.Subscription) -> Received {
            let received = Received()
            Task { for await event in subscription.stream { received.received.withLock { $0.append(event) } } }
            return received
        }

        /// Waits (as `eventually`) until `count` events have arrived; answers all that arrived.
        func first(_ count: Int) async throws -> [StreamEvent] {
            _ = try await CrossInstanceEventTests.eventually { self.events.count >= count }
            return events
        }
    }

    /// Waits (up to 30 s: the whole suite on two shared cores is slow) for `condition`.
    static func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try await condition()
    }

    /// A wait started in the background, so a waiter that is never resumed fails the test
    /// instead of hanging it (closing the stores answers it in the end).
    final class PendingOutcome: Sendable {
        private let outcome = Mutex<GenerationHub.Outcome?>(nil)

        var value: GenerationHub.Outcome? { outcome.withLock { $0 } }

        static func wait(on hub: GenerationHub, for jobID: String) -> PendingOutcome {
            let pending = PendingOutcome()
            Task {
                let outcome = await hub.wait(for: jobID)
                pending.outcome.withLock { $0 = outcome }
            }
            return pending
        }

        func settled() async throws -> GenerationHub.Outcome? {
            _ = try await CrossInstanceEventTests.eventually { self.value != nil }
            return value
        }
    }

    static func text(_ delta: String, replace: Bool? = nil) -> TextDeltaPayload {
        TextDeltaPayload(delta: delta, replace: replace)
    }

    static func data(_ payload: some Encodable) throws -> String {
        String(decoding: try JSONEncoder.wire().encode(payload), as: UTF8.self)
    }

    // MARK: Events

    @Test func eventsPublishedOnOneInstanceReachASubscriberOnAnotherInOrder() async throws {
        let instances = try await Instances.start("relay_order")
        defer { Task { await instances.close() } }
        let story = "story-\(UUID().uuidString)"
        let subscription = try await instances.b.subscribe(storyID: story, lastEventID: nil)
        #expect(!subscription.resumed && subscription.replay.isEmpty && subscription.textSoFar.isEmpty)
        let received = Received.follow(subscription)

        let pieces = (1...40).map { "word\($0) " }
        await instances.a.publish(storyID: story, name: "progress", payload: ProgressPayload(step: .text, status: "processing", progress: 0))
        for piece in pieces { await instances.a.publish(storyID: story, name: "text", payload: Self.text(piece)) }
        await instances.a.publish(storyID: story, name: "done", payload: DonePayload(id: story))

        let events = try await received.first(pieces.count + 2)
        #expect(events.map(\.name) == ["progress"] + pieces.map { _ in "text" } + ["done"])
        #expect(try events.filter { $0.name == "text" }.map(\.data) == pieces.map { try Self.data(Self.text($0)) })
        #expect(events.compactMap(\.id) == (try await instances.eventIDs(storyID: story)), "the table's ids, each once")
        // Another story's log has none of it.
        #expect(try await instances.b.subscribe(storyID: "other", lastEventID: nil).latestID == 0)
        #expect(await instances.b.streamedText(storyID: story) == pieces.joined())
    }

    @Test func concurrentPublishersOnThreeInstancesReachEverySubscriberInTheLogsOrder() async throws {
        let instances = try await Instances.start("relay_concurrent", count: 3)
        defer { Task { await instances.close() } }
        let story = "story-\(UUID().uuidString)"
        let onA = Received.follow(try await instances.a.subscribe(storyID: story, lastEventID: nil))
        let onB = Received.follow(try await instances.b.subscribe(storyID: story, lastEventID: nil))

        await withTaskGroup(of: Void.self) { group in
            for (index, hub) in instances.hubs.enumerated() {
                group.addTask {
                    for step in 0..<30 {
                        await hub.publish(storyID: story, name: "progress", payload: ProgressPayload(
                            step: .text, status: "instance-\(index)", progress: step))
                    }
                }
            }
        }
        let stored = try await instances.eventIDs(storyID: story)
        #expect(stored.count == 90)
        for received in [onA, onB] {
            let events = try await received.first(90)
            #expect(events.compactMap(\.id) == stored, "every event once, in id order")
            // Each publisher's own events keep their order.
            for index in 0..<3 {
                let steps = try events.map { try JSONDecoder.wire().decode(ProgressPayload.self, from: Data($0.data.utf8)) }
                    .filter { $0.status == "instance-\(index)" }.map(\.progress)
                #expect(steps == Array(0..<30))
            }
        }
    }

    @Test func aLastEventIDHandedOutByOneInstanceResumesOnAnother() async throws {
        let instances = try await Instances.start("relay_resume")
        defer { Task { await instances.close() } }
        let story = "story-\(UUID().uuidString)"
        let onA = Received.follow(try await instances.a.subscribe(storyID: story, lastEventID: nil))
        for index in 1...10 { await instances.a.publish(storyID: story, name: "text", payload: Self.text("part\(index) ")) }
        let seen = try await onA.first(10)
        #expect(seen.count == 10)

        // B resumes after the fourth event it never saw: exactly the six after it, then live ones.
        let fourth = try #require(seen[3].id)
        let resumed = try await instances.b.subscribe(storyID: story, lastEventID: fourth)
        #expect(resumed.resumed)
        #expect(resumed.replay == Array(seen[4...]))
        #expect(resumed.latestID == seen.last?.id)
        let live = Received.follow(resumed)
        await instances.a.publish(storyID: story, name: "done", payload: DonePayload(id: story))
        let after = try await live.first(1)
        #expect(after.map(\.name) == ["done"], "no event of the replay again")
        #expect(try #require(after.first?.id) > (seen.last?.id ?? 0))

        // Ids the log cannot resume from: none, one before the story's first event, another
        // story's, an in-memory hub's (time-based): the snapshot's text instead.
        await instances.b.publish(storyID: "elsewhere", name: "text", payload: Self.text("x"))
        let elsewhere = try #require(try await instances.eventIDs(storyID: "elsewhere").first)
        let inMemory = await GenerationHub().firstID + 1
        for id in [nil, (seen.first?.id ?? 1) - 1, elsewhere, inMemory] as [Int64?] {
            let fresh = try await instances.b.subscribe(storyID: story, lastEventID: id)
            #expect(!fresh.resumed && fresh.replay.isEmpty, "\(String(describing: id))")
            #expect(fresh.textSoFar == (1...10).map { "part\($0) " }.joined())
            await instances.b.unsubscribe(storyID: story, id: fresh.id)
        }
    }

    @Test func streamedTextIsTheLogsTextOnEveryInstanceHonouringReplace() async throws {
        let instances = try await Instances.start("relay_text")
        defer { Task { await instances.close() } }
        let story = "story-\(UUID().uuidString)"
        await instances.a.publish(storyID: story, name: "text", payload: Self.text("Once upon "))
        await instances.a.publish(storyID: story, name: "progress", payload: ProgressPayload(step: .text, status: "processing", progress: 5))
        await instances.b.publish(storyID: story, name: "text", payload: Self.text("a time"))
        #expect(await instances.a.streamedText(storyID: story) == "Once upon a time")
        await instances.a.publish(storyID: story, name: "text", payload: Self.text("Long ago", replace: true))
        await instances.b.publish(storyID: story, name: "text", payload: Self.text(", far away"))
        for hub in instances.hubs { #expect(await hub.streamedText(storyID: story) == "Long ago, far away") }
        #expect(try await instances.b.subscribe(storyID: story, lastEventID: nil).textSoFar == "Long ago, far away")
    }

    // MARK: Jobs

    /// A user and a queued job for `story`, through the store's own enqueue.
    static func queuedJob(in instances: Instances, story: String) async throws -> JobRecord {
        let now = Date.storageNow
        let user = UserRecord(id: IdentifierGenerator.make(), email: "\(UUID().uuidString)@example.com", name: "Parent",
                              passwordHash: nil, createdAt: now, updatedAt: now)
        try await instances.stores[0].createUser(user)
        let job = JobRecord(id: IdentifierGenerator.make(), kind: .audio, userID: user.id, targetID: story, payload: "{}",
                            status: .queued, attempts: 0, error: nil, runAfter: now, createdAt: now, updatedAt: now)
        _ = try await instances.stores[0].enqueue(job, hourlyLimit: nil, story: nil, mark: nil)
        return job
    }

    @Test func aWaiterOnOneInstanceResumesWhenAnotherFinishesTheJob() async throws {
        let instances = try await Instances.start("relay_wait")
        defer { Task { await instances.close() } }
        let relayB = try instances.relay(1)

        // Completed: the row still says queued, so only the notice can resume B's waiter.
        let first = try await Self.queuedJob(in: instances, story: "story-1")
        let waiting = PendingOutcome.wait(on: instances.b, for: first.id)
        #expect(try await Self.eventually {
            let listening = try await instances.listeners(on: PostgresGenerationRelay.jobChannel)
            let waited = await relayB.waitedJobIDs
            return listening == 1 && waited == [first.id]
        })
        try await Task.sleep(for: .milliseconds(200))
        #expect(waiting.value == nil, "a queued job is not over")
        await instances.a.jobFinished(first.id, .completed)
        #expect(try await waiting.settled() == .completed)

        // Failed: the message is the one the row records.
        let second = try await Self.queuedJob(in: instances, story: "story-2")
        let failing = PendingOutcome.wait(on: instances.b, for: second.id)
        #expect(try await Self.eventually { await relayB.waitedJobIDs == [second.id] })
        try await instances.run(#"UPDATE job SET status = 'failed', error = 'The owl ate the pencil.' WHERE id = \#(second.id)"#)
        await instances.a.jobFinished(second.id, .failed("The owl ate the pencil."))
        #expect(try await failing.settled() == .failed("The owl ate the pencil."))

        // Ended before anybody waited (its usage recorded with its end): the row answers at once.
        let third = try await Self.queuedJob(in: instances, story: "story-3")
        try await instances.run(#"UPDATE job SET status = 'completed', "durationMs" = 5 WHERE id = \#(third.id)"#)
        #expect(try await PendingOutcome.wait(on: instances.b, for: third.id).settled() == .completed)
        #expect(await relayB.waitedJobIDs.isEmpty)

        // Completed by its result, its usage not yet in: not over until the runner's end says so,
        // so the usage report already counts it when the request is answered.
        let fourth = try await Self.queuedJob(in: instances, story: "story-4")
        try await instances.run("UPDATE job SET status = 'completed' WHERE id = \(fourth.id)")
        let settling = PendingOutcome.wait(on: instances.b, for: fourth.id)
        try await Task.sleep(for: .milliseconds(300))
        #expect(settling.value == nil, "answered before the usage was recorded")
        try await instances.run(#"UPDATE job SET "durationMs" = 5 WHERE id = \#(fourth.id)"#)
        await instances.a.jobFinished(fourth.id, .completed)
        #expect(try await settling.settled() == .completed)
    }

    // MARK: Reconnecting

    @Test func aKilledListenerConnectionLosesNothing() async throws {
        let instances = try await Instances.start("relay_reconnect", recheckInterval: .seconds(3600))
        defer { Task { await instances.close() } }
        let story = "story-\(UUID().uuidString)"
        let received = Received.follow(try await instances.b.subscribe(storyID: story, lastEventID: nil))
        let job = try await Self.queuedJob(in: instances, story: story)
        let relayB = try instances.relay(1)
        let waiting = PendingOutcome.wait(on: instances.b, for: job.id)
        #expect(try await Self.eventually {
            let events = try await instances.listeners(on: PostgresGenerationRelay.eventChannel)
            let jobs = try await instances.listeners(on: PostgresGenerationRelay.jobChannel)
            let waited = await relayB.waitedJobIDs
            return events == 1 && jobs == 1 && waited == [job.id]
        })
        // The listener's first read of the waited rows (started once it listens) is done before
        // the row below ends without a notice: only the reconnect may find that.
        try await Task.sleep(for: .seconds(1))
        await instances.a.publish(storyID: story, name: "text", payload: Self.text("one "))
        #expect(try await received.first(1).count == 1)

        // Notices lost while B does not listen (as if sent during the reconnect): events whose
        // insert notifies nobody, a job that ends without a notice.
        try await instances.run("ALTER TABLE story_event DISABLE TRIGGER story_event_notify")
        await instances.a.publish(storyID: story, name: "text", payload: Self.text("two "))
        await instances.a.publish(storyID: story, name: "text", payload: Self.text("three "))
        try await instances.run("ALTER TABLE story_event ENABLE TRIGGER story_event_notify")
        try await instances.run(#"UPDATE job SET status = 'completed', "durationMs" = 5 WHERE id = \#(job.id)"#)
        try await Task.sleep(for: .milliseconds(300))
        #expect(received.events.count == 1 && waiting.value == nil, "nothing told B yet")

        // B's listeners are killed; once back, they read what they missed (nothing else can
        // tell B now: no notice is on its way).
        try await instances.killListeners()
        let caughtUp = try await received.first(3)
        #expect(caughtUp.map(\.name) == ["text", "text", "text"])
        #expect(caughtUp.reduce("") { $1.applyingText(to: $0) } == "one two three ")
        #expect(try await waiting.settled() == .completed)

        // Killed again, with events committed while it reconnects: they arrive too, in order.
        try await instances.killListeners()
        await instances.a.publish(storyID: story, name: "text", payload: Self.text("four "))
        await instances.a.publish(storyID: story, name: "done", payload: DonePayload(id: story))
        let events = try await received.first(5)
        #expect(events.compactMap(\.id) == (try await instances.eventIDs(storyID: story)), "each once, in order")
        #expect(events.map(\.name) == ["text", "text", "text", "text", "done"])
        #expect(try await Self.eventually {
            try await instances.listeners(on: PostgresGenerationRelay.eventChannel) == 1
        }, "B listens again")
    }

    // MARK: Pruning

    @Test func eventsOfFinishedWorkArePrunedAfterAnHour() async throws {
        let instances = try await Instances.start("relay_prune")
        defer { Task { await instances.close() } }
        let finished = "story-finished", active = "story-active", recent = "story-recent"
        _ = try await Self.queuedJob(in: instances, story: active)
        for story in [finished, active, recent] {
            await instances.a.publish(storyID: story, name: "text", payload: Self.text("old "))
        }
        try await instances.run(#"""
            UPDATE story_event SET "createdAt" = now() - interval '2 hours' WHERE "storyId" IN ('story-finished', 'story-active')
            """#)
        // A new instance prunes on its first publish.
        let store = try await PostgresStore(url: instances.url, poolSize: 2, acquireTimeout: .seconds(15))
        defer { Task { await store.close() } }
        await GenerationHub(relay: store.generationRelay()).publish(storyID: recent, name: "text", payload: Self.text("new"))
        #expect(try await instances.eventIDs(storyID: finished).isEmpty)
        #expect(try await instances.eventIDs(storyID: active).count == 1, "its job still runs")
        #expect(try await instances.eventIDs(storyID: recent).count == 2)
    }

    // MARK: Two servers

    /// The offline writer, holding its story after a few pieces until `release()`: the job is
    /// still A's, and still streaming, once B's events stream is open.
    final class HeldStoryGenerator: StoryGenerator, Sendable {
        private let pieces = Mutex(0)
        private let gate = Gate()
        let holdAfter: Int

        init(holdAfter: Int) { self.holdAfter = holdAfter }

        func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                      onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
            try await OfflineStoryGenerator().generate(prompt, onTitle: onTitle) { piece in
                let count = pieces.withLock { pieces in
                    pieces += 1
                    return pieces
                }
                if count == holdAfter + 1 { await gate.pass() }
                await onText(piece)
            }
        }

        func release() { gate.open() }
    }

    @Test func aStoryWrittenOnOneServerStreamsToItsEndFromAnother() async throws {
        let url = try await PostgresTestServer.shared.database("relay_servers_\(UUID().uuidString.prefix(8))")
        let writer = HeldStoryGenerator(holdAfter: 5)
        defer { writer.release() }
        // Keep-alives far apart: a stream on B that A's events never reach falls silent and
        // times out (URLSession's 60 s) instead of hanging the run.
        func start(_ providers: Providers) async throws -> TestServer {
            try await TestServer.start(keepAlive: .seconds(300)) { configuration in
                configuration.database = .postgres(url)
                configuration.providers = providers
            }
        }
        let a = try await start(Providers(story: writer, textPace: .milliseconds(2)))
        defer { Task { try await a.finish() } }
        let token = try await a.signUp()
        let hero = try await a.createHero(token: token, name: "Ada")
        let accepted = try await a.send("POST", "/api/v1/stories", token: token, body: try JSONSerialization.data(
            withJSONObject: ["heroId": hero.id, "language": "English", "targetDuration": 120, "seed": 5]),
            headers: TestServer.respondAsync)
        #expect(accepted.status == 202, "\(accepted.text)")
        let story = try accepted.data(Story.self)

        // B starts once A holds the story half written, so the job is A's and B only relays.
        let inspector = try await PostgresStore(url: url, poolSize: 1, acquireTimeout: .seconds(15))
        defer { Task { await inspector.close() } }
        func count(_ sql: PostgresQuery) async throws -> Int {
            try await inspector.read { connection in try await connection.first(sql)?.get("n", as: Int.self) ?? 0 }
        }
        #expect(try await Self.eventually {
            try await count(#"SELECT COUNT(*) AS n FROM story_event WHERE "storyId" = \#(story.id) AND name = 'text'"#) > 0
        })
        let b = try await start(Providers())
        defer { Task { try await b.finish() } }
        let streaming = Task { try await b.send("GET", "/api/v1/stories/\(story.id)/events", token: token) }
        // B's relay listens once the stream subscribed (A's has no subscriber): then A goes on.
        #expect(try await Self.eventually {
            try await count("""
                SELECT COUNT(*) AS n FROM pg_stat_activity
                WHERE datname = current_database() AND query = \("LISTEN \"\(PostgresGenerationRelay.eventChannel)\";")
                """) == 1
        })
        writer.release()
        let stream = try await streaming.value
        #expect(stream.status == 200)
        let events = SSE.parse(stream.text)
        #expect(events.last?.name == "done")
        #expect(events.filter { $0.name == "text" }.count > 1, "live text from A, not only the snapshot (a burst of pieces may go as one event)")
        let ids = events.compactMap { $0.id.flatMap { Int64($0) } }
        #expect(ids == ids.sorted())
        let finished = try await b.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(finished.generationStatus == .completed)
        #expect(try SSE.text(of: events) == finished.content)

        // A Last-Event-ID that B handed out resumes on A: exactly the events after it.
        let live = events.filter { $0.name == "text" && $0.id != nil }
        let middle = try #require(live.dropFirst(live.count / 2).first)
        let resumed = SSE.parse(try await a.send("GET", "/api/v1/stories/\(story.id)/events", token: token,
                                                 headers: ["Last-Event-ID": middle.id ?? ""]).text)
        let tail = events.filter { (Int64($0.id ?? "") ?? 0) > (Int64(middle.id ?? "") ?? 0) }
        #expect(!tail.isEmpty)
        #expect(resumed.dropLast().map(\.data) == tail.dropLast().map(\.data))
        #expect(resumed.last?.name == "done")
    }
}
