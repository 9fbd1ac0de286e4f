import Foundation
import GRDB
@testable import InfiniteStoriesServer
import StoryWriting
import InfiniteStoriesModels
import OpenAICompatibleProviders
import Testing

/// `/api/v1/custom-events`: upstream's shapes and messages (UPSTREAM.md §3.7), paging like the
/// other lists, another user's event as 404, enhancement through the assistant, and what a
/// deletion takes with it.
@Suite("Custom events")
struct CustomEventRouteTests {
    /// The iOS app's create body.
    static var iosBody: [String: Any] { [
        "title": "Trip to the aquarium", "description": "Our first visit",
        "promptSeed": "a visit to the seaside aquarium with sharks and jellyfish", "category": "adventure",
        "ageRange": "4-6 years", "tone": "exciting",
    ] }

    static func create(_ server: TestServer, token: String, _ body: [String: Any] = iosBody) async throws -> CustomStoryEvent {
        let reply = try await server.send("POST", "/api/v1/custom-events", token: token, json: body)
        #expect(reply.status == 201, "\(reply.text)")
        return try reply.data(CustomStoryEvent.self)
    }

    @Test func createGetAndListAnswerUpstreamsShape() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("POST", "/api/v1/custom-events", token: token, json: Self.iosBody)
        #expect(reply.status == 201)
        #expect(reply.json["message"] as? String == "Custom event created successfully")
        let event = try reply.data(CustomStoryEvent.self)
        #expect(event.title == "Trip to the aquarium")
        #expect(event.promptSeed == Self.iosBody["promptSeed"] as? String)
        #expect(event.category == "adventure" && event.tone == "exciting" && event.ageRange == "4-6 years")
        #expect(event.keywords == [] && !event.aiEnhanced && event.usageCount == 0 && !event.isFavorite)
        // Absent values are null on the wire, as Prisma writes them.
        let bare = try await server.send("POST", "/api/v1/custom-events", token: token,
                                         json: ["title": "Rainy", "promptSeed": "puddles"])
        #expect(bare.text.contains("\"ageRange\":null") && bare.text.contains("\"lastUsedAt\":null"), "\(bare.text)")
        #expect(bare.text.contains("\"aiEnhancementMetadata\":null"))
        let defaults = try bare.data(CustomStoryEvent.self)
        #expect(defaults.category == "general" && defaults.tone == "cheerful" && defaults.description == "")

