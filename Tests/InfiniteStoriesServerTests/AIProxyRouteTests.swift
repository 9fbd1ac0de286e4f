import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// Upstream's stateless generation routes: raw answers made by the configured (offline)
/// providers, upstream's validation, our hourly limits and bearer protection.
@Suite("AI proxy routes")
struct AIProxyRouteTests {
    static var hero: [String: Any] { ["name": "Mia", "primaryTrait": "Brave", "secondaryTrait": "Kind",
                                      "appearance": "curly red hair", "specialAbility": "talks to owls"] }

    @Test func generateWritesARealOfflineStoryStarringTheHero() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("POST", "/api/v1/stories/generate", token: token, json: [
            "hero": Self.hero, "event": ["rawValue": "Bedtime Adventure", "promptSeed": "a magical adventure before bed"],
            "targetDuration": 300, "language": "en", "seed": 5,
        ])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["data"] == nil, "raw answer, no envelope")
        let content = try #require(reply.json["content"] as? String)
        let title = try #require(reply.json["title"] as? String)
        let estimated = try #require(reply.json["estimatedDuration"] as? Double)
        #expect(!title.isEmpty)
        #expect(content.contains("Mia"))
        let words = content.split(whereSeparator: \.isWhitespace).count
        #expect(words > 500, "a five-minute story, not a stub: \(words) words")
        // The project's 130 spoken words a minute (upstream: 200).
        #expect(abs(estimated - Double(words) / 130 * 60) < 15, "estimated \(estimated) for \(words) words")

        let french = try await server.send("POST", "/api/v1/stories/generate", token: token, json: [
            "hero": Self.hero, "event": ["rawValue": "Bedtime Adventure", "promptSeed": "x"], "targetDuration": 120,
            "language": "French", "seed": 5,
        ])
        #expect(french.status == 200)
        #expect((french.json["content"] as? String)?.contains("Mia") == true)
        #expect(french.json["content"] as? String != content)
    }

    @Test func generateCustomUsesTheEventsTitleAndTheme() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("POST", "/api/v1/stories/generate-custom", token: token, json: [
            "hero": Self.hero,
            "customEvent": ["title": "The Dragon Picnic", "promptSeed": "a picnic with a shy dragon", "keywords": ["dragon", "picnic"],
                            "tone": "gentle", "ageRange": "4-6", "category": "Adventure"],
            "targetDuration": 180, "language": "en",
        ])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["title"] as? String == "The Dragon Picnic")
        let content = try #require(reply.json["content"] as? String)
        #expect(content.contains("Mia"))
        #expect(content.lowercased().contains("dragon") || content.lowercased().contains("picnic"))
        #expect((reply.json["estimatedDuration"] as? Double ?? 0) > 0)
    }

    @Test func storyValidationFollowsUpstream() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let missing = try await server.send("POST", "/api/v1/stories/generate", token: token, json: [:] as [String: Any])
        #expect(missing.status == 400)
        #expect(missing.json["error"] as? String == "ValidationError")
        let details = try #require(missing.json["details"] as? [String: String])
        #expect(details["hero"] == "is required" && details["event"] == "is required")
        #expect(details["targetDuration"] == "is required" && details["language"] == "is required")

        var badHero = Self.hero
        badHero["name"] = String(repeating: "n", count: 201)
        badHero["appearance"] = nil
        let bad = try await server.send("POST", "/api/v1/stories/generate", token: token, json: [
            "hero": badHero, "event": ["rawValue": "", "promptSeed": "x"], "targetDuration": 3601, "language": "Klingon",
        ])
        #expect(bad.status == 400)
        let badDetails = try #require(bad.json["details"] as? [String: String])
        #expect(badDetails["hero.name"] == "must be 1 to 200 characters")
        #expect(badDetails["hero.appearance"] == "is required")
        #expect(badDetails["event.rawValue"] == "must be 1 to 500 characters")
        #expect(badDetails["targetDuration"] == "must be at most 3600")
        #expect(badDetails["language"] == "must be one of en, fr, es, de, it")

        let custom = try await server.send("POST", "/api/v1/stories/generate-custom", token: token, json: [
            "hero": Self.hero, "customEvent": ["title": "T", "promptSeed": "p", "keywords": [String(repeating: "k", count: 101)]],
            "targetDuration": 0, "language": "en",
        ])
        let customDetails = try #require(custom.json["details"] as? [String: String])
        #expect(customDetails["customEvent.keywords"] == "each item must be 1 to 100 characters")
        #expect(customDetails["customEvent.tone"] == "is required")
        #expect(customDetails["targetDuration"] == "must be a number greater than 0")
    }

    @Test func extractScenesAnswersUpstreamsShape() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let paragraphs = (1...12).map { "Paragraph \($0): Mia walked on through the quiet forest, humming softly to the owls above her." }
        let reply = try await server.send("POST", "/api/v1/stories/extract-scenes", token: token, json: [
            "storyContent": paragraphs.joined(separator: "\n\n"), "storyDuration": 120, "hero": Self.hero,
            "eventContext": "Bedtime Adventure",
        ])
        #expect(reply.status == 200, "\(reply.text)")
        let scenes = try #require(reply.json["scenes"] as? [[String: Any]])
        #expect(reply.json["sceneCount"] as? Int == scenes.count)
        #expect((reply.json["reasoning"] as? String)?.isEmpty == false)
        #expect(scenes.count >= 3)
        #expect(scenes.map { $0["sceneNumber"] as? Int } == Array(1...scenes.count).map(Optional.some))
        #expect(scenes.compactMap { $0["textSegment"] as? String }.joined(separator: "\n\n") == paragraphs.joined(separator: "\n\n"))
        let emotions = ["joyful", "peaceful", "exciting", "mysterious", "heartwarming", "adventurous", "contemplative"]
        #expect(scenes.allSatisfy { emotions.contains($0["emotion"] as? String ?? "") })
        #expect(scenes.first?["importance"] as? String == "key" && scenes.last?["importance"] as? String == "key")
        #expect(scenes.allSatisfy { ($0["illustrationPrompt"] as? String)?.contains("Mia") == true })
        let times = scenes.compactMap { $0["timestamp"] as? Double }
        #expect(times.count == scenes.count && times.first == 0 && times == times.sorted() && times.last! < 120)

        let bad = try await server.send("POST", "/api/v1/stories/extract-scenes", token: token, json: [
            "storyContent": "", "storyDuration": -1, "hero": Self.hero,
        ])
        let details = try #require(bad.json["details"] as? [String: String])
        #expect(bad.status == 400)
        #expect(details["storyContent"] == "must be 1 to 50000 characters")
        #expect(details["storyDuration"] == "must be a number greater than 0")
        #expect(details["eventContext"] == "is required")
    }

    @Test func audioGenerateAnswersARealMP3() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("POST", "/api/v1/audio/generate", token: token, json: [
            "text": "Once upon a time, Mia found a sleepy owl.", "voice": "nova", "language": "en",
        ])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["format"] as? String == "mp3")
        let audio = try #require(Data(base64Encoded: reply.json["audioData"] as? String ?? ""))
        #expect(reply.json["size"] as? Int == audio.count)
        #expect(audio.count > 1000)
        let frame = Self.firstFrameOffset(audio)
        #expect(audio[frame] == 0xFF && audio[frame + 1] & 0xE0 == 0xE0, "MPEG frame sync")

        let bad = try await server.send("POST", "/api/v1/audio/generate", token: token, json: [
            "text": "", "voice": "robot", "language": "xx",
        ])
        #expect(bad.status == 400)
        let details = try #require(bad.json["details"] as? [String: String])
        #expect(details["text"] == "must be 1 to 50000 characters")
        #expect(details["voice"] == "must be one of alloy, echo, fable, onyx, nova, shimmer, coral")
        #expect(details["language"] == "must be one of en, fr, es, de, it")
    }

    /// Where the first MPEG frame starts: after an ID3v2 tag when there is one.
    static func firstFrameOffset(_ data: Data) -> Int {
        let bytes = [UInt8](data.prefix(10))
        guard bytes.count == 10, bytes[0] == 0x49, bytes[1] == 0x44, bytes[2] == 0x33 else { return 0 }
        let size = bytes[6...9].reduce(0) { ($0 << 7) | Int($1 & 0x7F) }
        return 10 + size
    }

    @Test func imagesArePNGs() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (path, body) in [
            ("avatar", ["prompt": "a smiling girl with a crown", "hero": Self.hero, "quality": "standard", "size": "1024x1024"]),
            ("illustration", ["prompt": "Mia flies over a moonlit forest with an owl", "hero": Self.hero]),
            ("pictogram", ["prompt": "a birthday cake", "size": "512x512"]),
        ] as [(String, [String: Any])] {
            let reply = try await server.send("POST", "/api/v1/images/generate-\(path)", token: token, json: body)
            #expect(reply.status == 200, "\(path): \(reply.text)")
            let image = try #require(Data(base64Encoded: reply.json["imageData"] as? String ?? ""), "\(path)")
            #expect(Array(image.prefix(8)) == png, "\(path)")
            #expect(reply.json["revisedPrompt"] as? String == body["prompt"] as? String)
            #expect((reply.json["generationId"] as? String)?.isEmpty == false)
        }
        let bad = try await server.send("POST", "/api/v1/images/generate-avatar", token: token, json: [
            "prompt": String(repeating: "p", count: 501), "quality": "ultra", "size": "huge",
        ])
        #expect(bad.status == 400)
        let details = try #require(bad.json["details"] as? [String: String])
        #expect(details["prompt"] == "must be 1 to 500 characters")
        #expect(details["hero"] == "is required")
        #expect(details["quality"] != nil && details["size"] != nil)
    }

    @Test func everyRouteNeedsABearerToken() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        for path in ["stories/generate", "stories/generate-custom", "stories/extract-scenes", "audio/generate",
                     "images/generate-avatar", "images/generate-illustration", "images/generate-pictogram",
                     "ai-assistant/generate-title", "ai-assistant/enhance-prompt", "ai-assistant/generate-keywords",
                     "ai-assistant/suggest-similar-events", "ai-assistant/sanitize-prompt"] {
            let reply = try await server.send("POST", "/api/v1/\(path)", json: ["description": "a dragon"])
            #expect(reply.status == 401, "\(path)")
            #expect(reply.json["error"] as? String == "Unauthorized", "\(path)")
            let get = try await server.send("GET", "/api/v1/\(path)", token: "x")
            #expect(get.status == 401 || get.status == 405 || get.status == 404, "\(path)")
        }
    }

    @Test func generatingRoutesShareTheHourlyLimits() async throws {
        let server = try await TestServer.start(generationRateLimit: GenerationRateLimit(story: 1, audio: 10, avatar: 1,
                                                                                         illustrations: 20))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let body: [String: Any] = ["hero": Self.hero, "event": ["rawValue": "Family Time", "promptSeed": "x"],
                                   "targetDuration": 60, "language": "en"]
        #expect(try await server.send("POST", "/api/v1/stories/generate", token: token, json: body).status == 200)
        let limited = try await server.send("POST", "/api/v1/stories/generate", token: token, json: body)
        #expect(limited.status == 429)
        #expect(limited.json["error"] as? String == "RateLimitExceeded")
        #expect(limited.header("Retry-After") != nil)
        // The stored-story route shares the window.
        let hero = try await server.createHero(token: token)
        let stored = try await server.send("POST", "/api/v1/stories", token: token, json: ["heroId": hero.id, "language": "en"])
        #expect(stored.status == 429)
        // Other kinds and the assistant are not affected.
        let avatar: [String: Any] = ["prompt": "a crown", "hero": Self.hero]
        #expect(try await server.send("POST", "/api/v1/images/generate-avatar", token: token, json: avatar).status == 200)
        #expect(try await server.send("POST", "/api/v1/images/generate-avatar", token: token, json: avatar).status == 429)
        for _ in 0..<3 {
            let title = try await server.send("POST", "/api/v1/ai-assistant/generate-title", token: token, json: ["description": "a dragon"])
            #expect(title.status == 200)
        }
    }
}
