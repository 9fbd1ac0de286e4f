import Foundation
import SharedUtilities
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import ObjectStorage
import StandIns
import Synchronization
import Testing

/// Two server instances, each with its own data folder, on one PostgreSQL database and one S3
/// bucket (moto's, on loopback): a client going back and forth between them sees one world.
/// PostgreSQL is the point of these tests, so they always run on it, in both runs of the suite,
/// and fail when it cannot start; nothing here is skipped.
@Suite("Several instances on PostgreSQL")
struct MultiInstanceTests {
    /// What the load test's tasks report, shared by all of them.
    final class Tally: Sendable {
        let created = Mutex<[String]>([])
        let failures = Mutex<[String]>([])
    }

    /// Two in-process servers sharing a database and a data folder.
    struct Pair {
        let a: TestServer
        let b: TestServer
        let database: DatabaseLocation
        let moto: LoopbackScript
        let bucket: S3Client
        let media: S3Location

        static func start(authRateLimit: RateLimit? = nil,
                          configure: @escaping @Sendable (inout ServerConfiguration) -> Void = { _ in }) async throws -> Pair {
            let name = "is-pair-\(UUID().uuidString)"
            let database = try await PostgresTestServer.shared.database(name)
            let credentials = S3MediaTests.credentials
            let moto = try LoopbackScript("moto-s3-server.py", arguments: [
                "--access-key-id", credentials.accessKeyID, "--secret-access-key", credentials.secretAccessKey])
            let s3 = S3Configuration(endpoint: moto.baseURL, region: "us-east-1", credentials: credentials)
            let media = try #require(S3Location("s3://pair-\(UInt32.random(in: 0...UInt32.max))/media"))
            let bucket = S3Client(configuration: s3, bucket: media.bucket)
            try await bucket.createBucket()
            let start: @Sendable () async throws -> TestServer = {
                try await TestServer.start(authRateLimit: authRateLimit) { configuration in
                    configuration.database = .postgres(database)
                    configuration.media = .s3(media, s3)
                    configure(&configuration)
                }
            }
            // Started together: the migration runs once under its advisory lock.
            async let first = start()
            async let second = start()
            return Pair(a: try await first, b: try await second, database: .postgres(database), moto: moto,
                        bucket: bucket, media: media)
        }

        func finish() async throws {
            try await a.finish()
            try await b.finish()
            moto.stop()
        }
    }