        let fetched = try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: token)
        #expect(fetched.status == 200)
        #expect(try fetched.data(CustomStoryEvent.self) == event)
        let list = try await server.send("GET", "/api/v1/custom-events", token: token).data(CustomEventPage.self)
        #expect(Set(list.customEvents.map(\.id)) == [event.id, defaults.id])
        #expect(list.pagination == Pagination(total: 2, limit: 50, offset: 0, hasMore: false))
        #expect(try await server.send("GET", "/api/v1/custom-events").status == 401)
    }

    @Test func upstreamsValidationMessagesWithFieldDetails() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let cases: [([String: Any], String, String)] = [
            ([:], "Missing required fields: title, promptSeed", "title"),
            (["title": "Only a title"], "Missing required fields: title, promptSeed", "promptSeed"),
            (["title": "   ", "promptSeed": "x"], "Missing required fields: title, promptSeed", "title"),
            (["title": String(repeating: "t", count: 201), "promptSeed": "x"], "Title must be between 1 and 200 characters", "title"),
            (["title": "T", "promptSeed": String(repeating: "p", count: 2001)],
             "Prompt seed must be between 1 and 2000 characters", "promptSeed"),
            (["title": "T", "promptSeed": "p", "keywords": Array(repeating: "k", count: 21)], "Invalid request data", "keywords"),
            (["title": "T", "promptSeed": "p", "tone": String(repeating: "x", count: 51)], "Invalid request data", "tone"),
        ]
        for (body, message, field) in cases {
            let reply = try await server.send("POST", "/api/v1/custom-events", token: token, json: body)
            #expect(reply.status == 400, "\(body)")
            #expect(reply.json["error"] as? String == "ValidationError")
            #expect(reply.json["message"] as? String == message, "\(reply.text)")
            #expect((reply.json["details"] as? [String: Any])?[field] != nil, "\(reply.text)")
        }
        let event = try await Self.create(server, token: token)
        let patches: [([String: Any], String, String)] = [
            (["title": ""], "Title must be between 1 and 200 characters", "title"),
            (["promptSeed": NSNull()], "Invalid request data", "promptSeed"),
            (["isFavorite": "yes"], "Invalid request data", "isFavorite"),
            (["keywords": [String(repeating: "k", count: 51)]], "Invalid request data", "keywords"),
        ]
        for (body, message, field) in patches {
            let reply = try await server.send("PATCH", "/api/v1/custom-events/\(event.id)", token: token, json: body)
            #expect(reply.status == 400, "\(body)")
            #expect(reply.json["message"] as? String == message, "\(reply.text)")
            #expect((reply.json["details"] as? [String: Any])?[field] != nil, "\(reply.text)")
        }
    }

    @Test func updateChangesOnlyWhatIsSentAndIgnoresUnknownKeys() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let event = try await Self.create(server, token: token)
        // The iOS app's PATCH body, with its `usageCount`, which is not the client's to set.
        let reply = try await server.send("PATCH", "/api/v1/custom-events/\(event.id)", token: token, json: [
            "title": "Aquarium day", "description": event.description, "promptSeed": "sharks", "usageCount": 99,
            "isFavorite": true, "ageRange": NSNull(), "keywords": ["shark", "jellyfish"],
        ])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["message"] as? String == "Custom event updated successfully")
        let updated = try reply.data(CustomStoryEvent.self)
        #expect(updated.title == "Aquarium day" && updated.promptSeed == "sharks" && updated.isFavorite)
        #expect(updated.usageCount == 0 && updated.ageRange == nil && updated.keywords == ["shark", "jellyfish"])
        #expect(updated.category == "adventure" && updated.tone == "exciting", "untouched")
        #expect(updated.updatedAt >= event.updatedAt && updated.createdAt == event.createdAt)
        #expect(try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: token).data(CustomStoryEvent.self) == updated)
    }

    @Test func listFiltersOrdersAndPagesLikeTheOtherLists() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        var made: [CustomStoryEvent] = []
        for (index, category) in ["daily", "adventure", "adventure", "learning", "adventure"].enumerated() {
            made.append(try await Self.create(server, token: token, [
                "title": "Event \(index)", "promptSeed": "seed \(index)", "category": category,
            ]))
        }
        _ = try await server.send("PATCH", "/api/v1/custom-events/\(made[0].id)", token: token, json: ["isFavorite": true])
        _ = try await server.send("PATCH", "/api/v1/custom-events/\(made[2].id)", token: token, json: ["isFavorite": true])
        func page(_ query: String) async throws -> CustomEventPage {
            try await server.send("GET", "/api/v1/custom-events\(query)", token: token).data(CustomEventPage.self)
        }
        // Favourites first, then newest (usage counts are all 0).
        let all = try await page("")
        #expect(all.customEvents.map(\.title) == ["Event 2", "Event 0", "Event 4", "Event 3", "Event 1"])
        #expect(try await page("?favoritesOnly=true").customEvents.map(\.title) == ["Event 2", "Event 0"])
        let adventures = try await page("?category=adventure")
        #expect(adventures.customEvents.map(\.title) == ["Event 2", "Event 4", "Event 1"])
        #expect(adventures.pagination.total == 3)
        #expect(try await page("?category=adventure&favoritesOnly=true").customEvents.map(\.title) == ["Event 2"])
        let second = try await page("?limit=2&offset=2")
        #expect(second.customEvents.map(\.title) == ["Event 4", "Event 3"])
        #expect(second.pagination == Pagination(total: 5, limit: 2, offset: 2, hasMore: true))
        // Clamped as every list (upstream's unclamped NaN is a 400 there).
        #expect(try await page("?limit=abc&offset=-4").pagination == Pagination(total: 5, limit: 50, offset: 0, hasMore: false))
        #expect(try await page("?limit=0").customEvents.count == 1)
    }

    @Test func anotherUsersEventIsNotFound() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let owner = try await server.signUp()
        let event = try await Self.create(server, token: owner)
        let other = try await server.signUp()
        let attempts: [(String, String, [String: Any]?)] = [
            ("GET", "/api/v1/custom-events/\(event.id)", nil),
            ("PATCH", "/api/v1/custom-events/\(event.id)", ["title": "Mine now"]),
            ("DELETE", "/api/v1/custom-events/\(event.id)", nil),
            ("POST", "/api/v1/custom-events/\(event.id)/enhance", nil),
            ("GET", "/api/v1/custom-events/no-such-event", nil),
        ]
        for (method, path, body) in attempts {
            let reply = if let body {
                try await server.send(method, path, token: other, json: body)
            } else {
                try await server.send(method, path, token: other)
            }
            #expect(reply.status == 404, "\(method) \(path)")
            #expect(reply.json["message"] as? String == "Custom event not found")
        }
        #expect(try await server.send("GET", "/api/v1/custom-events", token: other).data(CustomEventPage.self).customEvents.isEmpty)
        // A story cannot be written from someone else's event, and nothing is spent on trying.
        let hero = try await server.createHero(token: other)
        let story = try await server.send("POST", "/api/v1/stories", token: other,
                                          json: ["heroId": hero.id, "language": "English", "customEventId": event.id])
        #expect(story.status == 404)
        #expect(story.json["message"] as? String == "Custom event not found")
        #expect(try await server.send("GET", "/api/v1/stories", token: other).data(StoryPage.self).stories.isEmpty)
        let untouched = try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: owner).data(CustomStoryEvent.self)
        #expect(untouched == event)
    }

    @Test func enhanceReplacesThePromptOnceAndKeepsTheOriginal() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let event = try await Self.create(server, token: token, [
            "title": "Aquarium", "promptSeed": "Sharks, jellyfish, octopus, turtles, seahorses, starfish, penguins, "
                + "dolphins and whales swim in the seaside aquarium we visited", "tone": "calming",
        ])
        let reply = try await server.send("POST", "/api/v1/custom-events/\(event.id)/enhance", token: token)
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["message"] as? String == "Custom event enhanced successfully")
        let enhanced = try reply.data(CustomStoryEvent.self)
        #expect(enhanced.aiEnhanced)
        #expect(enhanced.promptSeed == StoryAssistant.enhancedPrompt(title: "Aquarium", description: event.promptSeed,
                                                                      category: "general", tone: "calming"))
        #expect(enhanced.promptSeed != event.promptSeed)
        #expect(enhanced.keywords == Array(StoryAssistant.keywords(event: "Aquarium", description: event.promptSeed).prefix(8)))
        #expect(enhanced.keywords.count == 8, "the description has more content words than 8")
        let metadata = try #require(enhanced.aiEnhancementMetadata)
        #expect(metadata.originalPromptSeed == event.promptSeed && metadata.model == "offline")
        #expect(try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: token).data(CustomStoryEvent.self) == enhanced)

        let again = try await server.send("POST", "/api/v1/custom-events/\(event.id)/enhance", token: token)
        #expect(again.status == 400)
        #expect(again.json["error"] as? String == "BadRequest")
        #expect(again.json["message"] as? String == "This event has already been enhanced")
    }

    /// An assistant whose provider fails at one step.
    struct FailingAssistant: StoryAssisting {
        static let outage = ProviderFailure(kind: .unavailable, userMessage: "The AI provider is down.", isRetryable: true,
                                            statusCode: 503)
        var failsAtKeywords = false
        func title(description: String, language: StoryLanguage) async throws -> String { throw Self.outage }
        func enhancedPrompt(title: String, description: String, category: String?, ageRange: String?,
                            tone: String?) async throws -> String {
            if failsAtKeywords { return "A fuller prompt" }
            throw Self.outage
        }
        func keywords(event: String, description: String) async throws -> [String] { throw Self.outage }
        func similarEvents(description: String) async throws -> [String] { throw Self.outage }
        func sanitized(prompt: String) async throws -> (text: String, tokensUsed: Int) { throw Self.outage }
    }

    @Test(arguments: [(false, "Failed to enhance prompt"), (true, "Failed to generate keywords")])
    func aFailingProviderIsAnAIErrorAndChangesNothing(failsAtKeywords: Bool, message: String) async throws {
        var providers = Providers()
        providers.assistant = FailingAssistant(failsAtKeywords: failsAtKeywords)
        let server = try await TestServer.start(providers: providers)
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let event = try await Self.create(server, token: token)
        let reply = try await server.send("POST", "/api/v1/custom-events/\(event.id)/enhance", token: token)
        #expect(reply.status == 502)
        #expect(reply.json["error"] as? String == "AIError")
        #expect(reply.json["message"] as? String == message)
        #expect(try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: token).data(CustomStoryEvent.self) == event)
    }

    @Test func aStoryFromAnEventCountsItsUseAndKeepsItsTextWhenTheEventGoes() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let event = try await Self.create(server, token: token)
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["customEventId": event.id])
        #expect(story.customEventId == event.id)
        #expect(story.eventType == event.title, "written about the event")
        let used = try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: token).data(CustomStoryEvent.self)
        #expect(used.usageCount == 1)
        #expect(used.lastUsedAt != nil)
        let other = try await server.createStory(token: token, heroID: hero.id)
        #expect(other.customEventId == nil)

        let deleted = try await server.send("DELETE", "/api/v1/custom-events/\(event.id)", token: token)
        #expect(deleted.status == 200)
        #expect(deleted.json["message"] as? String == "Custom event deleted successfully")
        #expect(try deleted.data(DeletedObject.self).id == event.id)
        let kept = try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self)
        #expect(kept.customEventId == nil)
        #expect(kept.content == story.content && kept.title == story.title)
        #expect(try await server.send("GET", "/api/v1/custom-events/\(event.id)", token: token).status == 404)
        #expect(try await server.send("DELETE", "/api/v1/custom-events/\(event.id)", token: token).status == 404)
    }

    @Test func deletingTheAccountRemovesItsEvents() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let event = try await Self.create(server, token: token)
        let neighbour = try await server.signUp()
        let theirs = try await Self.create(server, token: neighbour)
        #expect(try await server.send("DELETE", "/api/v1/user/account", token: token).status == 200)
        let rows = try await TestDatabase.strings(in: server.directory, "SELECT id FROM custom_event ORDER BY id")
        #expect(rows == [theirs.id], "only the neighbour's event is left, not \(event.id)")
    }
}
