import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import OpenAICompatibleProviders
import SpeechSynthesis
import Testing

/// `GET /api/v1/user/usage`: upstream's shape, counted from the real jobs of a real server, with
/// what each job used and the jobs `--fallback offline` finished.
@Suite("Usage")
struct UsageRouteTests {
    @Test func everyOperationIsCountedWithWhatItUsed() async throws {
        let server = try await TestServer.start(generationRateLimit: GenerationRateLimit())
        defer { Task { try? await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id)
        #expect(try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: [:] as [String: Any]).status == 200)
        let drawn = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token,
                                          json: [:] as [String: Any]).data(IllustrationProgress.self)
        #expect(try await server.send("POST", "/api/v1/heroes/\(hero.id)/avatar", token: token, json: [:] as [String: Any]).status == 200)
        // The stateless helper routes count too, with what they used.
        let line = "Goodnight, little owl."
        let spoken = try await server.send("POST", "/api/v1/audio/generate", token: token,
                                           json: ["text": line, "voice": "coral", "language": "en"])
        #expect(spoken.status == 200, "\(spoken.text)")

        let reply = try await server.send("GET", "/api/v1/user/usage", token: token)
        #expect(reply.status == 200, "\(reply.text)")
        let data = try #require(reply.json["data"] as? [String: Any])
        let operations = try #require(data["byOperation"] as? [[String: Any]])
        func operation(_ name: String) -> [String: Any] { operations.first { $0["operation"] as? String == name } ?? [:] }
        #expect(operations.map { $0["operation"] as? String } == ["story_generation", "audio_generation",
                                                                   "avatar_generation", "illustration_generation"])
        #expect(operation("story_generation")["totalRequests"] as? Int == 1)
        #expect(operation("story_generation")["successfulRequests"] as? Int == 1)
        #expect(operation("audio_generation")["totalRequests"] as? Int == 2)
        #expect(operation("audio_generation")["characters"] as? Int == story.content.count + line.count, "characters narrated")
        #expect(operation("illustration_generation")["images"] as? Int == drawn.completed)
        #expect(operation("avatar_generation")["images"] as? Int == 1)
        #expect((operation("audio_generation")["averageDuration"] as? Double ?? 0) > 0)
        #expect(operation("audio_generation")["fellBackOffline"] as? Int == 0)

        let summary = try #require(data["summary"] as? [String: Any])
        #expect(summary["totalRequests"] as? Int == 5)
        #expect(summary["successRate"] as? Double == 100)
        #expect(summary["totalTokens"] as? Int == 0, "offline providers meter no tokens")
        let limits = try #require(data["rateLimits"] as? [String: [String: Any]])
        #expect(limits["story_generation"]?["limit"] as? Int == 5)
        #expect(limits["story_generation"]?["remaining"] as? Int == 4)
        #expect(limits["audio_generation"]?["remaining"] as? Int == 8)
        let stats = try #require(data["userStats"] as? [String: Any])
        #expect(stats["totalStoriesGenerated"] as? Int == 1)
        #expect(stats["totalAudioGenerated"] as? Int == 1)
        #expect(stats["totalIllustrationsGenerated"] as? Int == drawn.completed)
        #expect(stats["lastStoryGeneratedAt"] is String)

        // A period without work counts nothing; a bad date is refused by name; nobody else's work shows.
        let empty = try await server.send("GET", "/api/v1/user/usage?startDate=2020-01-01&endDate=2020-02-01", token: token)
        #expect((empty.json["data"] as? [String: Any])?["summary"].flatMap { ($0 as? [String: Any])?["totalRequests"] as? Int } == 0)
        let bad = try await server.send("GET", "/api/v1/user/usage?startDate=yesterday", token: token)
        #expect(bad.status == 400)
        #expect(bad.text.contains("Invalid startDate: must be ISO8601 format"))
        let other = try await server.signUp()
        let theirs = try await server.send("GET", "/api/v1/user/usage", token: other)
        #expect(((theirs.json["data"] as? [String: Any])?["summary"] as? [String: Any])?["totalRequests"] as? Int == 0)
        #expect(try await server.send("GET", "/api/v1/user/usage").status == 401)

        // With the limits off there is nothing to report under rateLimits.
        let unlimited = try await TestServer.start()
        defer { Task { try? await unlimited.finish() } }
        let free = try await unlimited.signUp()
        let open = try #require(try await unlimited.send("GET", "/api/v1/user/usage", token: free).json["data"] as? [String: Any])
        #expect((open["rateLimits"] as? [String: Any])?.isEmpty == true)
    }

    /// A narrator that is down, as a real provider is during an outage.
    struct DownNarrator: SpeechSynthesizer {
        func synthesize(_ request: SpeechRequest) async throws -> SynthesizedSpeech {
            throw ProviderFailure(kind: .unavailable, userMessage: "The AI provider is having trouble right now; try again later.",
                                  isRetryable: true, statusCode: 503)
        }
    }

    @Test func workTheOfflineProviderFinishedIsMarkedAndAFailedOneSaysWhy() async throws {
        var providers = Providers()
        providers.speech = DownNarrator()
        providers.speechProviderName = "openai"
        let server = try await TestServer.start(providers: OfflineFallback.wrapping(providers))
        defer { Task { try? await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        let narrated = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: [:] as [String: Any])
        #expect(narrated.status == 200, "the offline narrator finished it: \(narrated.text)")
        let data = try #require(try await server.send("GET", "/api/v1/user/usage", token: token).json["data"] as? [String: Any])
        let audio = (data["byOperation"] as? [[String: Any]])?.first { $0["operation"] as? String == "audio_generation" }
        #expect(audio?["fellBackOffline"] as? Int == 1)
        #expect(audio?["successfulRequests"] as? Int == 1)

        // Without the fallback the step fails with the provider's words, not a raw body.
        let down = try await TestServer.start(providers: providers)
        defer { Task { try? await down.finish() } }
        let other = try await down.signUp()
        let second = try await down.createStory(token: other, heroID: try await down.createHero(token: other).id)
        let failed = try await down.send("POST", "/api/v1/stories/\(second.id)/audio", token: other, json: [:] as [String: Any])
        #expect(failed.status == 502)
        #expect(failed.text.contains("The AI provider is having trouble right now; try again later."))
        let usage = try #require(try await down.send("GET", "/api/v1/user/usage", token: other).json["data"] as? [String: Any])
        // A stateless narration that fails is counted as failed too.
        let refused = try await down.send("POST", "/api/v1/audio/generate", token: other,
                                          json: ["text": "Sleep well.", "voice": "coral", "language": "en"])
        #expect(refused.status == 502)
        let after = try #require(try await down.send("GET", "/api/v1/user/usage", token: other).json["data"] as? [String: Any])
        let failedAudio = (after["byOperation"] as? [[String: Any]])?.first { $0["operation"] as? String == "audio_generation" }
        #expect(failedAudio?["failedRequests"] as? Int == 2)
        #expect(usage["summary"] != nil)
    }
}
