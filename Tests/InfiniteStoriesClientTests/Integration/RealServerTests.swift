import Foundation
import Synchronization
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

/// The client against the real server on loopback: the contract as both sides implement it.
@Suite("Client against the real server")
struct RealServerTests {
    /// Starts a server on a free port with a fresh data folder, runs `body`, stops the server.
    private func withServer<Result>(sessionTTL: TimeInterval = 2_592_000, eventsRouteEnabled: Bool = true,
                                    clock: ServerClock? = nil,
                                    _ body: (StoryServer) async throws -> Result) async throws -> Result {
        var configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(),
                                                sessionTTL: sessionTTL, authRateLimit: nil, logLevel: .error,
                                                generationRateLimit: nil, eventsRouteEnabled: eventsRouteEnabled)
        if let clock { configuration.sessionClock = { clock.now } }
        let server = try await StoryServer.start(configuration)
        do {
            let result = try await body(server)
            try await server.stop()
            return result
        } catch {
            try? await server.stop()
            throw error
        }
    }

    /// A client with real waits (short) and its own session folder.
    private func makeClient(_ server: StoryServer, store: SessionStore? = nil) -> APIClient {
        var configuration = APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(20),
                                                   totalDeadline: .seconds(40))
        configuration.pollingInterval = .milliseconds(50)
        configuration.maximumPollingInterval = .milliseconds(200)
        configuration.retryPolicy = RetryPolicy(initialDelay: .milliseconds(50), jitter: RetryPolicy.noJitter)
        return APIClient(configuration: configuration,
                         sessionStore: store ?? SessionStore(directory: TestSupport.temporaryDirectory()))
    }

    private func uniqueEmail() -> String { "parent-\(UUID().uuidString.prefix(8).lowercased())@example.com" }

    @Test func fullAuthFlow() async throws {
        try await withServer { server in
            let store = SessionStore(directory: TestSupport.temporaryDirectory())
            let client = makeClient(server, store: store)
            let auth = RemoteAuthRepository(client: client)
            let email = uniqueEmail()

            let signedUp = try await auth.signUp(name: "Ada", email: email, password: "correct horse")
            #expect(signedUp.email == email)
            #expect(store.load(for: server.baseURL).session?.userId == signedUp.userId)

            // A new client (the next run of the app) restores and verifies the saved session.
            let restored = RemoteAuthRepository(client: makeClient(server, store: store))
            let current = try await restored.currentSession()
            #expect(current?.userId == signedUp.userId)
            #expect(current?.expiresAt.map { $0 > Date() } == true)

            #expect(await auth.signOut())
            #expect(try await auth.currentSession() == nil)
            #expect(store.load(for: server.baseURL).session == nil)

            let signedIn = try await auth.signIn(email: email.uppercased(), password: "correct horse")
            #expect(signedIn.userId == signedUp.userId)
            #expect(try await auth.currentSession()?.userId == signedUp.userId)

            let wrong = await clientError { try await auth.signIn(email: email, password: "wrong password") }
            #expect(wrong?.message == "Invalid email or password.")
            let unknown = await clientError { try await auth.signIn(email: uniqueEmail(), password: "whatever1") }
            #expect(unknown?.message == "Invalid email or password.")
            let duplicate = await clientError { try await auth.signUp(name: "Ada", email: email, password: "another one") }
            #expect(duplicate?.message == "An account with this email already exists. Try logging in instead.")
            let short = await clientError { try await auth.signUp(name: "B", email: uniqueEmail(), password: "short") }
            #expect(short?.message == "Invalid data. Please check your input.")
            #expect(short?.fieldErrors.keys.contains("password") == true)
            let malformed = await clientError { try await auth.signUp(name: "B", email: "not-an-email", password: "long enough") }
            #expect(malformed?.fieldErrors.keys.contains("email") == true)
        }
    }

    @Test func protectedRoutesNeedTheTokenAndPublicOnesDoNot() async throws {
        try await withServer { server in
            let anonymous = makeClient(server)
            let health = await anonymous.health()
            #expect(health.isReachable)
            if case .reachable(_, let status) = health { #expect(status.status == "healthy") }
            let error = await clientError { try await RemoteHeroRepository(client: anonymous).list(limit: 10, offset: 0) }
            #expect(error == .sessionExpired)

            let client = makeClient(server)
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: uniqueEmail(), password: "password123")
            let page = try await RemoteHeroRepository(client: client).list(limit: 10, offset: 0)
            #expect(page.pagination.total == 0)
            #expect(await client.health().isReachable)
        }
    }

    @Test func expiryMidSessionRaisesOneEventAndTheRequestReplays() async throws {
        // The server's session clock is moved past the lifetime instead of sleeping through it,
        // so the test does not race real time on a loaded machine.
        let clock = ServerClock()
        try await withServer(sessionTTL: 3600, clock: clock) { server in
            let store = SessionStore(directory: TestSupport.temporaryDirectory())
            let client = makeClient(server, store: store)
            let auth = RemoteAuthRepository(client: client)
            let email = uniqueEmail()
            let user = try await auth.signUp(name: "Ada", email: email, password: "password123")
            let heroes = RemoteHeroRepository(client: client)
            let events = auth.sessionEvents()

            clock.advance(by: 3601)
            let errors = await withTaskGroup(of: ClientError?.self) { group in
                for _ in 0..<10 {
                    group.addTask { await clientError { try await heroes.list(limit: 5, offset: 0) } }
                }
                return await group.reduce(into: [ClientError?]()) { $0.append($1) }
            }
            #expect(errors.count == 10 && errors.allSatisfy { $0 == .sessionExpired })
            #expect(await collect(events, for: .milliseconds(300)) == [.sessionExpired])
            #expect(client.session == nil)
            #expect(store.load(for: server.baseURL).session == nil)
            #expect(auth.pendingRequest?.path == "/api/v1/heroes")

            clock.reset()
            _ = try await auth.signIn(email: email, password: "password123")
            #expect(client.session?.userId == user.userId)
            let replayed = try await auth.replayPendingRequest()
            #expect(replayed?.request.path == "/api/v1/heroes")
            #expect(replayed?.savedHero == nil, "a list is not a save")
            #expect(auth.pendingRequest == nil)

            // A hero save interrupted the same way answers the hero it saved on the replay.
            clock.advance(by: 3601)
            let input = HeroInput(name: "Replayed Rosa", age: 6, traits: ["Brave"], specialAbilities: [])
            #expect(await clientError { try await heroes.create(input) } == .sessionExpired)
            _ = try await auth.signIn(email: email, password: "password123")
            let saved = try #require(try await auth.replayPendingRequest()?.savedHero)
            #expect(saved.name == "Replayed Rosa")
            #expect(try await heroes.get(id: saved.id).name == "Replayed Rosa")
        }
    }

    @Test func signOutRevokesTheTokenOnTheServer() async throws {
        try await withServer { server in
            let client = makeClient(server)
            let auth = RemoteAuthRepository(client: client)
            _ = try await auth.signUp(name: "Ada", email: uniqueEmail(), password: "password123")
            let old = try #require(client.session)
            _ = try await RemoteHeroRepository(client: client).list(limit: 1, offset: 0)
            #expect(await auth.signOut())

            let stale = makeClient(server)
            stale.setSession(old)
            let events = stale.events()
            let error = await clientError { try await RemoteHeroRepository(client: stale).list(limit: 1, offset: 0) }
            #expect(error == .sessionExpired)
            #expect(await collect(events, for: .milliseconds(100)) == [.sessionExpired])
        }
    }

    @Test func pagingThroughTwoHundredFiftyHeroes() async throws {
        try await withServer { server in
            let client = makeClient(server)
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: uniqueEmail(), password: "password123")
            let heroes = RemoteHeroRepository(client: client)
            var created = Set<String>()
            try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<250 {
                    // At most eight requests in flight.
                    if index >= 8, let id = try await group.next() { created.insert(id) }
                    group.addTask {
                        try await heroes.create(HeroInput(name: "Hero \(index) \u{1F981}", age: 3 + index % 10,
                                                          traits: ["Brave"])).id
                    }
                }
                for try await id in group { created.insert(id) }
            }
            #expect(created.count == 250)

            var seen: [Hero] = []
            var pages: [Pagination] = []
            var offset = 0
            while true {
                let page = try await heroes.list(limit: 100, offset: offset)
                pages.append(page.pagination)
                seen += page.heroes
                offset += page.heroes.count
                if !page.pagination.hasMore { break }
            }
            #expect(pages.map(\.offset) == [0, 100, 200])
            #expect(pages.map(\.hasMore) == [true, true, false])
            #expect(pages.allSatisfy { $0.total == 250 })
            #expect(seen.count == 250)
            #expect(Set(seen.map(\.id)).count == 250)
            #expect(created.isSubset(of: Set(seen.map(\.id))))
            #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.createdAt >= $1.createdAt })
            // The server clamps a huge limit to 100.
            #expect(try await heroes.list(limit: 10_000, offset: 0).heroes.count == 100)
            #expect(try await heroes.list(limit: 100, offset: 1_000).heroes.isEmpty)
        }
    }

    @Test(arguments: [true, false])
    func generationProgressMatchesTheFinishedStory(eventsRouteEnabled: Bool) async throws {
        try await withServer(eventsRouteEnabled: eventsRouteEnabled) { server in
            let client = makeClient(server)
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: uniqueEmail(), password: "password123")
            let hero = try await RemoteHeroRepository(client: client).create(HeroInput(name: "Luna", age: 6, traits: ["Curious"]))
            let stories = RemoteStoryRepository(client: client)
            let started = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: "English",
                                                                        eventType: "Bedtime Adventure", targetDuration: 60))
            #expect(started.heroId == hero.id)

            var text = ""
            var sawFinished = false
            var failures: [StepErrorPayload] = []
            for try await update in stories.progress(storyId: started.id) {
                switch update {
                case .text(let delta): text += delta
                case .replaceText(let whole): text = whole
                case .failed(let payload): failures.append(payload)
                case .finished: sawFinished = true
                case .progress: break
                }
            }
            #expect(sawFinished)
            #expect(failures.isEmpty)
            let finished = try await stories.get(id: started.id, includeIllustrations: false)
            #expect(finished.generationStatus == .completed)
            #expect(!finished.content.isEmpty)
            #expect(text == finished.content)
        }
    }

    @Test func illustrationsDownloadIntoTheMediaCacheAndSurviveResigning() async throws {
        let cacheDirectory = TestSupport.temporaryDirectory()
        let cache = MediaCache(directory: cacheDirectory)
        let (firstURL, secondURL) = try await withServer { server -> (String, String) in
            let client = makeClient(server)
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: uniqueEmail(), password: "password123")
            let hero = try await RemoteHeroRepository(client: client).create(HeroInput(name: "Luna", traits: ["Kind"]))
            let stories = RemoteStoryRepository(client: client)
            let story = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: "en", targetDuration: 60))
            for try await _ in stories.progress(storyId: story.id) {}
            _ = try await stories.generateIllustrations(storyId: story.id, retryFailed: false)
            for try await _ in stories.progress(storyId: story.id) {}
            let status = try await stories.illustrationStatus(storyId: story.id)
            #expect(status.total > 0)
            #expect(status.completed == status.total)

            let first = try await stories.get(id: story.id, includeIllustrations: true)
            let url = try #require(first.illustrations?.first?.imageUrl)
            let data = try await cache.data(for: url)
            #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))  // PNG signature
            try await Task.sleep(for: .milliseconds(1_100))  // a later expiry gives a new signature
            let again = try await stories.get(id: story.id, includeIllustrations: true)
            return (url, try #require(again.illustrations?.first?.imageUrl))
        }
        // The server is gone: the re-signed URL can only come from the cache.
        #expect(firstURL != secondURL)
        let cached = try await cache.data(for: secondURL)
        #expect(cached.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}

/// The server's session clock, moved by hand.
final class ServerClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)

    var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    func advance(by seconds: TimeInterval) { offset.withLock { $0 += seconds } }

    func reset() { offset.withLock { $0 = 0 } }
}
