import Foundation
@testable import InfiniteStoriesServer
import StoryWriting
import InfiniteStoriesModels
import OpenAICompatibleProviders
import Testing

/// The `ai-assistant/*` routes answer through `Providers.assistant`: a provider's answer reaches
/// the client as it is, and a provider outage is 502 `AIError` with its words for people (or the
/// offline answer with `--fallback offline`).
@Suite("AI assistant providers")
struct AIAssistantProviderTests {
    /// An assistant whose answers could not come from the offline rules.
    struct ScriptedAssistant: StoryAssisting {
        func title(description: String, language: StoryLanguage) async throws -> String { "Model title for \(language.code)" }
        func enhancedPrompt(title: String, description: String, category: String?, ageRange: String?,
                            tone: String?) async throws -> String { "Model prompt: \(title) / \(tone ?? "-")" }
        func keywords(event: String, description: String) async throws -> [String] { ["model", "keywords"] }
        func similarEvents(description: String) async throws -> [String] { ["Model Event"] }
        func sanitized(prompt: String) async throws -> (text: String, tokensUsed: Int) { ("model clean", 9) }
    }

    static let outage = ProviderFailure(kind: .unavailable, userMessage: "The AI provider is having trouble right now; try again later.",
                                        isRetryable: true, statusCode: 503)

    /// An assistant whose provider is down, as a real one is during an outage.
    struct DownAssistant: StoryAssisting {
        func title(description: String, language: StoryLanguage) async throws -> String { throw outage }
        func enhancedPrompt(title: String, description: String, category: String?, ageRange: String?,
                            tone: String?) async throws -> String { throw outage }
        func keywords(event: String, description: String) async throws -> [String] { throw outage }
        func similarEvents(description: String) async throws -> [String] { throw outage }
        func sanitized(prompt: String) async throws -> (text: String, tokensUsed: Int) { throw outage }
    }

    static let description = "A birthday party with cake for my little brother"
    static var calls: [(path: String, body: [String: Any])] { [
        ("generate-title", ["description": description, "language": "fr"]),
        ("enhance-prompt", ["title": "Cake Day", "description": description, "tone": "silly"]),
        ("generate-keywords", ["event": "Party", "description": description]),
        ("suggest-similar-events", ["description": description]),
        ("sanitize-prompt", ["prompt": description]),
    ] }

    /// Each route's answer from a server running with `providers`.
    static func answers(_ providers: Providers) async throws -> [(status: Int, json: [String: Any])] {
        let server = try await TestServer.start(providers: providers)
        defer { Task { try? await server.finish() } }
        let token = try await server.signUp()
        var answers: [(status: Int, json: [String: Any])] = []
        for call in calls {
            let reply = try await server.send("POST", "/api/v1/ai-assistant/\(call.path)", token: token, json: call.body)
            answers.append((reply.status, reply.json))
        }
        return answers
    }

    @Test func theRoutesAnswerWithTheConfiguredAssistant() async throws {
        var providers = Providers()
        providers.assistant = ScriptedAssistant()
        let answers = try await Self.answers(providers)
        #expect(answers.map(\.status) == [200, 200, 200, 200, 200])
        #expect(answers[0].json["title"] as? String == "Model title for fr")
        #expect(answers[1].json["enhancedPrompt"] as? String == "Model prompt: Cake Day / silly")
        #expect(answers[2].json["keywords"] as? [String] == ["model", "keywords"])
        #expect(answers[3].json["suggestions"] as? [String] == ["Model Event"])
        #expect(answers[4].json["sanitizedPrompt"] as? String == "model clean")
        #expect(answers[4].json["tokensUsed"] as? Int == 9)
        #expect(answers[4].json["original"] as? String == Self.description)
    }

    @Test func theDefaultAssistantIsTheOfflineOne() async throws {
        #expect(Providers().assistant is StoryAssistant)
        let answers = try await Self.answers(Providers())
        #expect(answers.map(\.status) == [200, 200, 200, 200, 200])
        #expect(answers[0].json["title"] as? String == StoryAssistant.title(for: Self.description, language: .french))
        #expect(answers[2].json["keywords"] as? [String] == StoryAssistant.keywords(event: "Party", description: Self.description))
        #expect(answers[3].json["suggestions"] as? [String] == StoryAssistant.similarEvents(to: Self.description))
        #expect(answers[4].json["tokensUsed"] as? Int == 0)
    }

    @Test func anOutageIsA502AIErrorWithTheProvidersWords() async throws {
        var providers = Providers()
        providers.assistant = DownAssistant()
        let answers = try await Self.answers(providers)
        #expect(answers.map(\.status) == [502, 502, 502, 502, 502])
        for answer in answers {
            #expect(answer.json["error"] as? String == "AIError")
            #expect(answer.json["message"] as? String == Self.outage.userMessage)
        }
    }

    @Test func withTheOfflineFallbackAnOutageGetsTheOfflineAnswers() async throws {
        var providers = Providers()
        providers.assistant = DownAssistant()
        let answers = try await Self.answers(OfflineFallback.wrapping(providers))
        #expect(answers.map(\.status) == [200, 200, 200, 200, 200])
        #expect(answers[0].json["title"] as? String == StoryAssistant.title(for: Self.description, language: .french))
        #expect(answers[3].json["suggestions"] as? [String] == StoryAssistant.similarEvents(to: Self.description))
        #expect(answers[4].json["sanitizedPrompt"] as? String == StoryAssistant.sanitize(Self.description))
    }
}
