import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import OpenAICompatibleProviders
import Testing

/// `GET /api/v1/voices`: the voices as the server's narrator makes them sound (issue 26).
@Suite("Narration voices")
struct VoiceRouteTests {
    @Test func theOfflineNarratorDescribesEachVoicePublicly() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let reply = try await server.send("GET", "/api/v1/voices")
        #expect(reply.status == 200, "no session needed: \(reply.text)")
        let list = try reply.data(VoiceList.self)
        #expect(list.provider == "offline")
        #expect(list.voices.map(\.id) == Catalog.voices)
        let descriptions = list.voices.map(\.description)
        #expect(descriptions.allSatisfy { !$0.isEmpty })
        #expect(Set(descriptions).count == descriptions.count, "each voice sounds different: \(descriptions)")
        #expect(list.voices.first { $0.id == "onyx" }?.description.contains("deep") == true)
    }

    @Test func withOpenAIsVoicesTheirOwnWordsAreAnswered() async throws {
        let openAI = OpenAIProviders(configuration: OpenAIConfiguration(baseURL: URL(string: "http://127.0.0.1:1/v1")!,
                                                                         apiKey: "unused"))
        var providers = Providers()
        providers.speech = openAI.speech
        providers.speechProviderName = "openai"
        providers = OfflineFallback.wrapping(providers)
        let voices = providers.speech.voiceList
        await openAI.shutdown()
        #expect(voices.map(\.id) == Catalog.voices)
        #expect(voices.allSatisfy { $0.description.hasPrefix("OpenAI ") }, "\(voices)")
        #expect(Providers().speech.voiceList.allSatisfy { !$0.description.hasPrefix("OpenAI") })
    }
}
