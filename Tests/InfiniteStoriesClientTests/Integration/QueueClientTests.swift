import Foundation
import Testing
import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

/// `RemoteQueueRepository` against the real server on loopback: the queue a second terminal of
/// the same account sees, and the errors the app words (a story not the user's, a stale order).
@Suite("Tonight's queue against the real server")
struct QueueClientTests {
    @Test func twoTerminalsShareOneQueueAndAStaleOrderIsRefused() async throws {
        let configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(), authRateLimit: nil,
                                                logLevel: .error, generationRateLimit: nil)
        let server = try await StoryServer.start(configuration)
        defer { Task { try? await server.stop() } }
        func client() -> APIClient {
            APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(20)),
                      sessionStore: SessionStore(directory: TestSupport.temporaryDirectory()))
        }
        let first = client(), second = client()
        let email = "parent-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        _ = try await RemoteAuthRepository(client: first).signUp(name: "Ada", email: email, password: "correct horse")
        _ = try await RemoteAuthRepository(client: second).signIn(email: email, password: "correct horse")
        let hero = try await RemoteHeroRepository(client: first).create(HeroInput(name: "Luna", age: 7, traits: ["Brave"]))
        let stories = RemoteStoryRepository(client: first)
        var written: [Story] = []
        for _ in 0..<2 {
            written.append(try await stories.generate(CreateStoryRequest(heroId: hero.id, language: "English", targetDuration: 60)))
        }

        let mine = RemoteQueueRepository(client: first), theirs = RemoteQueueRepository(client: second)
        #expect(try await mine.add(storyID: written[0].id).position == 0)
        #expect(try await theirs.add(storyID: written[1].id).position == 1)
        #expect(try await mine.list(limit: 50, offset: 0).items.map(\.storyId) == [written[0].id, written[1].id])
        let reordered = try await theirs.reorder(storyIDs: [written[1].id, written[0].id])
        #expect(reordered.items.map(\.storyId) == [written[1].id, written[0].id])
        #expect(reordered.items.first?.story.id == written[1].id)
        #expect(reordered.items.first?.story.title.isEmpty == false, "the queue names its stories")

        // The first terminal removes one; the second's order, read before, is refused.
        try await mine.remove(storyID: written[0].id)
        do {
            _ = try await theirs.reorder(storyIDs: [written[0].id, written[1].id])
            Issue.record("a stale order was applied")
        } catch let error as ClientError {
            guard case .rejected(let status, let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(status == 409)
            #expect(message?.contains("changed") == true, "\(String(describing: message))")
        }
        await #expect(throws: ClientError.notFound) { try await mine.remove(storyID: written[0].id) }
        await #expect(throws: ClientError.notFound) { try await mine.add(storyID: "no-such-story") }
        #expect(try await theirs.clear() == 1)
        #expect(try await mine.list(limit: 50, offset: 0).items.isEmpty)
    }
}
