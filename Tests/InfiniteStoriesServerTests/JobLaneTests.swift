import Foundation
@testable import InfiniteStoriesServer
import Logging
import OpenAICompatibleProviders
import SpeechSynthesis
import StoryWriting
import Synchronization
import Testing

/// Story text from the offline writer has a lane of its own (`JobLane`): it is not held behind
/// the few workers that wait on narrations and model servers, and a lane claims as many jobs at
/// once as it has room for.
@Suite("Job lanes")
struct JobLaneTests {
    /// Holds every narration at the gate, as a slow voice service would.
    struct HeldNarrator: SpeechSynthesizer {
        let gate: Gate

        func synthesize(_ request: SpeechRequest) async throws -> SynthesizedSpeech {
            await gate.pass()
            throw ProviderFailure(kind: .unavailable, userMessage: "The narrator was held for a test.", isRetryable: false)
        }
    }

    @Test func storyTextFromTheOfflineWriterDoesNotWaitForANarration() async throws {
        let gate = Gate()
        let server = try await TestServer.start(providers: Providers(speech: HeldNarrator(gate: gate)), backoff: [],
                                                configure: { $0.workers = 1 })
        defer { Task { try? await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let first = try await server.createStory(token: token, heroID: hero.id)
        let narration = try await server.send("POST", "/api/v1/stories/\(first.id)/audio", token: token,
                                              body: Data("{}".utf8), headers: TestServer.respondAsync)
        #expect(narration.status == 202)
        let clock = ContinuousClock(), asked = clock.now
        while gate.held == 0, clock.now - asked < .seconds(10) { try await Task.sleep(for: .milliseconds(10)) }
        try #require(gate.held == 1, "the narration never reached the narrator")
        // Whatever happens, the held narration ends, so a failing run does not hang; a story
        // takes well under a second, but the whole suite shares two cores.
        let opener = Task {
            try? await Task.sleep(for: .seconds(90))
            gate.open()
        }
        defer { opener.cancel() }

        // The only worker is held by the narration; the story is written all the same.
        let second = try await server.createStory(token: token, heroID: hero.id, extra: ["seed": 8])
        #expect(!second.content.isEmpty)
        #expect(!gate.isOpen, "the story waited for the held narration")
        gate.open()
    }

    @Test func lanesFollowTheWriter() {
        let offline = JobLane.lanes(workers: 3, providers: Providers())
        #expect(offline.map(\.kinds) == [[.story], [.audio, .illustrations, .avatar]])
        #expect(offline.map(\.capacity) == [JobLane.inProcessTextCapacity, 3])

        // A rehearsed model's pace, or a writer that is not in this process, queues with the rest.
        var paced = Providers()
        paced.textPace = .milliseconds(5)
        var latent = Providers()
        latent.simulatedLatency = .milliseconds(300)
        for providers in [paced, latent, Providers(story: RecordingStoryWriter())] {
            let lanes = JobLane.lanes(workers: 2, providers: providers)
            #expect(lanes.map(\.kinds) == [Set(JobKind.allCases)])
            #expect(lanes.map(\.capacity) == [2])
        }
    }

    /// The offline writer held at a gate: a lane's room and claims can be watched.
    struct GatedInProcessWriter: StoryGenerator {
        let gate: Gate
        var writesInProcess: Bool { true }

        func generate(_ prompt: StoryPrompt, onTitle: @Sendable (String) async -> Void,
                      onText: @Sendable (String) async -> Void) async throws -> GeneratedStory {
            await gate.pass()
            return try await OfflineStoryGenerator().generate(prompt, onTitle: onTitle, onText: onText)
        }
    }

    /// Waits up to 60 s for `condition`.
    static func eventually(_ condition: () async throws -> Bool) async throws -> Bool {
        let clock = ContinuousClock(), asked = clock.now
        while clock.now - asked < .seconds(60) {
            if try await condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return try await condition()
    }

    /// A new story of the fixture's hero, as a route makes it before queueing its job.
    static func story(_ fixture: JobLeaseTests.Fixture, seed: UInt64) -> StoryRecord {
        StoryRecord(id: IdentifierGenerator.make(), userID: fixture.userID, heroID: fixture.heroID, title: "", content: "",
                    language: "English", targetDuration: 60, seed: seed, audioStatus: "pending", illustrationStatus: "none",
                    illustrationCount: 0, isFavorite: false, playCount: 0, estimatedDuration: 60, generationStatus: "processing",
                    createdAt: fixture.base, updatedAt: fixture.base)
    }

    /// The requests' way into the queue on the fixture's store, over a runner that is not started.
    static func service(_ fixture: JobLeaseTests.Fixture) throws -> (service: GenerationService, hub: GenerationHub) {
        let (runner, hub) = try runner(fixture, lanes: JobLane.lanes(workers: 2, providers: Providers()))
        return (GenerationService(jobs: fixture.store, hub: hub, runner: runner, hourlyLimits: nil), hub)
    }

    /// A runner (not started) on the fixture's store, its stories written by `writer`.
    /// The runner keeps its jobs in `jobs` (the fixture's store unless given).
    static func runner(_ fixture: JobLeaseTests.Fixture, writer: any StoryGenerator = OfflineStoryGenerator(),
                       jobs: (any JobStore)? = nil, lanes: [JobLane]) throws -> (runner: JobRunner, hub: GenerationHub) {
        let hub = GenerationHub()
        let media = FileMediaStore(dataDirectory: fixture.folder, signer: try MediaSigner(dataDirectory: fixture.folder))
        let executor = JobExecutor(store: fixture.store, jobs: fixture.store, media: media, providers: Providers(story: writer), hub: hub)
        return (JobRunner(jobs: jobs ?? fixture.store, executor: executor, hub: hub, lanes: lanes, logger: Logger(label: "test")), hub)
    }

    /// A job's `done` is in its story's log before anyone waiting for the job is answered. A
    /// story asked for and waited on, then illustrations asked at once with their events stream
    /// (what the app does), once met the story job's late `done` as a live event, which ended
    /// that stream before the pictures. The runner's look for work left is slowed here, so the
    /// `done` it decides on would come long after the answer if it still came after it.
    @Test(.timeLimit(.minutes(1)))
    func aJobsDoneIsLoggedBeforeItsWaitersAreAnswered() async throws {
        let fixture = try await JobLeaseTests.Fixture.make("done-first")
        defer { Task { await fixture.finish() } }
        let story = Self.story(fixture, seed: 3)
        let job = fixture.job(.story, target: story.id)
        guard case .accepted(let accepted) = try await fixture.store.enqueue(job, hourlyLimit: nil, story: story, mark: nil) else {
            throw JobLeaseTests.Unexpected(what: "the story was not accepted")
        }
        let (runner, hub) = try Self.runner(fixture, jobs: DelayedJobStore(base: fixture.store, delay: .milliseconds(300)),
                                            lanes: JobLane.lanes(workers: 2, providers: Providers()))
        let following = try await hub.subscribe(storyID: story.id, lastEventID: nil)
        let running = Task { try await runner.run() }
        defer { running.cancel() }

        #expect(await hub.wait(for: accepted.id) == .completed)
        // A stream opened now starts after every event already logged.
        let opened = try await hub.subscribe(storyID: story.id, lastEventID: nil)
        var done: StreamEvent?
        for await event in following.stream where event.name == "done" {
            done = event
            break
        }
        let doneID = try #require(done?.id)
        #expect(doneID <= opened.latestID, "the done came after the answer, so a stream opened then would end on it")
    }

    @Test func aLaneClaimsWhatFitsAndCountsOnlyTheJobsStillRunning() async throws {
        let fixture = try await JobLeaseTests.Fixture.make("lane")
        defer { Task { await fixture.finish() } }
        let store = fixture.store
        /// A story asked for, with its job, as the route writes them (nothing woken: the test wakes).
        func ask(_ seed: UInt64) async throws -> String {
            let story = Self.story(fixture, seed: seed)
            let job = fixture.job(.story, target: story.id)
            guard case .accepted(let accepted) = try await store.enqueue(job, hourlyLimit: nil, story: story, mark: nil) else {
                throw JobLeaseTests.Unexpected(what: "story \(seed) was not accepted")
            }
            return accepted.id
        }
        func completed(_ jobs: [String]) async throws -> Bool {
            for job in jobs where try await JobLeaseTests.stored(job, in: store).status != "completed" { return false }
            return true
        }
        func owners(_ jobs: [String]) async throws -> Set<String?> {
            var owners: Set<String?> = []
            for job in jobs { owners.insert(try await JobLeaseTests.stored(job, in: store).owner) }
            return owners
        }

        var first: [String] = []
        for seed in 1...5 { first.append(try await ask(UInt64(seed))) }
        let gate = Gate()
        let (runner, _) = try Self.runner(fixture, writer: GatedInProcessWriter(gate: gate),
                                          lanes: [JobLane(name: "text", kinds: [.story], capacity: 2)])
        let running = Task { try await runner.run() }
        defer { running.cancel() }

        // Two fit: one claim takes the two oldest, and the lane takes no third while they run.
        #expect(try await Self.eventually { gate.held == 2 })
        try await Task.sleep(for: .milliseconds(300))
        #expect(gate.held == 2 && runner.runningJobs(in: "text") == 2)
        #expect(try await owners(Array(first.prefix(2))).count == 1, "the two oldest came from one claim")
        gate.open()
        #expect(try await Self.eventually { try await completed(first) })
        #expect(try await Self.eventually { runner.runningJobs(in: "text") == 0 }, "ended jobs still counted")

        // The lane's room is whole again: two stories asked together go out in one claim.
        let second = [try await ask(6), try await ask(7)]
        await runner.wake(for: .story)
        #expect(try await Self.eventually { try await completed(second) })
        #expect(try await owners(second).count == 1)
    }

    /// A request that waits for its job's end marks the job before it is queued, so its runner
    /// writes at prompt priority; a job joined by such a request is marked too, and the mark
    /// goes when the job ends.
    @Test func aJobARequestWaitsOnIsMarkedUntilItEnds() async throws {
        let fixture = try await JobLeaseTests.Fixture.make("awaited")
        defer { Task { await fixture.finish() } }
        let (service, hub) = try Self.service(fixture)

        let waited = Self.story(fixture, seed: 1)
        let job = try #require(try await service.accept(.story, userID: fixture.userID, targetID: waited.id, payload: "{}",
                                                        creating: waited, awaited: true).job)
        #expect(await hub.isAwaited(job.id))
        let background = Self.story(fixture, seed: 2)
        let other = try #require(try await service.accept(.story, userID: fixture.userID, targetID: background.id, payload: "{}",
                                                          creating: background).job)
        #expect(await !hub.isAwaited(other.id))
        // A synchronous request for the same work joins it, and marks it.
        let joined = try await service.accept(.story, userID: fixture.userID, targetID: background.id, payload: "{}", awaited: true)
        #expect(joined.job?.id == other.id)
        #expect(await hub.isAwaited(other.id))

