import Foundation
import GRDB
@testable import InfiniteStoriesServer
import PostgresNIO
import Testing

/// Jobs under leases, on the store `TestDatabase` picks: claims never share a job, an expired
/// lease is taken over (attempts + 1), and the runner that lost its job can no longer renew or
/// record anything for it. Two handles on one database stand for two server instances.
@Suite("Job leases")
struct JobLeaseTests {
    /// A database (and data folder) of its own, with one user, hero and story in it.
    struct Fixture {
        let folder: URL
        let store: any ServerStore
        let userID: String
        let heroID: String
        let storyID: String
        /// Every date the tests pass is relative to this one, so no test waits for a lease.
        let base = Date.storageNow

        static func make(_ name: String) async throws -> Fixture {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-lease-\(name)-\(UUID().uuidString)")
            let store = try await TestDatabase.openStore(for: folder)
            let now = Date.storageNow
            let user = UserRecord(id: IdentifierGenerator.make(), email: "\(name)@example.com", name: "Parent",
                                  passwordHash: nil, createdAt: now, updatedAt: now)
            try await store.createUser(user)
            let hero = HeroRecord(id: IdentifierGenerator.make(), userID: user.id, name: "Nova", age: 6, traits: ["brave"],
                                  specialAbilities: [], appearance: nil, hairColor: nil, eyeColor: nil, skinTone: nil,
                                  height: nil, avatarPath: nil, avatarPrompt: nil, createdAt: now, updatedAt: now)
            try await store.insertHero(hero)
            let story = StoryRecord(id: IdentifierGenerator.make(), userID: user.id, heroID: hero.id, title: "", content: "",
                                    language: "English", targetDuration: 60, seed: 7, audioStatus: "pending",
                                    illustrationStatus: "none", illustrationCount: 0, isFavorite: false, playCount: 0,
                                    estimatedDuration: 0, generationStatus: "processing", createdAt: now, updatedAt: now)
            try await store.insertStory(story, illustrations: [])
            return Fixture(folder: folder, store: store, userID: user.id, heroID: hero.id, storyID: story.id)
        }

        /// Another handle on the same database: a second server instance.
        func secondInstance() async throws -> any ServerStore {
            try await TestDatabase.openStore(for: folder)
        }

        func job(_ kind: JobKind, target: String? = nil) -> JobRecord {
            JobRecord(id: IdentifierGenerator.make(), kind: kind, userID: userID, targetID: target ?? IdentifierGenerator.make(),
                      payload: "{}", status: .queued, attempts: 0, error: nil, runAfter: base, createdAt: base, updatedAt: base)
        }

        @discardableResult
        func enqueue(_ job: JobRecord) async throws -> JobRecord {
            guard case .accepted(let accepted) = try await store.enqueue(job, hourlyLimit: nil, story: nil, mark: nil) else {
                throw Unexpected(what: "job \(job.id) was not accepted")
            }
            return accepted
        }

        func at(_ seconds: TimeInterval) -> Date { base.addingTimeInterval(seconds) }

        func finish() async {
            await store.close()
            try? FileManager.default.removeItem(at: folder)
        }
    }

    struct Unexpected: Error { let what: String }

    /// The same moment to the millisecond the stores keep (SQLite's text can come back an ulp off).
    static func same(_ date: Date?, _ expected: Date) -> Bool {
        date.map { abs($0.timeIntervalSince(expected)) < 0.0005 } ?? false
    }

    /// The job row as stored, whatever the store.
    static func stored(_ jobID: String, in store: any ServerStore) async throws -> (status: String, attempts: Int, owner: String?) {
        if let sqlite = store as? SQLiteStore {
            return try await sqlite.pool.read { db in
                guard let row = try Row.fetchOne(db, sql: "SELECT status, attempts, leaseOwner FROM job WHERE id = ?",
                                                 arguments: [jobID]) else { throw Unexpected(what: "no job \(jobID)") }
                return (row["status"], row["attempts"], row["leaseOwner"])
            }
        }
        guard let postgres = store as? PostgresStore else { throw Unexpected(what: "unknown store") }
        return try await postgres.read { connection in
            guard let row = try await connection.first(#"SELECT status, attempts, "leaseOwner" FROM job WHERE id = \#(jobID)"#) else {
                throw Unexpected(what: "no job \(jobID)")
            }
            return (try row.get("status"), try row.get("attempts"), try row.get("leaseOwner"))
        }
    }

