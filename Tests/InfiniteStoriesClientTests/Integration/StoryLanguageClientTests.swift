import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

/// `storyLanguages()` against the real server on loopback: the server's own list, read with or
/// without a session, and the 422 for a language outside it.
@Suite("Story languages against the real server")
struct StoryLanguageClientTests {
    @Test func theClientReadsTheLanguagesTheServerWrites() async throws {
        let configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(), authRateLimit: nil,
                                                logLevel: .error, generationRateLimit: nil)
        let server = try await StoryServer.start(configuration)
        do {
            var clientConfiguration = APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(20),
                                                             totalDeadline: .seconds(40))
            clientConfiguration.retryPolicy = RetryPolicy(initialDelay: .milliseconds(50), jitter: RetryPolicy.noJitter)
            let client = APIClient(configuration: clientConfiguration,
                                   sessionStore: SessionStore(directory: TestSupport.temporaryDirectory()))
            let stories = RemoteStoryRepository(client: client)

            // Nobody is signed in yet: the list describes the server, not an account.
            let languages = try await stories.storyLanguages()
            let (body, _) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("api/v1/story-languages"))
            let wire = try JSONDecoder().decode(Envelope<StoryLanguageList>.self, from: body).data
            #expect(languages.map(\.code) == wire.languages.map(\.code), "the server's list, in its order")
            #expect(Array(languages.prefix(2)) == [.english, .french], "the offline writer's own two come first")

            let email = "parent-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: email, password: "correct horse")
            #expect(try await stories.storyLanguages() == languages)
            let hero = try await RemoteHeroRepository(client: client).create(HeroInput(name: "Luna", age: 7, traits: ["Brave"]))
            // Every language outside the list is refused with the server's words on `language`...
            for language in Catalog.languages where !languages.contains(language) {
                do {
                    _ = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: language.rawValue,
                                                                      targetDuration: 60))
                    Issue.record("\(language) was not refused")
                } catch let error as ClientError {
                    let written = languages.map(\.rawValue).joined(separator: ", ")
                    #expect(error == .invalidInput(fields: [
                        "language": "This server's story writer does not write \(language.rawValue); it writes \(written).",
                    ]))
                }
            }
            // ...and every one in it is written.
            for language in languages {
                let story = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: language.code,
                                                                          targetDuration: 60))
                #expect(story.language == language.rawValue)
            }
            try await server.stop()
        } catch {
            try? await server.stop()
            throw error
        }
    }
}
