import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels
import OpenAICompatibleProviders
import InfiniteStoriesServer
import StandIns

/// The client against the real server whose story text comes from a real llama.cpp
/// `llama-server` (a tiny random-weight model): the story told is the story kept, and the
/// scenes never hold the story, even when the model goes silent.
@Suite("Stories from a real model server", .serialized, .timeLimit(.minutes(3)))
struct ModelServerStoryTests {
    /// A server whose story writer is the model at `llama`, with `sceneTimeout`.
    private func withServer<Result>(llama: LlamaServer, sceneTimeout: Duration,
                                    _ body: (StoryServer) async throws -> Result) async throws -> Result {
        var model = OpenAIConfiguration(baseURL: llama.baseURL, apiKey: nil)
        model.storyModel = "tiny"
        model.requestTimeout = .seconds(30)
        model.deadline = .seconds(90)
        let openAI = OpenAIProviders(configuration: model)
        var providers = Providers()
        providers.story = openAI.story
        providers.storyProviderName = "openai"
        var configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(),
                                                authRateLimit: nil, logLevel: .error, generationRateLimit: nil,
                                                providers: providers)
        configuration.sceneTimeout = sceneTimeout
        let server = try await StoryServer.start(configuration)
        do {
            let result = try await body(server)
            try await server.stop()
            await openAI.shutdown()
            return result
        } catch {
            try? await server.stop()
            await openAI.shutdown()
            throw error
        }
    }

    private func makeClient(_ server: StoryServer) -> APIClient {
        var configuration = APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(30),
                                                   totalDeadline: .seconds(60))
        configuration.pollingInterval = .milliseconds(50)
        configuration.maximumPollingInterval = .milliseconds(200)
        return APIClient(configuration: configuration, sessionStore: SessionStore(directory: TestSupport.temporaryDirectory()))
    }

    @Test func aModelSlowerThanTheSceneTimeoutNeverHoldsTheStoryAndTheStoryShownIsTheStoryKept() async throws {
        let llama = try await LlamaServer.start(model: "tiny.gguf")
        defer { llama.stop() }
        try await withServer(llama: llama, sceneTimeout: .seconds(3)) { server in
            let client = makeClient(server)
            _ = try await RemoteAuthRepository(client: client).signUp(
                name: "Ada", email: "model-\(UUID().uuidString.prefix(8).lowercased())@example.com", password: "password123")
            let hero = try await RemoteHeroRepository(client: client).create(HeroInput(name: "Luna", age: 6, traits: ["Curious"]))
            let stories = RemoteStoryRepository(client: client)
            let started = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: "English",
                                                                        eventType: "Bedtime Adventure", targetDuration: 60))
            let clock = ContinuousClock()
            var text = ""
            var lastText: ContinuousClock.Instant?
            var readable: ContinuousClock.Instant?
            var finished: ContinuousClock.Instant?
            var failures: [StepErrorPayload] = []
            var pictures: Task<IllustrationProgress, any Error>?
            for try await update in stories.progress(storyId: started.id) {
                switch update {
                case .text(let delta):
                    text += delta
                    lastText = clock.now
                case .replaceText(let whole):
                    text = whole
                    lastText = clock.now
                case .progress(let payload) where payload.step == .text && payload.status == "completed":
                    readable = clock.now
                    // The model goes silent while it is choosing the scenes, and the parent asks
                    // for the pictures at once: they wait for the scenes, they are not lost.
                    llama.suspend()
                    pictures = Task { try await stories.generateIllustrations(storyId: started.id, retryFailed: false) }
                case .failed(let payload): failures.append(payload)
                case .finished: finished = clock.now
                case .progress: break
                }
            }
            llama.resume()
            #expect(failures.isEmpty)
            let textEnd = try #require(lastText)
            let readableAt = try #require(readable, "the text step never said it was completed")
            let finishedAt = try #require(finished)
            #expect(textEnd.duration(to: readableAt) < .seconds(2), "the story waited for its scenes")
            #expect(readableAt.duration(to: finishedAt) < .seconds(8), "the silent scene model held the job")

            let stored = try await stories.get(id: started.id, includeIllustrations: true)
            #expect(stored.generationStatus == .completed)
            #expect(!text.isEmpty)
            #expect(stored.content == text, "the story kept is not the story shown")
            let scenes = try #require(stored.illustrations)
            #expect(!scenes.isEmpty, "no scenes, not even the offline splitter's")
            _ = try #require(try await pictures?.value)
            var drawn = try await stories.illustrationStatus(storyId: started.id)
            let deadline = clock.now + .seconds(60)
            while drawn.completed < scenes.count, drawn.failed == 0, clock.now < deadline {
                try await Task.sleep(for: .milliseconds(200))
                drawn = try await stories.illustrationStatus(storyId: started.id)
            }
            #expect(drawn.total == scenes.count && drawn.completed == drawn.total, "the early request for pictures was lost")
        }
    }
}
