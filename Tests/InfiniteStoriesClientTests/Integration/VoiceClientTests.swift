import Foundation
import Testing
import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

/// `voices()` and narrating again with another voice, against the real server on loopback.
@Suite("Voices against the real server")
struct VoiceClientTests {
    @Test func theVoicesAreDescribedAndAStoryIsNarratedAgainWithAnother() async throws {
        let configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(), authRateLimit: nil,
                                                logLevel: .error, generationRateLimit: nil)
        let server = try await StoryServer.start(configuration)
        do {
            var clientConfiguration = APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(60),
                                                             totalDeadline: .seconds(120))
            clientConfiguration.retryPolicy = RetryPolicy(initialDelay: .milliseconds(50), jitter: RetryPolicy.noJitter)
            clientConfiguration.generationTimeout = .seconds(120)
            let client = APIClient(configuration: clientConfiguration,
                                   sessionStore: SessionStore(directory: TestSupport.temporaryDirectory()))
            let stories = RemoteStoryRepository(client: client)

            let voices = try await stories.voices()
            #expect(voices.provider == "offline")
            #expect(voices.voices.map(\.id) == Catalog.voices)
            #expect(voices.voices.allSatisfy { !$0.description.isEmpty })

            let email = "parent-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: email, password: "correct horse")
            let hero = try await RemoteHeroRepository(client: client).create(HeroInput(name: "Luna", age: 7, traits: ["Brave"]))
            let story = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: "English", targetDuration: 60))
            var written = story
            for _ in 0..<240 where written.generationStatus != .completed {
                try await Task.sleep(for: .milliseconds(250))
                written = try await stories.get(id: story.id, includeIllustrations: false)
            }
            #expect(written.generationStatus == .completed)
            let first = try await Self.narrated(story.id, by: { try await stories.generateAudio(storyId: story.id, voice: "coral") },
                                                stories: stories)
            #expect(first.voice == "coral")
            let again = try await Self.narrated(story.id, by: { try await stories.regenerateAudio(storyId: story.id, voice: "onyx") },
                                                stories: stories)
            #expect(again.voice == "onyx")
            #expect(again.audioUrl != nil && again.audioUrl != first.audioUrl, "a new narration, not the old one")
            try await server.stop()
        } catch {
            try? await server.stop()
            throw error
        }
    }

    /// Asks, then reads the narration's status until it is done (the request may answer at once).
    private static func narrated(_ storyID: String, by ask: () async throws -> AudioResult,
                                 stories: RemoteStoryRepository) async throws -> AudioResult {
        var result = try await ask()
        for _ in 0..<240 where result.status != .completed {
            #expect(result.status != .failed, "\(result)")
            try await Task.sleep(for: .milliseconds(500))
            result = try await stories.audioStatus(storyId: storyID)
        }
        return result
    }
}
