import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer
import Testing
import TerminalUI
import ViewState
import AppRuntime
@testable import infinite_stories

/// The app's listening path with every real part: the reducer and effect runner, the app's own
/// services (mpv through `EnginePlayer` with mpv's `null` output, which plays in real time to no
/// device, the media cache, the listening reporter, libchafa pictures) and a real server on
/// loopback writing, narrating and illustrating a story.
@Suite("Listening end to end", .serialized)
struct ListeningEndToEndTests {
    static let password = "bedtime-stories-1"

    @Test func aGeneratedNarrationPlaysSeeksStopsAndIsReportedOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listening-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = ServerConfiguration(hostname: "127.0.0.1", port: 0, dataDirectory: folder.appendingPathComponent("server"),
                                                authRateLimit: nil, logLevel: .critical, generationRateLimit: nil)
        configuration.retryBackoff = [.milliseconds(10)]
        let server = try await StoryServer.start(configuration)
        let sessionStore = SessionStore(directory: folder.appendingPathComponent("state"))
        let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL), sessionStore: sessionStore)
        let services = Launch.services(client: client, url: server.baseURL, sessionStore: sessionStore,
                                       settings: MediaSettings(audioOutput: "null"),
                                       pictures: PictureRendering.renderer(tier: .ansi256, asciiOnly: false),
                                       cacheDirectory: folder.appendingPathComponent("cache"))
        let store = AppStore(state: AppState(size: TerminalSize(width: 160, height: 48), now: Date()), queue: ActionQueue())
        store.connect(services)
        defer {
            services.player?.stop()
            store.shutDown()
        }
        store.process([.session(.serverReady(label: server.baseURL.absoluteString))])
        try await store.waitFor { $0.screen == .auth }
        let tab = Self.key(.tab)
        var signUp: [Action] = [Self.key(.ctrl("t"))] + Self.type("Parent") + [tab]
        signUp += Self.type("listen@example.com") + [tab] + Self.type(Self.password) + [tab]
        signUp += Self.type(Self.password) + [Self.key(.enter)]
        store.process(signUp)
        try await store.waitFor { $0.screen == .main && !$0.heroes.isLoading }
        store.process([Self.key(.character("n"))] + Self.type("Luna") + [Self.key(.enter)])
        try await store.waitFor { $0.heroes.count == 1 && $0.form == nil }
        store.process([Self.key(.character("s")), Self.key(.enter)])
        try await store.waitFor { !$0.generations.isEmpty }
        let storyID = try #require(store.state.generations.first?.id)
        try await store.waitFor(timeout: .seconds(180)) {
            $0.stories.item(withID: storyID)?.audioStatus == .completed
                && $0.stories.item(withID: storyID)?.illustrationStatus == .completed
        }
        let duration = try #require(store.state.stories.item(withID: storyID)?.audioDuration)
        #expect(duration > 30)

        // The reader shows the first picture, rendered by libchafa from the server's PNG.
        store.process([Self.key(.enter)])
        try await store.waitFor { $0.reader?.isLoading == false }
        try await store.waitFor(timeout: .seconds(30)) { state in
            state.pictures.values.contains { if case .ready(let picture) = $0 { picture.columns > 0 } else { false } }
        }

        // Play: the engine opens the downloaded MP3 and the position advances.
        store.process([Self.key(.character(" "))])
        try await store.waitFor(timeout: .seconds(30)) { $0.player?.phase == .playing }
        let started = Date()
        try await store.waitFor(timeout: .seconds(15)) { ($0.player?.position ?? 0) >= 2 }
        #expect(abs((store.state.player?.duration ?? 0) - duration) < 1.5, "mpv's duration is the server's")
        // Seek forward 15 s: the next position is past 15.
        store.process([Self.key(.right)])
        try await store.waitFor(timeout: .seconds(10)) { ($0.player?.position ?? 0) >= 15 }
        // Faster: the engine confirms the speed.
        store.process([Self.key(.character(">"))])
        try await store.waitFor(timeout: .seconds(10)) { $0.player?.speed == 1.25 }
        // Pause for two seconds: not counted.
        // Positions keep coming, at most about once a second, each a fresh one.
        // Counted against the wall time the loop really took: on a loaded machine thirty naps of
        // 100 ms take longer than 3 s, and more positions then come, rightly.
        var seen: [Double] = []
        let watched = ContinuousClock.now
        for _ in 0..<30 {
            try await Task.sleep(for: .milliseconds(100))
            store.process(store.drainPosted())
            if let position = store.state.player?.position, position != seen.last { seen.append(position) }
        }
        let elapsed = ContinuousClock.now - watched
        let wallSeconds = Int((Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18).rounded(.up))
        // About one a second, plus the seek's own report and one rounding of the same place.
        #expect(seen.count >= 3 && seen.count <= wallSeconds + 3, "positions seen in \(elapsed): \(seen)")
        store.process([Self.key(.character(" "))])
        try await store.waitFor { $0.player?.phase == .paused }
        let pausedAt = Date()
        try await Task.sleep(for: .seconds(2))
        let pausedFor = Date().timeIntervalSince(pausedAt)
        store.process([Self.key(.character(" "))])
        try await Task.sleep(for: .seconds(2))
        store.process(store.drainPosted())
        let position = try #require(store.state.player?.position)
        #expect(position > 18, "playing went on after the pause: \(position)")
        store.process([Self.key(.character("x"))])
        let stopped = Date()
        #expect(store.state.player == nil)
        #expect(store.state.playbackPositions[storyID] != nil, "the place is kept for the next play")

        // Played again from its place: the same listen. Then on to the end, fifteen seconds a key.
        store.process([Self.key(.character(" "))])
        try await store.waitFor(timeout: .seconds(30)) { $0.player?.phase == .playing }
        let resumed = Date()
        #expect((store.state.player?.position ?? 0) >= position - 1, "the play resumed at its place")
        var finished: Date?
        for _ in 0..<200 where finished == nil {
            store.process([Self.key(.right)])
            try await Task.sleep(for: .milliseconds(150))
            store.process(store.drainPosted())
            if store.state.player == nil { finished = Date() }
        }
        let end = try #require(finished, "the narration never finished")

        // The listen reaches the server once: the sound time, pauses excluded, completed; and
        // the /play the app sent and the session count as one listen.
        var sessions: [ListeningSession] = []
        let deadline = ContinuousClock.now + .seconds(20)
        while sessions.isEmpty, ContinuousClock.now < deadline {
            store.process(store.drainPosted())
            try await Task.sleep(for: .milliseconds(100))
            sessions = try await client.send(APIRequest(method: .get, path: "/api/v1/analytics/sessions"),
                                             unwrapping: ListeningSessionPage.self).sessions
        }
        let session = try #require(sessions.first)
        #expect(sessions.count == 1)
        #expect(session.storyId == storyID)
        #expect(session.completed == true)
        let sound = stopped.timeIntervalSince(started) - pausedFor + end.timeIntervalSince(resumed)
        let reported = Double(session.duration ?? -1)
        #expect(reported >= sound - 3 && reported <= sound + 2, "reported \(reported) s for about \(sound) s of sound")
        let story = try await client.send(APIRequest(method: .get, path: "/api/v1/stories/\(storyID)"), unwrapping: Story.self)
        #expect(story.playCount == 1, "one listen, counted once")
        try? await server.stop()
    }

    static func key(_ key: Key) -> Action { .input(.key(key)) }
    static func type(_ text: String) -> [Action] { text.map { .input(.key(.character($0))) } }
}

extension AppStore {
    /// Drains posted actions into the reducer until `condition` holds.
    func waitFor(timeout: Duration = .seconds(60), _ condition: (AppState) -> Bool) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition(state) {
            guard clock.now < deadline else {
                Issue.record("condition not reached; screen \(state.screen), banner \(String(describing: state.banner)), player \(String(describing: state.player)), notice \(String(describing: state.playbackNotice))")
                throw CancellationError()
            }
            process(drainPosted() + [.tick(Date())])
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}
