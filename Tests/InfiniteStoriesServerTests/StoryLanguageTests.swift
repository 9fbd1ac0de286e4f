import Foundation
@testable import InfiniteStoriesServer
import StoryWriting
import InfiniteStoriesModels
import Testing

/// `GET /api/v1/story-languages` and the 422 for a language the story writer does not write.
/// One test at a time, as `WriterMemoryTests`: PostgreSQL's connection limit.
@Suite("Story languages", .serialized)
struct StoryLanguageTests {
    /// A writer of English and French only, whatever the offline content covers by now.
    static let englishAndFrench: Set<StoryLanguage> = [.english, .french]
    static let refusal = "This server's story writer does not write Italian; it writes English, French."

    @Test func theOfflineWriterAnswersItsOwnLanguagesPublicly() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let reply = try await server.send("GET", "/api/v1/story-languages")
        #expect(reply.status == 200, "no session needed: \(reply.text)")
        let list = try reply.data(StoryLanguageList.self)
        #expect(list.languages.map(\.code) == Catalog.languages.filter(OfflineStoryGenerator.nativeLanguages.contains).map(\.code))
        #expect(list.languages.first == StoryLanguageList.Entry(code: "en", name: "English"))
        #expect(list.languages.contains(StoryLanguageList.Entry(code: "fr", name: "French")))
        #expect(reply.text.hasPrefix(#"{"data":{"languages":[{"#), "\(reply.text)")
        #expect(try await server.send("POST", "/api/v1/story-languages").status == 405)
    }

    @Test func eachProviderSetupAnswersWhatItsWriterWrites() {
        let everything = Set(StoryLanguage.allCases)
        #expect(Providers().storyLanguages == OfflineStoryGenerator.nativeLanguages)
        // A model writes any language; the offline fallback behind it does not narrow that.
        let model = RecordingStoryWriter()
        #expect(Providers(story: model).storyLanguages == everything)
        #expect(OfflineFallback.wrapping(Providers(story: model)).storyLanguages == everything)
        // The offline writer wrapped (another kind of work falls back) keeps its own list.
        #expect(OfflineFallback.wrapping(Providers()).storyLanguages == OfflineStoryGenerator.nativeLanguages)
        let narrow = RecordingStoryWriter(languages: Self.englishAndFrench)
        #expect(OfflineFallback.wrapping(Providers(story: narrow)).storyLanguages == Self.englishAndFrench)
    }

    @Test func aStoryInALanguageTheWriterDoesNotWriteIsRefusedBeforeAnyWork() async throws {
        let writer = RecordingStoryWriter(languages: Self.englishAndFrench)
        let server = try await TestServer.start(providers: Providers(story: writer))
        defer { Task { try await server.finish() } }
        let list = try await server.send("GET", "/api/v1/story-languages").data(StoryLanguageList.self)
        #expect(list.languages.map(\.code) == ["en", "fr"])
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        for language in ["Italian", "it", "IT"] {
            let reply = try await server.send("POST", "/api/v1/stories", token: token, json: ["heroId": hero.id, "language": language])
            #expect(reply.status == 422, "\(reply.text)")
            #expect(reply.json["error"] as? String == "ValidationError")
            #expect(reply.json["message"] as? String == Self.refusal)
            #expect(reply.json["details"] as? [String: String] == ["language": Self.refusal])
        }
        #expect(try await TestDatabase.count(in: server.directory, "SELECT COUNT(*) FROM story") == 0)
        #expect(try await TestDatabase.count(in: server.directory, "SELECT COUNT(*) FROM job") == 0)
        #expect(writer.prompts.isEmpty)
        // Malformed requests are still 400 first; written languages still work.
        let malformed = try await server.send("POST", "/api/v1/stories", token: token,
                                              json: ["heroId": hero.id, "language": "it", "targetDuration": 5])
        #expect(malformed.status == 400)
        let french = try await server.createStory(token: token, heroID: hero.id, extra: ["language": "fr"])
        #expect(french.language == "French")
    }

    @Test func aPreferredLanguageTheWriterDoesNotWriteIsRefused() async throws {
        let server = try await TestServer.start(providers: Providers(story: RecordingStoryWriter(languages: Self.englishAndFrench)))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let refused = try await server.send("PATCH", "/api/v1/user/profile", token: token, json: ["preferredLanguage": "it"])
        #expect(refused.status == 422, "\(refused.text)")
        #expect(refused.json["details"] as? [String: String] == ["preferredLanguage": Self.refusal])
        let profile = try await server.send("GET", "/api/v1/user/profile", token: token).data(UserProfile.self)
        #expect(profile.preferredLanguage == "English", "nothing changed")
        let accepted = try await server.send("PATCH", "/api/v1/user/profile", token: token, json: ["preferredLanguage": "fr"])
        #expect(try accepted.data(UserProfile.self).preferredLanguage == "French")
        // A bad field elsewhere is the 400 it always was.
        let both = try await server.send("PATCH", "/api/v1/user/profile", token: token,
                                         json: ["preferredLanguage": "it", "defaultVoice": "robot"])
        #expect(both.status == 400)
    }

    @Test func theStatelessStoryRoutesRefuseItToo() async throws {
        let server = try await TestServer.start(providers: Providers(story: RecordingStoryWriter(languages: Self.englishAndFrench)))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero: [String: Any] = ["name": "Mia", "primaryTrait": "Brave", "secondaryTrait": "Kind", "appearance": "",
                                   "specialAbility": "talks to owls"]
        let generate = try await server.send("POST", "/api/v1/stories/generate", token: token, json: [
            "hero": hero, "event": ["rawValue": "Bedtime Adventure", "promptSeed": "x"], "targetDuration": 120, "language": "it",
        ])
        #expect(generate.status == 422, "\(generate.text)")
        #expect(generate.json["details"] as? [String: String] == ["language": Self.refusal])
        let custom = try await server.send("POST", "/api/v1/stories/generate-custom", token: token, json: [
            "hero": hero, "targetDuration": 120, "language": "Italian",
            "customEvent": ["title": "The Lighthouse", "promptSeed": "x", "keywords": ["seal"], "tone": "calm",
                            "ageRange": "4-6", "category": "adventure"],
        ])
        #expect(custom.status == 422, "\(custom.text)")
        #expect(custom.json["message"] as? String == Self.refusal)
        let written = try await server.send("POST", "/api/v1/stories/generate", token: token, json: [
            "hero": hero, "event": ["rawValue": "Bedtime Adventure", "promptSeed": "x"], "targetDuration": 120, "language": "fr",
        ])
        #expect(written.status == 200, "\(written.text)")
        // Only the written story counted against the hour.
        #expect(try await TestDatabase.count(in: server.directory, "SELECT COUNT(*) FROM job") == 1)
    }
}
