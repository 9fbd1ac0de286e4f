import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels

@Suite("Repositories against a scripted server")
struct RepositoryTests {
    private func authAnswer(token: String, user: User = TestSupport.user()) -> ScriptedReply {
        .encoded(200, AuthResponse(redirect: false, token: token, user: user))
    }

    @Test func signInStoresTheSessionAndSendsTrimmedEmail() async throws {
        let server = try ScriptedServer { _ in authAnswer(token: "t-1") }
        defer { server.stop() }
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        let client = APIClient(configuration: TestSupport.configuration(server.baseURL), sessionStore: store)
        let auth = RemoteAuthRepository(client: client)
        let session = try await auth.signIn(email: "  ada@example.com \n", password: "correct horse")
        #expect(session.userId == "user-1")
        #expect(session.user?.name == "Ada")
        #expect(store.load(for: server.baseURL).session == StoredSession(token: "t-1", userId: "user-1", email: "ada@example.com"))
        let request = try #require(server.requests.first)
        #expect(request.path == "/api/auth/sign-in/email")
        #expect(request.header("Authorization") == nil)
        let body = try JSONDecoder().decode(SignInRequest.self, from: request.body)
        #expect(body == SignInRequest(email: "ada@example.com", password: "correct horse"))
    }

    @Test func signUpUsesTheEmailRoute() async throws {
        let server = try ScriptedServer { _ in authAnswer(token: "t-2") }
        defer { server.stop() }
        let auth = RemoteAuthRepository(client: APIClient(configuration: TestSupport.configuration(server.baseURL)))
        _ = try await auth.signUp(name: " Ada ", email: "ada@example.com", password: "password1")
        let request = try #require(server.requests.first)
        #expect(request.path == "/api/auth/sign-up/email")
        #expect(try JSONDecoder().decode(SignUpRequest.self, from: request.body).name == "Ada")
    }

    @Test func currentSessionVerifiesWithTheServer() async throws {
        let answer = SessionResponse(
            session: SessionRecord(id: "s", userId: "user-1", expiresAt: TestSupport.epoch.addingTimeInterval(86_400),
                                   createdAt: TestSupport.epoch, updatedAt: TestSupport.epoch),
            user: TestSupport.user())
        let server = try ScriptedServer { _ in .encoded(200, answer) }
        defer { server.stop() }
        let auth = RemoteAuthRepository(client: TestSupport.signedInClient(server))
        let session = try await auth.currentSession()
        #expect(session?.expiresAt == TestSupport.epoch.addingTimeInterval(86_400))
        #expect(server.requests.first?.header("Authorization") == "Bearer token-1")
    }

