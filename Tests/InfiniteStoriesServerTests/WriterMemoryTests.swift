import Foundation
@testable import InfiniteStoriesServer
import StoryWriting
import InfiniteStoriesModels
import Testing

/// The server keeps what each story was made of and gives the hero's next story the rest
/// (on whichever store the run uses). One test at a time: each runs its own server, and the
/// PostgreSQL pass of the whole suite already comes near the test database's connection limit.
@Suite("Writer memory", .serialized)
struct WriterMemoryTests {
    @Test func aHerosNextStoriesAreMadeOfSomethingElse() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        var earlier: [(story: Story, memory: [String])] = []
        // Bedtime adventures have three plots in English: three stories, three different ones.
        for _ in 0..<3 {
            let story = try await Self.unseededStory(server, token: token, heroID: hero.id)
            // The job was handed exactly what the earlier stories were made of, fixed at creation.
            #expect(try await Self.payload(of: story.id, in: server).avoiding
                    == earlier.flatMap(\.memory).reduce(into: [:]) { $0[$1, default: 0] += 1 })
            for previous in earlier {
                #expect(story.title != previous.story.title)
                #expect(Self.opening(story.content) != Self.opening(previous.story.content))
            }
            let memory = try await Self.memory(of: story.id, in: server)
            #expect(!memory.isEmpty, "the offline writer reports what it used")
            earlier.append((story, memory))
        }
        // Newest first, at most `StoryMemory.recentStories`, per language.
        let store = try await server.openStore()
        let remembered = try await store.writerMemories(heroID: hero.id, userID: try await Self.userID(token, server),
                                                        language: "English", limit: 2)
        await store.close()
        #expect(remembered == earlier.suffix(2).reversed().map { $0.memory.joined(separator: " ") })
        let french = try await Self.unseededStory(server, token: token, heroID: hero.id, language: "fr")
        #expect(try await Self.payload(of: french.id, in: server).avoiding.isEmpty, "English stories do not count for French")
    }

    @Test func theJobHandsTheWriterTheAvoidSetAndTheEventsKeywords() async throws {
        let writer = RecordingStoryWriter()
        let server = try await TestServer.start(providers: Providers(story: writer))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let first = try await server.createStory(token: token, heroID: hero.id)
        let event = try await server.send("POST", "/api/v1/custom-events", token: token, json: [
            "title": "The Lighthouse", "promptSeed": "a night at the lighthouse", "keywords": ["lighthouse", "seal"],
        ])
        #expect(event.status == 201, "\(event.text)")
        let eventID = try #require((event.json["data"] as? [String: Any])?["id"] as? String)
        let reply = try await server.send("POST", "/api/v1/stories", token: token,
                                          json: ["heroId": hero.id, "language": "English", "customEventId": eventID])
        #expect(reply.status == 201, "\(reply.text)")
        let prompts = writer.prompts
        #expect(prompts.count == 2)
        #expect(prompts.first?.avoiding.isEmpty == true && prompts.first?.keywords.isEmpty == true)
        #expect(prompts.last?.keywords == ["lighthouse", "seal"])
        #expect(prompts.last?.avoiding == (try await Self.memory(of: first.id, in: server)).reduce(into: [:]) { $0[$1, default: 0] += 1 })
    }

    @Test func aStoryWithItsOwnSeedIsTheSameEveryTime() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        _ = try await Self.unseededStory(server, token: token, heroID: hero.id)
        let seeded = try await server.createStory(token: token, heroID: hero.id, extra: ["seed": 42])
        // Its own memory is kept, and the next seeded request still avoids nothing.
        let again = try await server.createStory(token: token, heroID: hero.id, extra: ["seed": 42])
        #expect(again.title == seeded.title && again.content == seeded.content)
        #expect(try await Self.payload(of: again.id, in: server).avoiding.isEmpty)
        #expect(try await Self.memory(of: again.id, in: server) == (try await Self.memory(of: seeded.id, in: server)))
    }

    @Test func anotherUsersHeroIsNeverRemembered() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let owner = try await server.signUp()
        let stranger = try await server.signUp()
        let hero = try await server.createHero(token: owner)
        _ = try await Self.unseededStory(server, token: owner, heroID: hero.id)
        // The stranger cannot write about the hero, so nothing of it can be used...
        let refused = try await server.send("POST", "/api/v1/stories", token: stranger,
                                            json: ["heroId": hero.id, "language": "English"])
        #expect(refused.status == 404)
        #expect(try await TestDatabase.count(in: server.directory, "SELECT COUNT(*) FROM job WHERE kind = 'story'") == 1)
        // ...and the store itself answers only the owner.
        let store = try await server.openStore()
        let ownerID = try await Self.userID(owner, server)
        let strangerID = try await Self.userID(stranger, server)
        #expect(try await store.writerMemories(heroID: hero.id, userID: ownerID, language: "English", limit: 10).count == 1)
        #expect(try await store.writerMemories(heroID: hero.id, userID: strangerID, language: "English", limit: 10).isEmpty)
        await store.close()
    }

    @Test func deletingAStoryForgetsWhatItWasMadeOf() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let first = try await Self.unseededStory(server, token: token, heroID: hero.id)
        #expect(try await server.send("DELETE", "/api/v1/stories/\(first.id)", token: token).status == 200)
        let next = try await Self.unseededStory(server, token: token, heroID: hero.id)
        #expect(try await Self.payload(of: next.id, in: server).avoiding.isEmpty)
    }

    @Test func storiesBeingWrittenOrFailedAreNotRemembered() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await Self.unseededStory(server, token: token, heroID: hero.id)
        let store = try await server.openStore()
        let userID = try await Self.userID(token, server)
        #expect(try await store.writerMemories(heroID: hero.id, userID: userID, language: "English", limit: 10).count == 1)
        try await store.setStoryGenerationStatus(id: story.id, status: "failed", error: "lost", now: Date.storageNow)
        #expect(try await store.writerMemories(heroID: hero.id, userID: userID, language: "English", limit: 10).isEmpty)
        await store.close()
    }

    // MARK: Helpers

    /// A story written synchronously without a seed of its own.
    static func unseededStory(_ server: TestServer, token: String, heroID: String,
                              language: String = "English") async throws -> Story {
        let reply = try await server.send("POST", "/api/v1/stories", token: token, json: [
            "heroId": heroID, "language": language, "eventType": "Bedtime Adventure", "targetDuration": 300,
        ])
        #expect(reply.status == 201, "\(reply.text)")
        return try reply.data(Story.self)
    }

    /// The story job's payload as stored.
    static func payload(of storyID: String, in server: TestServer) async throws -> JobPayloads.Story {
        let rows = try await TestDatabase.strings(in: server.directory,
                                                  #"SELECT payload FROM job WHERE "targetId" = ? AND kind = 'story'"#, [storyID])
        return try JobPayloads.decode(JobPayloads.Story.self, from: try #require(rows.first))
    }

    /// The story's writer memory keys as stored (none when it has no memory).
    static func memory(of storyID: String, in server: TestServer) async throws -> [String] {
        let rows = try await TestDatabase.strings(in: server.directory,
                                                  #"SELECT COALESCE("writerMemory", '') FROM story WHERE id = ?"#, [storyID])
        return StoryMemory(serialized: try #require(rows.first)).keys
    }

    static func userID(_ token: String, _ server: TestServer) async throws -> String {
        try await server.send("GET", "/api/auth/get-session", token: token).decode(SessionResponse.self).user.id
    }

    /// The story's first sentence.
    static func opening(_ content: String) -> String {
        String(content.prefix { !".!?".contains($0) })
    }
}