        await hub.jobFinished(job.id, .completed)
        #expect(await !hub.isAwaited(job.id))
    }

    /// A hero deleted between the route's look and the story's write (another terminal of the
    /// same family): the foreign key refuses the story, the caller gets 404 `NotFound` rather
    /// than a 500, and neither the story nor its job is left behind, on either store.
    @Test func aStoryForAHeroDeletedMeanwhileIsNotFoundAndLeavesNothing() async throws {
        let fixture = try await JobLeaseTests.Fixture.make("hero-gone")
        defer { Task { await fixture.finish() } }
        let (service, _) = try Self.service(fixture)
        let story = Self.story(fixture, seed: 3)
        #expect(try await fixture.store.deleteHero(id: fixture.heroID, userID: fixture.userID) != nil)

        do {
            _ = try await service.accept(.story, userID: fixture.userID, targetID: story.id, payload: "{}",
                                         creating: story, awaited: true)
            Issue.record("a story for a deleted hero was accepted")
        } catch let error as APIError {
            #expect(error.status == .notFound && error.code == "NotFound")
        }
        #expect(try await fixture.store.activeJobs(targetID: story.id).isEmpty)
        #expect(try await fixture.store.story(id: story.id, userID: fixture.userID) == nil)
        #expect(try await fixture.store.enqueue(fixture.job(.story, target: story.id), hourlyLimit: nil, story: story,
                                                mark: nil) == .targetGone)
    }
}