    @Test(arguments: [ScriptedReply.json(200, "null"), .json(401, #"{"error":"Unauthorized","message":"x"}"#)])
    func currentSessionClearsASessionTheServerNoLongerKnows(reply: ScriptedReply) async throws {
        let server = try ScriptedServer { _ in reply }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        let events = client.events()
        let auth = RemoteAuthRepository(client: client)
        #expect(try await auth.currentSession() == nil)
        #expect(client.session == nil)
        // A dead session found at start-up is not reported as "expired while working".
        #expect(await collect(events, for: .milliseconds(100)).isEmpty)
        #expect(client.pendingReplay == nil)
    }

    @Test func currentSessionWithoutAStoredSessionAsksNothing() async throws {
        let server = try ScriptedServer { _ in .json(500, "{}") }
        defer { server.stop() }
        let auth = RemoteAuthRepository(client: APIClient(configuration: TestSupport.configuration(server.baseURL)))
        #expect(try await auth.currentSession() == nil)
        #expect(server.requests.isEmpty)
    }

    @Test func currentSessionOfflineThrowsAndKeepsTheSession() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(ScriptedServer.closedPort())"))
        var configuration = TestSupport.configuration(url)
        configuration.retryPolicy = .none
        let client = APIClient(configuration: configuration)
        client.setSession(StoredSession(token: "t", userId: "u", email: "e"))
        let error = await clientError { try await RemoteAuthRepository(client: client).currentSession() }
        #expect(error == .network(.connectionRefused))
        #expect(client.session != nil)
    }

    @Test func signOutRevokesWithTheOldTokenAndForgetsLocally() async throws {
        let server = try ScriptedServer { _ in .json(200, #"{"success":true}"#) }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server, token: "old-token")
        let store = try #require(client.sessionStore)
        #expect(await RemoteAuthRepository(client: client).signOut())
        #expect(client.session == nil)
        #expect(store.load(for: server.baseURL).session == nil)
        let request = try #require(server.requests.first)
        #expect(request.method == "POST" && request.path == "/api/auth/sign-out")
        #expect(request.header("Authorization") == "Bearer old-token")
    }

    @Test func signOutForgetsLocallyEvenWhenTheServerIsUnreachable() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(ScriptedServer.closedPort())"))
        let store = SessionStore(directory: TestSupport.temporaryDirectory())
        let client = APIClient(configuration: TestSupport.configuration(url), sessionStore: store)
        client.setSession(StoredSession(token: "t", userId: "u", email: "e"))
        let events = client.events()
        #expect(await RemoteAuthRepository(client: client).signOut() == false)
        #expect(client.session == nil)
        #expect(store.load(for: url).session == nil)
        #expect(await collect(events, for: .milliseconds(50)).isEmpty)
    }

    @Test func heroListSendsPagingAndDecodesThePage() async throws {
        let page = HeroPage(heroes: [TestSupport.hero(id: "h1")], pagination: Pagination(total: 120, limit: 50, offset: 50, hasMore: true))
        let server = try ScriptedServer { _ in .encoded(200, Envelope(data: page)) }
        defer { server.stop() }
        let heroes = RemoteHeroRepository(client: TestSupport.signedInClient(server))
        #expect(try await heroes.list(limit: 50, offset: 50) == page)
        #expect(server.requests.first?.queryItems == ["limit": "50", "offset": "50"])
    }

    @Test func heroIDsAreEncodedAsOneSegment() async throws {
        let server = try ScriptedServer { _ in .encoded(200, Envelope(data: TestSupport.hero(id: "a/b"))) }
        defer { server.stop() }
        let heroes = RemoteHeroRepository(client: TestSupport.signedInClient(server))
        _ = try await heroes.get(id: "a/b?c#d")
        _ = try await heroes.get(id: "..")
        #expect(server.requests.map(\.path) == ["/api/v1/heroes/a%2Fb%3Fc%23d", "/api/v1/heroes/%2E%2E"])
    }

    @Test func heroUpdateSendsNullForClearedFields() async throws {
        let server = try ScriptedServer { _ in .encoded(200, Envelope(data: TestSupport.hero(id: "h1"))) }
        defer { server.stop() }
        let heroes = RemoteHeroRepository(client: TestSupport.signedInClient(server))
        _ = try await heroes.update(id: "h1", with: HeroInput(name: "Luna", cleared: [.appearance]))
        let request = try #require(server.requests.first)
        #expect(request.method == "PATCH")
        let object = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
        #expect(object["name"] as? String == "Luna")
        #expect(object["appearance"] is NSNull)
    }

    @Test(arguments: [202, 201])
    func storyGenerationPrefersAsyncAndCarriesAnIdempotencyKey(status: Int) async throws {
        let story = TestSupport.story(id: "s1", status: status == 202 ? .processing : .completed,
                                      content: status == 202 ? "" : "Once upon a time.")
        let server = try ScriptedServer { _ in .encoded(status, Envelope(data: story)) }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        let created = try await stories.generate(CreateStoryRequest(heroId: "h1", language: "English", targetDuration: 420))
        #expect(created.generationStatus == (status == 202 ? .processing : .completed))
        let request = try #require(server.requests.first)
        #expect(request.header("Prefer") == "respond-async")
        let key = try #require(request.header("Idempotency-Key"))
        #expect(UUID(uuidString: key) != nil)
        #expect(try JSONDecoder.wire().decode(CreateStoryRequest.self, from: request.body).heroId == "h1")
    }

    @Test func storyLanguagesSkipWhatThisBuildDoesNotKnowAndNeedNoSession() async throws {
        let list = StoryLanguageList(languages: [.init(code: "fr", name: "French"), .init(code: "ja", name: "Japanese"),
                                                 .init(code: "en", name: "English")])
        let server = try ScriptedServer { _ in .encoded(200, Envelope(data: list)) }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        #expect(try await stories.storyLanguages() == [.english, .french], "catalog order, Japanese left out")
        let request = try #require(server.requests.first)
        #expect(request.path == "/api/v1/story-languages")
        #expect(request.header("Authorization") == nil)
    }

    @Test func aServerOlderThanTheStoryLanguagesRouteWritesThemAll() async throws {
        let server = try ScriptedServer { _ in .json(404, #"{"error":"NotFound","message":"Resource not found"}"#) }
        defer { server.stop() }
        let client = TestSupport.signedInClient(server)
        #expect(try await RemoteStoryRepository(client: client).storyLanguages() == Catalog.languages)
    }

    @Test func aFailedGenerationIsReportedWithoutStartingItAgain() async throws {
        let server = try ScriptedServer { _ in .json(502, #"{"error":"AIError","message":"Story generation failed"}"#) }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        let error = await clientError { try await stories.generate(CreateStoryRequest(heroId: "h1", language: "en")) }
        #expect(error == .server(status: 502))
        #expect(server.requests.count == 1)
    }

    @Test func eachGenerationGetsItsOwnKey() async throws {
        let server = try ScriptedServer { _ in .encoded(202, Envelope(data: TestSupport.story(id: "s1", status: .processing))) }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        _ = try await stories.generate(CreateStoryRequest(heroId: "h1", language: "en"))
        _ = try await stories.generate(CreateStoryRequest(heroId: "h1", language: "en"))
        let keys = Set(server.requests.compactMap { $0.header("Idempotency-Key") })
        #expect(keys.count == 2)
    }

    @Test func storyListSendsTheFilter() async throws {
        let page = StoryPage(stories: [], pagination: Pagination(total: 0, limit: 10, offset: 0, hasMore: false))
        let server = try ScriptedServer { _ in .encoded(200, Envelope(data: page)) }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        _ = try await stories.list(filter: StoryFilter(heroId: "h 1+", isFavorite: true, language: "fr",
                                                      includeIllustrations: true, contentLimit: 600), limit: 10, offset: 0)
        #expect(server.requests.first?.queryItems == ["limit": "10", "offset": "0", "heroId": "h 1+", "isFavorite": "true",
                                                     "language": "fr", "includeIllustrations": "true", "contentLimit": "600"])
    }

    @Test func oneStoryAsksOnlyForWhatItShows() async throws {
        let server = try ScriptedServer { _ in .encoded(200, Envelope(data: TestSupport.story(id: "s1"))) }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        _ = try await stories.get(id: "s1", includeIllustrations: false, contentLimit: 600)
        _ = try await stories.get(id: "s1", includeIllustrations: true)
        #expect(server.requests.map(\.queryItems) == [["contentLimit": "600"], ["includeIllustrations": "true"]])
    }

    @Test func audioGenerationFallsBackToTheStatusRouteForAnOddAnswer() async throws {
        let server = try ScriptedServer { request in
            request.method == "POST" ? .json(202, #"{"data":{"jobId":"j1"}}"#)
                : .encoded(200, Envelope(data: AudioResult(status: .processing)))
        }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        let result = try await stories.generateAudio(storyId: "s1", voice: "nova")
        #expect(result.status == .processing)
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["POST /api/v1/stories/s1/audio", "GET /api/v1/stories/s1/audio"])
        #expect(try JSONDecoder().decode(AudioRequest.self, from: server.requests[0].body).voice == "nova")
    }

    @Test func favoritePlayAndDelete() async throws {
        let server = try ScriptedServer { request in
            switch (request.method, request.path) {
            case ("PATCH", _): .encoded(200, Envelope(data: TestSupport.story(id: "s1")))
            case ("POST", _): .json(200, #"{"data":{"id":"s1","playCount":3,"lastPlayedAt":"2026-01-05T20:15:03.123Z"}}"#)
            default: .json(200, #"{"data":{"id":"s1"}}"#)
            }
        }
        defer { server.stop() }
        let stories = RemoteStoryRepository(client: TestSupport.signedInClient(server))
        _ = try await stories.setFavorite(storyId: "s1", isFavorite: true)
        #expect(try await stories.play(storyId: "s1").playCount == 3)
        try await stories.delete(id: "s1")
        #expect(server.requests[0].bodyText == #"{"isFavorite":true}"#)
        #expect(server.requests.map { "\($0.method) \($0.path)" }
                == ["PATCH /api/v1/stories/s1", "POST /api/v1/stories/s1/play", "DELETE /api/v1/stories/s1"])
    }

    @Test func avatarGenerationReportsBackgroundWork() async throws {
        let server = try ScriptedServer { _ in .encoded(202, Envelope(data: TestSupport.hero(id: "h1"))) }
        defer { server.stop() }
        let heroes = RemoteHeroRepository(client: TestSupport.signedInClient(server))
        let result = try await heroes.generateAvatar(id: "h1", prompt: "a fox")
        #expect(result.isFinished == false)
        let request = try #require(server.requests.first)
        #expect(request.header("Prefer") == "respond-async")
        #expect(request.header("Idempotency-Key") != nil)
        #expect(try JSONDecoder().decode(AvatarRequest.self, from: request.body).prompt == "a fox")
    }
}