    @Test func racingClaimsNeverShareAJob() async throws {
        let fixture = try await Fixture.make("race")
        defer { Task { await fixture.finish() } }
        let other = try await fixture.secondInstance()
        defer { Task { await other.close() } }
        var expected: Set<String> = []
        for _ in 0..<24 { expected.insert(try await fixture.enqueue(fixture.job(.avatar)).id) }

        // Eight workers, four per instance, claim one, two or three at a time until they find nothing.
        let claims = await withTaskGroup(of: [String].self) { group in
            for worker in 0..<8 {
                let store = worker.isMultiple(of: 2) ? fixture.store : other
                group.addTask {
                    var mine: [String] = []
                    for round in 0... {
                        guard let jobs = try? await store.claimJobs(now: fixture.at(1), owner: "w\(worker)/\(round)", leaseUntil: fixture.at(60),
                                                                    kinds: Set(JobKind.allCases), limit: worker % 3 + 1),
                              !jobs.isEmpty else { break }
                        mine += jobs.map(\.id)
                    }
                    return mine
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        // A worker may stop early while the others hold the rest: drain what is left.
        var all = claims
        while let job = try await fixture.store.claimNextJob(now: fixture.at(1), owner: "drain", leaseUntil: fixture.at(60)) {
            all.append(job.id)
        }
        #expect(all.count == Set(all).count, "a job was claimed twice")
        #expect(Set(all) == expected)
    }

    @Test func jobsOfTheSameMomentRunInTheOrderTheyCame() async throws {
        let fixture = try await Fixture.make("order")
        defer { Task { await fixture.finish() } }
        // Same runAfter and createdAt, random ids: only the insertion order tells them apart.
        let target = IdentifierGenerator.make()
        var expected: [String] = []
        for kind in [JobKind.illustrations, .story, .avatar, .audio] {
            expected.append(try await fixture.enqueue(fixture.job(kind, target: target)).id)
        }
        #expect(try await fixture.store.activeJobs(targetID: target).map(\.id) == expected)
        var claimed: [String] = []
        while let job = try await fixture.store.claimNextJob(now: fixture.at(1), owner: "w", leaseUntil: fixture.at(60)) {
            claimed.append(job.id)
        }
        #expect(claimed == expected)
    }

    /// One claim takes as many of the oldest jobs as it asks for, all under its owner.
    @Test func aClaimTakesSeveralJobsOldestFirst() async throws {
        let fixture = try await Fixture.make("batch")
        defer { Task { await fixture.finish() } }
        var expected: [String] = []
        for _ in 0..<5 { expected.append(try await fixture.enqueue(fixture.job(.story)).id) }
        let all = Set(JobKind.allCases)
        let first = try await fixture.store.claimJobs(now: fixture.at(1), owner: "r/1", leaseUntil: fixture.at(31), kinds: all, limit: 3)
        #expect(first.map(\.id) == Array(expected.prefix(3)))
        #expect(first.allSatisfy { $0.status == .running && $0.attempts == 1 && $0.leaseOwner == "r/1" })
        for job in first { #expect(try await Self.stored(job.id, in: fixture.store) == ("running", 1, "r/1")) }
        let rest = try await fixture.store.claimJobs(now: fixture.at(2), owner: "r/2", leaseUntil: fixture.at(32), kinds: all, limit: 64)
        #expect(rest.map(\.id) == Array(expected.suffix(2)))
        #expect(try await fixture.store.claimJobs(now: fixture.at(3), owner: "r/3", leaseUntil: fixture.at(33), kinds: all, limit: 64).isEmpty)
        // Each lease is the job's with the claim's owner: renewing one leaves the others alone.
        #expect(try await fixture.store.renewLease(jobID: first[0].id, owner: "r/1", until: fixture.at(40)))
        #expect(try await fixture.store.renewLease(jobID: rest[0].id, owner: "r/1", until: fixture.at(40)) == false)
    }

    /// A lane claims and waits for its own kinds only: the text lane never takes a narration,
    /// and the other lane's idle workers are not woken early by a story's lease.
    @Test func aLaneClaimsOnlyItsKinds() async throws {
        let fixture = try await Fixture.make("lanes")
        defer { Task { await fixture.finish() } }
        let audio = try await fixture.enqueue(fixture.job(.audio))
        let story = try await fixture.enqueue(fixture.job(.story))
        let text: Set<JobKind> = [.story], work = Set(JobKind.allCases).subtracting(text)

        let claimedText = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "t", leaseUntil: fixture.at(31),
                                                                           kinds: text))
        #expect(claimedText.id == story.id, "the older narration was skipped for the story")
        #expect(try await fixture.store.claimNextJob(now: fixture.at(2), owner: "t", leaseUntil: fixture.at(32), kinds: text) == nil)
        #expect(Self.same(try await fixture.store.nextRunnableDate(kinds: text), fixture.at(31)))
        #expect(Self.same(try await fixture.store.nextRunnableDate(kinds: work), fixture.base), "the queued narration")

        let claimedWork = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "w", leaseUntil: fixture.at(20),
                                                                           kinds: work))
        #expect(claimedWork.id == audio.id)
        #expect(Self.same(try await fixture.store.nextRunnableDate(kinds: work), fixture.at(20)))
        #expect(Self.same(try await fixture.store.nextRunnableDate(), fixture.at(20)))
        #expect(try await fixture.store.claimNextJob(now: fixture.at(4), owner: "w", leaseUntil: fixture.at(34), kinds: work) == nil)
    }