    @Test func aClientAlternatingBetweenInstancesSeesOneWorld() async throws {
        let pair = try await Pair.start { $0.providers = Providers(textPace: .milliseconds(2)) }
        defer { Task { try await pair.finish() } }
        let (a, b) = (pair.a, pair.b)

        // Sign up and in on A; B knows the session.
        let token = try await a.signUp(email: "one-world@example.com")
        #expect(try await b.send("GET", "/api/auth/get-session", token: token).status == 200)

        // A hero made on A is listed on B (B's list cache was told by A's commit).
        #expect(try await b.send("GET", "/api/v1/heroes", token: token).data(HeroPage.self).heroes.isEmpty)
        let hero = try await a.createHero(token: token, name: "Ada")
        // A's commit reaches B as a notification: on a loaded machine it can take a moment.
        var listedOnB: [String] = []
        for _ in 0..<40 where listedOnB != [hero.id] {
            listedOnB = try await b.send("GET", "/api/v1/heroes", token: token).data(HeroPage.self).heroes.map(\.id)
            if listedOnB != [hero.id] { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(listedOnB == [hero.id])

        // Generate on A, stream the events from B to the end.
        let accepted = try await a.send("POST", "/api/v1/stories", token: token, body: try JSONSerialization.data(
            withJSONObject: ["heroId": hero.id, "language": "English", "targetDuration": 120, "seed": 5]),
            headers: TestServer.respondAsync)
        #expect(accepted.status == 202)
        let story = try accepted.data(Story.self)
        let events = SSE.parse(try await b.send("GET", "/api/v1/stories/\(story.id)/events", token: token).text)
        #expect(events.last?.name == "done")
        let finished = try await a.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(finished.generationStatus == .completed)
        #expect(try SSE.text(of: events) == finished.content)

        // An avatar painted on A is in the bucket; its presigned URL downloads it.
        let painted = try await a.send("POST", "/api/v1/heroes/\(hero.id)/avatar", token: token, json: [:] as [String: Any])
            .data(Hero.self)
        let avatar = try await S3MediaTests.download(painted.avatarUrl)
        #expect(avatar.status == 200 && avatar.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try await pair.bucket.allKeys(prefix: pair.media.key(for: "heroes/\(hero.id)")).count == 1)

        // Delete on B: gone on A, in its lists too.
        #expect(try await b.send("DELETE", "/api/v1/stories/\(story.id)", token: token).status == 200)
        #expect(try await a.send("GET", "/api/v1/stories/\(story.id)", token: token).status == 404)
        #expect(try await a.send("GET", "/api/v1/stories", token: token).data(StoryPage.self).stories.isEmpty)
        #expect(try await b.send("DELETE", "/api/v1/heroes/\(hero.id)", token: token).status == 200)
        #expect(try await a.send("GET", "/api/v1/heroes/\(hero.id)", token: token).status == 404)
        #expect(try await pair.bucket.allKeys(prefix: pair.media.key(for: "heroes/\(hero.id)")).isEmpty, "its avatar went too")

        // Sign out on B: the token is dead on A as soon as A's session cache is told (a
        // notification: on a loaded machine it can take a moment).
        #expect(try await b.send("POST", "/api/auth/sign-out", token: token).status == 200)
        var statusOnA = 0
        for _ in 0..<40 where statusOnA != 401 {
            statusOnA = try await a.send("GET", "/api/v1/heroes", token: token).status
            if statusOnA != 401 { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(statusOnA == 401)
    }

    @Test func signInThrottlingCountsAttemptsOnEveryInstance() async throws {
        let pair = try await Pair.start(authRateLimit: RateLimit(count: 3, window: 600))
        defer { Task { try await pair.finish() } }
        let body = ["email": "nobody@example.com", "password": "wrong-password"]
        var statuses: [Int] = []
        for index in 0..<5 {
            let server = index.isMultiple(of: 2) ? pair.a : pair.b
            statuses.append(try await server.send("POST", "/api/auth/sign-in/email", json: body).status)
        }
        // Three attempts in all, whichever instance took them; then both refuse.
        #expect(statuses == [401, 401, 401, 429, 429])
    }

    /// An account's failed sign-ins are counted in the database: spreading guesses over the
    /// instances earns no more of them, and the count holds the email's hash, not the email.
    @Test func failedSignInsForOneAccountAreCountedOnEveryInstance() async throws {
        let pair = try await Pair.start { $0.accountSignInLimit = RateLimit(count: 3, window: 600) }
        defer { Task { try await pair.finish() } }
        _ = try await pair.a.signUp(email: "shared@example.com", password: "right-password")
        func signIn(on server: TestServer, _ password: String) async throws -> Int {
            try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "shared@example.com", "password": password]).status
        }
        var statuses: [Int] = []
        for index in 0..<5 { statuses.append(try await signIn(on: index.isMultiple(of: 2) ? pair.a : pair.b, "wrong-password")) }
        #expect(statuses == [401, 401, 401, 429, 429], "three failures in all, whichever instance took them")
        #expect(try await signIn(on: pair.b, "right-password") == 429)
        let keys = try await TestDatabase.strings(at: pair.database, folder: pair.a.directory,
                                                  "SELECT key FROM rate_limit_attempt WHERE scope = ?", [SignInThrottle.scope])
        #expect(keys == Array(repeating: SignInThrottle.key(for: "shared@example.com"), count: 3))
    }

    @Test func sixtyFourConnectionsForTenSecondsAcrossBothInstancesLoseNothing() async throws {
        let pair = try await Pair.start()
        defer { Task { try await pair.finish() } }
        let token = try await pair.a.signUp(email: "load@example.com")
        let tally = Tally()
        let deadline = ContinuousClock.now + .seconds(10)
        await withTaskGroup(of: Void.self) { group in
            for connection in 0..<64 {
                group.addTask {
                    var turn = connection
                    while ContinuousClock.now < deadline {
                        turn += 1
                        let server = turn.isMultiple(of: 2) ? pair.a : pair.b
                        do {
                            if turn.isMultiple(of: 4) {
                                let reply = try await server.send("POST", "/api/v1/heroes", token: token, json: [
                                    "name": "Hero \(connection)-\(turn)", "age": 6, "traits": ["Brave"], "specialAbilities": [],
                                ])
                                guard reply.status == 201 else {
                                    tally.failures.withLock { $0.append("create \(reply.status): \(reply.text.prefix(200))") }
                                    continue
                                }
                                let hero = try reply.data(Hero.self)
                                tally.created.withLock { $0.append(hero.id) }
                            } else {
                                let reply = try await server.send("GET", "/api/v1/heroes?limit=5", token: token)
                                if reply.status != 200 { tally.failures.withLock { $0.append("list \(reply.status)") } }
                            }
                        } catch {
                            tally.failures.withLock { $0.append("\(error)") }
                        }
                    }
                }
            }
        }
        let problems = tally.failures.withLock { $0 }
        #expect(problems.isEmpty, "\(problems.count) failed requests, first: \(problems.prefix(3))")
        let made = tally.created.withLock { $0 }
        #expect(made.count > 64, "the load did real work")
        // Nothing lost: every hero either instance acknowledged is there, seen from both.
        for server in [pair.a, pair.b] {
            let page = try await server.send("GET", "/api/v1/heroes?limit=100&offset=0", token: token).data(HeroPage.self)
            #expect(page.pagination.total == made.count)
        }
        let stored = try await TestDatabase.count(at: pair.database, folder: pair.a.directory, "SELECT COUNT(*) FROM hero")
        #expect(stored == made.count)
    }
}

/// `kill -9` of the instance running a job, with the real binary: the other instance takes the
/// job over when its lease expires and finishes it once, and a client's event stream resumes
/// on the survivor from the last event it had.
@Suite("An instance killed mid-job")
struct InstanceTakeoverTests {
    @Test func theOtherInstanceFinishesTheJobOnceAndTheStreamResumes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-takeover-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try await PostgresTestServer.shared.database(folder.lastPathComponent)
        // Sentence-sized pieces 300 ms apart: the story takes several seconds to write.
        let settings = ["--workers", "1", "--job-lease", "2", "--text-pace", "300"]
        let a = try await RestartTests.launch(folder: folder, database: database, settings: settings)
        defer { a.process.stop() }

        let token = try await a.client.signUp(email: "takeover@example.com")
        let hero = try await a.client.createHero(token: token, name: "Otto")
        let accepted = try await a.client.send("POST", "/api/v1/stories", token: token, body: try JSONSerialization.data(
            withJSONObject: ["heroId": hero.id, "language": "English", "targetDuration": 120, "seed": 11]),
            headers: TestServer.respondAsync)
        #expect(accepted.status == 202)
        let story = try accepted.data(Story.self)

        // B starts only once A holds the job, so A is the one running it.
        let location = DatabaseLocation.postgres(database)
        var held = 0
        for _ in 0..<100 where held == 0 {
            try await Task.sleep(for: .milliseconds(50))
            held = try await TestDatabase.count(at: location, folder: folder,
                                                "SELECT COUNT(*) FROM job WHERE status = 'running' AND \"targetId\" = ?", [story.id])
        }
        #expect(held == 1)
        let b = try await RestartTests.launch(folder: folder, database: database, settings: settings)
        defer { b.process.stop() }

        // A client read the first few pieces from A, then A died.
        var seen = 0
        for _ in 0..<100 where seen < 3 {
            try await Task.sleep(for: .milliseconds(100))
            seen = try await TestDatabase.count(at: location, folder: folder,
                                                "SELECT COUNT(*) FROM story_event WHERE \"storyId\" = ? AND name = 'text'", [story.id])
        }
        #expect(seen >= 3, "A streamed some text before it was killed")
        a.process.send(SIGKILL)
        let lastSeen = try await TestDatabase.strings(
            at: location, folder: folder,
            "SELECT id::text FROM story_event WHERE \"storyId\" = ? AND name = 'text' ORDER BY id LIMIT 1 OFFSET 2", [story.id])
        let resumeFrom = try #require(lastSeen.first)

        // The client reconnects to B with the last id it had; B finishes the job after the lease.
        let resumed = SSE.parse(try await b.client.send("GET", "/api/v1/stories/\(story.id)/events", token: token,
                                                        headers: ["Last-Event-ID": resumeFrom]).text)
        #expect(resumed.last?.name == "done")
        let finished = try await b.client.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(finished.generationStatus == .completed)
        // What the client had plus what B sent is the story, each sentence once.
        let had = try await TestDatabase.strings(
            at: location, folder: folder,
            "SELECT data FROM story_event WHERE \"storyId\" = ? AND name = 'text' AND id <= ?::bigint ORDER BY id",
            [story.id, resumeFrom])
        let hadText = try had.map { try JSONDecoder.wire().decode(TextDeltaPayload.self, from: Data($0.utf8)).delta }.joined()
        #expect(hadText + (try SSE.text(of: resumed)) == finished.content)

        // The job ran twice (A, then B) and completed once; usage counts one story.
        let jobs = try await TestDatabase.strings(
            at: location, folder: folder, "SELECT status || ':' || attempts FROM job WHERE \"targetId\" = ?", [story.id])
        #expect(jobs == ["completed:2"])
        let usage = try await TestDatabase.count(at: location, folder: folder,
                                                 "SELECT COUNT(*) FROM job WHERE \"userId\" = (SELECT \"userId\" FROM story WHERE id = ?)",
                                                 [story.id])
        #expect(usage == 1, "one story job counted against the hourly limit and in usage")
    }
}
