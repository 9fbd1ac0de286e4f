import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

@Suite("Listening sessions")
struct ListeningTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)
    static func at(_ seconds: TimeInterval) -> Date { start.addingTimeInterval(seconds) }
    /// Now, in whole milliseconds as the wire keeps dates.
    static func now(minus seconds: TimeInterval = 0) -> Date {
        Date(timeIntervalSince1970: ((Date().timeIntervalSince1970 - seconds) * 1000).rounded(.down) / 1000)
    }

    // MARK: Accounting

    @Test func aListenCountsTheSecondsOfSoundAndEndsCompletedAtTheEnd() throws {
        var tracker = ListeningSessionTracker()
        #expect(tracker.start(storyId: "s1", at: Self.at(0)) == nil)
        tracker.pause(at: Self.at(30))
        tracker.resume(at: Self.at(90))  // a minute of pause is not listening
        tracker.pause(at: Self.at(100))
        tracker.pause(at: Self.at(500))  // a second pause changes nothing
        tracker.resume(at: Self.at(600))
        let finished = tracker.finish(at: Self.at(620), completed: true)
        let report = try #require(finished)
        #expect(report == ListeningSessionReport(storyId: "s1", startedAt: Self.at(0), endedAt: Self.at(620),
                                                 duration: 60, completed: true))
        #expect(!tracker.isActive)
        let again = tracker.finish(at: Self.at(700), completed: true)
        #expect(again == nil, "nothing twice")
    }

    @Test func listensShorterThanFiveSecondsOfSoundAreNotReported() {
        var tracker = ListeningSessionTracker()
        _ = tracker.start(storyId: "s1", at: Self.at(0))
        tracker.pause(at: Self.at(3))
        tracker.resume(at: Self.at(300))  // long, but mostly paused
        let short = tracker.finish(at: Self.at(301.9), completed: false)
        #expect(short == nil, "4.9 s of sound")
        _ = tracker.start(storyId: "s1", at: Self.at(400))
        let enough = tracker.finish(at: Self.at(405), completed: false)
        #expect(enough?.duration == 5, "5 s is a listen")
    }

    @Test func switchingStoriesEndsTheFirstListenNotCompleted() throws {
        var tracker = ListeningSessionTracker()
        _ = tracker.start(storyId: "s1", at: Self.at(0))
        let switched = tracker.start(storyId: "s2", at: Self.at(40))
        let ended = try #require(switched)
        #expect(ended.storyId == "s1" && ended.duration == 40 && !ended.completed)
        #expect(tracker.storyId == "s2")
        // Starting the same story again is a resume, not a new listen.
        tracker.pause(at: Self.at(50))
        let resumed = tracker.start(storyId: "s2", at: Self.at(60))
        #expect(resumed == nil)
        let last = tracker.finish(at: Self.at(70), completed: true)
        #expect(last?.duration == 20)
    }

    // MARK: The pending file

    @Test func theQueueKeepsTheNewestFiftyForSevenDays() {
        var queue = ListeningReportQueue()
        for index in 0..<60 {
            queue.add(ListeningSessionReport(storyId: "s\(index)", startedAt: Self.at(0)), at: Self.at(Double(index)))
        }
        #expect(queue.entries.count == 50)
        #expect(queue.entries.first?.report.storyId == "s10")
        queue.prune(at: Self.at(7 * 86400 + 30))
        #expect(queue.entries.first?.report.storyId == "s30", "queued more than seven days ago: dropped")
    }

    @Test func theFileIsPrivateAndSurvivesARestart() throws {
        let folder = TestSupport.temporaryDirectory()
        let file = folder.appendingPathComponent("listening.json")
        var queue = ListeningReportQueue()
        queue.add(ListeningSessionReport(storyId: "s1", startedAt: Self.at(0), endedAt: Self.at(60), duration: 60,
                                         completed: true), at: Self.at(61))
        try queue.write(to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(ListeningReportQueue.read(from: file, now: Self.at(62)) == queue)
        // Nothing left: no file.
        try ListeningReportQueue().write(to: file)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        // A broken file is an empty queue, not a crash.
        try Data("{not json".utf8).write(to: file)
        #expect(ListeningReportQueue.read(from: file, now: Self.at(62)).entries.isEmpty)
    }

    // MARK: Against the real server

    @Test func reportsReachTheServerAndWaitWhileItIsDown() async throws {
        let folder = TestSupport.temporaryDirectory()
        var configuration = ServerConfiguration(port: 0, dataDirectory: folder, authRateLimit: nil, logLevel: .error,
                                                generationRateLimit: nil)
        var server = try await StoryServer.start(configuration)
        // Setting up (scrypt, a story written synchronously) may take a while on a loaded
        // machine: its own client with a generous deadline. The reporter's client has a short
        // one, so a report to a server that is down gives up quickly.
        let sessions = TestSupport.temporaryDirectory()
        let setup = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(60),
                                                                    totalDeadline: .seconds(120)),
                              sessionStore: SessionStore(directory: sessions))
        _ = try await RemoteAuthRepository(client: setup).signUp(name: "Ada", email: "listen@example.com", password: "correct horse")
        let hero = try await RemoteHeroRepository(client: setup).create(HeroInput(name: "Luna", age: 6, traits: ["Curious"]))
        let story = try await RemoteStoryRepository(client: setup).generate(CreateStoryRequest(heroId: hero.id, language: "English",
                                                                                                targetDuration: 60))
        var clientConfiguration = APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(10), totalDeadline: .seconds(3))
        clientConfiguration.retryPolicy = RetryPolicy(initialDelay: .milliseconds(50), jitter: RetryPolicy.noJitter)
        let client = APIClient(configuration: clientConfiguration, sessionStore: SessionStore(directory: sessions))
        let file = TestSupport.temporaryDirectory().appendingPathComponent("listening.json")
        let reporter = ListeningReporter(repository: RemoteListeningRepository(client: client), file: file)

        let first = ListeningSessionReport(storyId: story.id, startedAt: Self.now(minus: 120), endedAt: Self.now(),
                                           duration: 100, completed: true)
        await reporter.submit(first)
        #expect(await reporter.pending().isEmpty)

        // The server goes away: the next report waits in the file.
        let port = try #require(server.baseURL.port)
        try await server.stop()
        let second = ListeningSessionReport(storyId: story.id, startedAt: Self.now(minus: 60), endedAt: Self.now(),
                                            duration: 50, completed: false)
        await reporter.submit(second)
        #expect(await reporter.pending().map(\.report) == [second])

        // Back on the same address: the flush sends it, and the server has both, in order.
        configuration.port = port
        server = try await StoryServer.start(configuration)
        #expect(await reporter.flush() == 0)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let listed = try await client.send(APIRequest(method: .get, path: "/api/v1/analytics/sessions"),
                                           unwrapping: ListeningSessionPage.self)
        #expect(listed.sessions.map(\.duration) == [50, 100])
        // A report the server refuses for good (its story is gone) is dropped, not kept forever.
        await reporter.submit(ListeningSessionReport(storyId: "deleted-story", startedAt: Date(), duration: 30))
        #expect(await reporter.pending().isEmpty)
        try await server.stop()
    }
}