    /// Whoever sees a job completed sees what it used: the usage is written with the status.
    @Test func aJobsEndCarriesWhatItUsed() async throws {
        let fixture = try await Fixture.make("usage")
        defer { Task { await fixture.finish() } }
        let job = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        let held = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "w", leaseUntil: fixture.at(31)))
        #expect(held.id == job.id)
        let usage = JobUsage(provider: "offline", tokens: 0, characters: 1200, images: 0, durationMilliseconds: 1500)
        try await fixture.store.finishJob(lease: held.lease, status: .completed, error: nil, usage: usage, now: fixture.at(2))
        #expect(try await Self.stored(job.id, in: fixture.store) == ("completed", 1, "w"))
        let totals = try #require(try await fixture.store.usage(userID: fixture.userID, from: fixture.at(-60), to: fixture.at(60))[.story])
        #expect(totals.succeeded == 1 && totals.characters == 1200 && totals.averageDurationMilliseconds == 1500)
        // A lost lease writes neither.
        await #expect(throws: JobLeaseLost.self) {
            try await fixture.store.finishJob(lease: JobLease(jobID: job.id, owner: "other"), status: .failed, error: "no",
                                              usage: usage, now: fixture.at(3))
        }
        #expect(try await Self.stored(job.id, in: fixture.store) == ("completed", 1, "w"))
    }

    @Test func expiredLeaseIsTakenOverWithAnotherAttempt() async throws {
        let fixture = try await Fixture.make("takeover")
        defer { Task { await fixture.finish() } }
        let other = try await fixture.secondInstance()
        defer { Task { await other.close() } }
        let job = try await fixture.enqueue(fixture.job(.avatar, target: fixture.heroID))

        let first = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "A", leaseUntil: fixture.at(31)))
        #expect(first.id == job.id && first.attempts == 1 && first.status == .running)
        #expect(first.leaseOwner == "A" && Self.same(first.leaseExpiresAt, fixture.at(31)))
        // Held: nobody else gets it, and idle workers know when to look again.
        #expect(try await other.claimNextJob(now: fixture.at(20), owner: "B", leaseUntil: fixture.at(50)) == nil)
        #expect(Self.same(try await other.nextRunnableDate(), fixture.at(31)))
        #expect(try await fixture.store.renewLease(jobID: job.id, owner: "A", until: fixture.at(40)))
        #expect(try await other.claimNextJob(now: fixture.at(35), owner: "B", leaseUntil: fixture.at(65)) == nil)
        #expect(Self.same(try await other.nextRunnableDate(), fixture.at(40)))

        // A stopped renewing (killed): once the lease has run out, B takes the job over.
        let second = try #require(try await other.claimNextJob(now: fixture.at(41), owner: "B", leaseUntil: fixture.at(71)))
        #expect(second.id == job.id && second.attempts == 2 && second.leaseOwner == "B")
        #expect(try await fixture.store.claimNextJob(now: fixture.at(42), owner: "C", leaseUntil: fixture.at(72)) == nil)

        // A came back: its lease is gone, and nothing it records for the job is kept.
        #expect(try await fixture.store.renewLease(jobID: job.id, owner: "A", until: fixture.at(80)) == false)
        await #expect(throws: JobLeaseLost(lease: first.lease)) {
            try await fixture.store.setAvatar(heroID: fixture.heroID, path: "heroes/a.png", prompt: "from A", lease: first.lease,
                                              now: fixture.at(43))
        }
        await #expect(throws: JobLeaseLost(lease: first.lease)) {
            try await fixture.store.finishJob(lease: first.lease, status: .failed, error: "A failed", now: fixture.at(43))
        }
        let hero = try #require(try await fixture.store.heroForJob(id: fixture.heroID))
        #expect(hero.avatarPath == nil && hero.avatarPrompt == nil)
        #expect(try await Self.stored(job.id, in: fixture.store) == ("running", 2, "B"))

        // B finishes it: the avatar completes the job under B's lease, and finishing again is no error.
        #expect(try await other.renewLease(jobID: job.id, owner: "B", until: fixture.at(90)))
        #expect(try await other.setAvatar(heroID: fixture.heroID, path: "heroes/b.png", prompt: "from B", lease: second.lease,
                                          now: fixture.at(44)))
        try await other.finishJob(lease: second.lease, status: .completed, error: nil, now: fixture.at(45))
        #expect(try await Self.stored(job.id, in: fixture.store) == ("completed", 2, "B"))
        #expect(try await fixture.store.heroForJob(id: fixture.heroID)?.avatarPath == "heroes/b.png")
        // Finished by B: still B's (its heartbeat must not take that for a loss), never A's.
        #expect(try await other.renewLease(jobID: job.id, owner: "B", until: fixture.at(95)))
        #expect(try await fixture.store.renewLease(jobID: job.id, owner: "A", until: fixture.at(95)) == false)
        #expect(try await fixture.store.claimNextJob(now: fixture.at(200), owner: "C", leaseUntil: fixture.at(230)) == nil)
        #expect(try await fixture.store.nextRunnableDate() == nil)
    }

    @Test func storyTextIsWrittenOnceByTheLeaseHolder() async throws {
        let fixture = try await Fixture.make("text")
        defer { Task { await fixture.finish() } }
        let job = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        let old = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "old", leaseUntil: fixture.at(2)))
        let new = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "new", leaseUntil: fixture.at(33)))
        #expect(new.id == job.id && new.attempts == 2)
        func scene(_ order: Int) -> IllustrationRecord {
            IllustrationRecord(id: IdentifierGenerator.make(), storyID: fixture.storyID, displayOrder: order, textSegment: "s",
                               imagePrompt: "p", timestamp: 0, status: "pending")
        }

        // The old runner, still writing after its job was taken over, writes nothing.
        await #expect(throws: JobLeaseLost(lease: old.lease)) {
            try await fixture.store.saveStoryText(id: fixture.storyID, title: "Old", content: "Old words.", estimatedDuration: 1,
                                                  writerMemory: "problem:old", summary: nil, illustrations: [scene(0), scene(1)], lease: old.lease, now: fixture.at(4))
        }
        var story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.content == "" && story.generationStatus == "processing" && story.illustrationCount == 0)

        #expect(try await fixture.store.saveStoryText(id: fixture.storyID, title: "New", content: "New words.", estimatedDuration: 2,
                                                      writerMemory: "problem:new", summary: nil, illustrations: [scene(0)], lease: new.lease, now: fixture.at(5)))
        // Whatever the old runner tries afterwards, the text stays the one written.
        await #expect(throws: JobLeaseLost(lease: old.lease)) {
            try await fixture.store.saveStoryText(id: fixture.storyID, title: "Old", content: "Old words.", estimatedDuration: 1,
                                                  writerMemory: "problem:old", summary: nil, illustrations: [], lease: old.lease, now: fixture.at(6))
        }
        await #expect(throws: JobLeaseLost(lease: new.lease)) {
            // Completed already: a second save of the same job is refused too.
            try await fixture.store.saveStoryText(id: fixture.storyID, title: "Again", content: "Again.", estimatedDuration: 1,
                                                  writerMemory: nil, summary: nil, illustrations: [], lease: new.lease, now: fixture.at(6))
        }
        story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.title == "New" && story.content == "New words." && story.generationStatus == "completed")
        #expect(story.illustrationCount == 1)
        // The writer's memory is the new runner's too.
        #expect(try await fixture.store.writerMemories(heroID: fixture.heroID, userID: fixture.userID, language: "English",
                                                       limit: 10) == ["problem:new"])
        #expect(try await Self.stored(job.id, in: fixture.store) == ("completed", 2, "new"))
        try await fixture.store.finishJob(lease: new.lease, status: .completed, error: nil, now: fixture.at(7))
    }

    @Test func scenesOfALostLeaseAreNotWritten() async throws {
        let fixture = try await Fixture.make("scenes")
        defer { Task { await fixture.finish() } }
        // The story's text, with two scenes, written by its own job.
        let text = try await fixture.enqueue(fixture.job(.story, target: fixture.storyID))
        let writer = try #require(try await fixture.store.claimNextJob(now: fixture.at(1), owner: "writer", leaseUntil: fixture.at(31)))
        #expect(writer.id == text.id)
        let scenes = (0..<2).map {
            IllustrationRecord(id: IdentifierGenerator.make(), storyID: fixture.storyID, displayOrder: $0, textSegment: "s",
                               imagePrompt: "p", timestamp: 0, status: "pending")
        }
        #expect(try await fixture.store.saveStoryText(id: fixture.storyID, title: "T", content: "Words.", estimatedDuration: 1,
                                                      writerMemory: nil, summary: nil, illustrations: scenes, lease: writer.lease, now: fixture.at(2)))

        // The pictures' job: "old" claims it, its lease runs out and "new" takes it over.
        let job = try await fixture.enqueue(fixture.job(.illustrations, target: fixture.storyID))
        let old = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "old", leaseUntil: fixture.at(4)))
        #expect(old.id == job.id)
        #expect(try await fixture.store.setIllustration(id: scenes[0].id, status: "processing", path: nil, error: nil, lease: old.lease))
        let new = try #require(try await fixture.store.claimNextJob(now: fixture.at(5), owner: "new", leaseUntil: fixture.at(35)))
        #expect(new.id == job.id && new.attempts == 2)
        #expect(try await fixture.store.setIllustration(id: scenes[0].id, status: "completed", path: "stories/new-0.png", error: nil,
                                                        lease: new.lease))

        // The old runner, still drawing, writes nothing over the new owner's scenes.
        await #expect(throws: JobLeaseLost(lease: old.lease)) {
            try await fixture.store.setIllustration(id: scenes[0].id, status: "failed", path: nil, error: "old failed", lease: old.lease)
        }
        await #expect(throws: JobLeaseLost(lease: old.lease)) {
            try await fixture.store.setIllustration(id: scenes[1].id, status: "completed", path: "stories/old-1.png", error: nil,
                                                    lease: old.lease)
        }
        #expect(try await fixture.store.setIllustration(id: scenes[1].id, status: "processing", path: nil, error: nil, lease: new.lease))
        await #expect(throws: JobLeaseLost(lease: old.lease)) {
            try await fixture.store.failProcessingIllustrations(storyID: fixture.storyID, message: "old failed", lease: old.lease)
        }
        var rows = try await fixture.store.illustrations(storyID: fixture.storyID).sorted { $0.displayOrder < $1.displayOrder }
        #expect(rows.map(\.status) == ["completed", "processing"], "\(rows)")
        #expect(rows.map(\.imagePath) == ["stories/new-0.png", nil] && rows.allSatisfy { $0.error == nil })
        #expect(try await fixture.store.renewLease(jobID: job.id, owner: "old", until: fixture.at(40)) == false)
        #expect(try await Self.stored(job.id, in: fixture.store) == ("running", 2, "new"))

        // The new owner finishes; its lease is still its own, but its job takes no more scenes.
        #expect(try await fixture.store.setIllustration(id: scenes[1].id, status: "completed", path: "stories/new-1.png", error: nil,
                                                        lease: new.lease))
        try await fixture.store.setIllustrationStatus(storyID: fixture.storyID, status: "completed", lease: new.lease, now: fixture.at(6))
        #expect(try await fixture.store.renewLease(jobID: job.id, owner: "new", until: fixture.at(40)))
        #expect(try await Self.stored(job.id, in: fixture.store) == ("completed", 2, "new"))
        await #expect(throws: JobLeaseLost(lease: new.lease)) {
            try await fixture.store.setIllustration(id: scenes[1].id, status: "failed", path: nil, error: "late", lease: new.lease)
        }
        // A missing scene under a held lease is no error: false.
        let again = try await fixture.enqueue(fixture.job(.illustrations, target: fixture.storyID))
        let last = try #require(try await fixture.store.claimNextJob(now: fixture.at(7), owner: "last", leaseUntil: fixture.at(37)))
        #expect(last.id == again.id)
        #expect(try await fixture.store.setIllustration(id: "gone", status: "processing", path: nil, error: nil, lease: last.lease) == false)
        rows = try await fixture.store.illustrations(storyID: fixture.storyID).sorted { $0.displayOrder < $1.displayOrder }
        #expect(rows.map(\.status) == ["completed", "completed"] && rows.map(\.imagePath) == ["stories/new-0.png", "stories/new-1.png"])
    }

    @Test func finalWritesOfAJobNeverClaimedAreRefused() async throws {
        let fixture = try await Fixture.make("unclaimed")
        defer { Task { await fixture.finish() } }
        let job = try await fixture.enqueue(fixture.job(.audio, target: fixture.storyID))
        await #expect(throws: JobLeaseLost(lease: job.lease)) {
            try await fixture.store.setAudio(storyID: fixture.storyID, status: "completed", path: "a.mp3", duration: 3, voice: "nova",
                                             error: nil, lease: job.lease, now: fixture.at(1))
        }
        await #expect(throws: JobLeaseLost(lease: job.lease)) {
            try await fixture.store.setIllustrationStatus(storyID: fixture.storyID, status: "completed", lease: job.lease,
                                                          now: fixture.at(1))
        }
        let story = try #require(try await fixture.store.storyForJob(id: fixture.storyID))
        #expect(story.audioPath == nil && story.audioStatus == "pending" && story.illustrationStatus == "none")
        #expect(try await Self.stored(job.id, in: fixture.store) == ("queued", 0, nil))
        // A failure mark (no lease) is written whoever holds the job.
        #expect(try await fixture.store.setAudio(storyID: fixture.storyID, status: "failed", path: nil, duration: nil, voice: nil,
                                                 error: "no engine", lease: nil, now: fixture.at(2)))
        #expect(try await fixture.store.storyForJob(id: fixture.storyID)?.audioStatus == "failed")
    }

    /// `store.enqueue`, asked again when the store could not take it at all (on a loaded machine
    /// PostgreSQL's pool can time out under ten racing requests): what is tested is how the
    /// answers divide, not whether a connection was free.
    static func enqueueRetryingUnavailable(_ store: any ServerStore, _ job: JobRecord, hourlyLimit: Int?,
                                           mark: AcceptedWorkMark?) async -> EnqueueOutcome? {
        for _ in 0..<5 {
            if let outcome = try? await store.enqueue(job, hourlyLimit: hourlyLimit, story: nil, mark: mark) { return outcome }
            try? await Task.sleep(for: .milliseconds(200))
        }
        return nil
    }

    @Test func racingRequestsJoinOneJobAndKeepTheHourlyLimit() async throws {
        let fixture = try await Fixture.make("enqueue")
        defer { Task { await fixture.finish() } }
        let other = try await fixture.secondInstance()
        defer { Task { await other.close() } }

        // Eight requests for the same narration, from both instances: one job, the others join it.
        let sameTarget = await withTaskGroup(of: EnqueueOutcome?.self) { group in
            for request in 0..<8 {
                let store = request.isMultiple(of: 2) ? fixture.store : other
                let job = fixture.job(.audio, target: fixture.storyID)
                group.addTask { await Self.enqueueRetryingUnavailable(store, job, hourlyLimit: nil, mark: .audioProcessing) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let accepted = sameTarget.compactMap { if case .accepted(let job) = $0 { job.id } else { nil } }
        let joined = sameTarget.compactMap { if case .existing(let job) = $0 { job.id } else { nil } }
        #expect(accepted.count == 1 && joined.count == 7, "\(sameTarget)")
        #expect(Set(joined) == Set(accepted))
        #expect(try await fixture.store.activeJobs(targetID: fixture.storyID).map(\.id) == accepted)
        #expect(try await fixture.store.storyForJob(id: fixture.storyID)?.audioStatus == "processing")

        // Ten pictures at once against a limit of three an hour: three are accepted.
        let limited = await withTaskGroup(of: EnqueueOutcome?.self) { group in
            for request in 0..<10 {
                let store = request.isMultiple(of: 2) ? fixture.store : other
                let job = fixture.job(.avatar)
                group.addTask { await Self.enqueueRetryingUnavailable(store, job, hourlyLimit: 3, mark: nil) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let acceptedPictures = limited.filter { if case .accepted = $0 { true } else { false } }
        let refused = limited.filter { if case .limited(let oldest) = $0 { Self.same(oldest, fixture.base) } else { false } }
        #expect(acceptedPictures.count == 3 && refused.count == 7, "\(limited)")
        let window = try await fixture.store.acceptedJobs(userID: fixture.userID, kind: .avatar, since: fixture.at(-3600))
        #expect(window.count == 3 && Self.same(window.oldest, fixture.base))
    }

    @Test func interruptedJobsAtStartDependOnTheStore() async throws {
        let fixture = try await Fixture.make("requeue")
        defer { Task { await fixture.finish() } }
        let job = try await fixture.enqueue(fixture.job(.avatar, target: fixture.heroID))
        _ = try await fixture.store.claimNextJob(now: fixture.at(1), owner: "A", leaseUntil: fixture.at(31))
        let requeued = try await fixture.store.requeueInterruptedJobs(now: fixture.at(2))
        switch TestDatabase.kind {
        case .sqlite:
            // One server per data folder: a running job at start was the killed server's.
            #expect(requeued == 1)
            #expect(try await Self.stored(job.id, in: fixture.store) == ("queued", 1, nil))
            let again = try #require(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "B", leaseUntil: fixture.at(33)))
            #expect(again.attempts == 2)
        case .postgres:
            // Another instance may be running it: only the lease's expiry frees it.
            #expect(requeued == 0)
            #expect(try await Self.stored(job.id, in: fixture.store) == ("running", 1, "A"))
            #expect(try await fixture.store.claimNextJob(now: fixture.at(3), owner: "B", leaseUntil: fixture.at(33)) == nil)
        }
    }

    // MARK: The runner

    @Test func heartbeatKeepsALongJobWithItsFirstRunner() async throws {
        // A lease far shorter than the work: without renewals the second worker would take the
        // job over (attempts 2) and the first one's text would be refused.
        // On PostgreSQL every streamed piece is a stored event, and every piece also goes to the
        // story's draft (on SQLite behind the one writer); under the whole suite on two cores a
        // renewal has been seen more than two seconds late. The lease is six seconds (renewed
        // every two), still far shorter than the work (twenty-four seconds).
        let server = try await TestServer.start(providers: Providers(simulatedLatency: .milliseconds(24_000))) {
            $0.jobLease = .milliseconds(6000)
            $0.workers = 2
        }
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        #expect(!story.content.isEmpty)
        let store = try await server.openStore()
        defer { Task { await store.close() } }
        let jobs = try await Self.jobs(of: story.id, in: store)
        #expect(jobs.count == 1 && jobs.first?.status == "completed" && jobs.first?.attempts == 1, "\(jobs)")
    }

    @Test func aDeadInstancesJobIsTakenOverByTheNextServer() async throws {
        let fixture = try await Fixture.make("dead")
        defer { Task { await fixture.finish() } }
        // A server that died mid-story: its lease ran out a moment ago.
        let now = Date.storageNow
        var job = fixture.job(.story, target: fixture.storyID)
        job.runAfter = now.addingTimeInterval(-10)
        try await fixture.enqueue(job)
        _ = try await fixture.store.claimNextJob(now: now, owner: "dead", leaseUntil: now.addingTimeInterval(-1))
        // Another job whose instance is alive (its lease has an hour to run).
        var alive = fixture.job(.avatar, target: fixture.heroID)
        alive.runAfter = now.addingTimeInterval(-10)
        alive.createdAt = now.addingTimeInterval(-5)
        try await fixture.enqueue(alive)
        _ = try await fixture.store.claimNextJob(now: now, owner: "alive", leaseUntil: now.addingTimeInterval(3600))

        let server = try await TestServer.start(directory: fixture.folder)
        defer { Task { try await server.stop() } }
        var story = try await fixture.store.storyForJob(id: fixture.storyID)
        // Up to 20 s: the story's text events are stored one by one on PostgreSQL, and the whole
        // suite shares two cores.
        for _ in 0..<400 where story?.generationStatus != "completed" {
            try await Task.sleep(for: .milliseconds(50))
            story = try await fixture.store.storyForJob(id: fixture.storyID)
        }
        #expect(story?.generationStatus == "completed" && story?.content.isEmpty == false)
        let taken = try await Self.stored(job.id, in: fixture.store)
        #expect(taken.status == "completed" && taken.attempts == 2 && taken.owner != "dead")
        switch TestDatabase.kind {
        case .sqlite:
            // Requeued at start with the rest: SQLite has one server per folder.
            var avatar = try await Self.stored(alive.id, in: fixture.store)
            for _ in 0..<100 where avatar.status != "completed" {
                try await Task.sleep(for: .milliseconds(50))
                avatar = try await Self.stored(alive.id, in: fixture.store)
            }
            #expect(avatar.status == "completed" && avatar.attempts == 2)
        case .postgres:
            #expect(try await Self.stored(alive.id, in: fixture.store) == ("running", 1, "alive"))
        }
    }

    /// The jobs of a target, oldest first, whatever the store.
    static func jobs(of targetID: String, in store: any ServerStore) async throws -> [(status: String, attempts: Int)] {
        if let sqlite = store as? SQLiteStore {
            return try await sqlite.pool.read { db in
                try Row.fetchAll(db, sql: "SELECT status, attempts FROM job WHERE targetId = ? ORDER BY createdAt", arguments: [targetID])
                    .map { ($0["status"], $0["attempts"]) }
            }
        }
        guard let postgres = store as? PostgresStore else { throw Unexpected(what: "unknown store") }
        return try await postgres.read { connection in
            try await connection.all(#"SELECT status, attempts FROM job WHERE "targetId" = \#(targetID) ORDER BY seq"#)
                .map { try $0.decode((String, Int).self) }
        }
    }
}
