import Foundation
import Testing
import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

/// The custom-event, assistant, profile and usage repositories against the real server on
/// loopback: shapes, the server's field messages, the one-shot enhancement, preferences.
@Suite("Events and profile against the real server")
struct CustomEventAndProfileTests {
    private func withSignedInClient(_ body: (APIClient) async throws -> Void) async throws {
        let configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(), authRateLimit: nil,
                                                logLevel: .error, generationRateLimit: GenerationRateLimit(story: 10))
        let server = try await StoryServer.start(configuration)
        do {
            var clientConfiguration = APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(20),
                                                             totalDeadline: .seconds(40))
            clientConfiguration.retryPolicy = RetryPolicy(initialDelay: .milliseconds(50), jitter: RetryPolicy.noJitter)
            let client = APIClient(configuration: clientConfiguration,
                                   sessionStore: SessionStore(directory: TestSupport.temporaryDirectory()))
            let email = "parent-\(UUID().uuidString.prefix(8).lowercased())@example.com"
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: email, password: "correct horse")
            try await body(client)
            try await server.stop()
        } catch {
            try? await server.stop()
            throw error
        }
    }

    @Test func eventsAreCreatedListedEditedEnhancedOnceAndDeleted() async throws {
        try await withSignedInClient { client in
            let events = RemoteCustomEventRepository(client: client)
            let created = try await events.create(CustomEventInput(
                title: "First day at school", description: "A new school and a new friend",
                promptSeed: "Starting at a new school and finding a friend", category: "school", ageRange: "4-6"))
            #expect(created.category == "school")
            #expect(created.ageRange == "4-6")
            #expect(created.tone == "cheerful")
            #expect(!created.aiEnhanced)

            let second = try await events.create(CustomEventInput(title: "Lost tooth", promptSeed: "A wobbly tooth"))
            let favourite = try await events.update(id: second.id, with: CustomEventInput(isFavorite: true))
            #expect(favourite.isFavorite)
            let cleared = try await events.update(id: created.id, with: CustomEventInput(clearsAgeRange: true))
            #expect(cleared.ageRange == nil)
            #expect(cleared.title == "First day at school", "fields not sent stay")

            let page = try await events.list(category: nil, favoritesOnly: false, limit: 100, offset: 0)
            #expect(page.customEvents.map(\.id) == [second.id, created.id], "favourites first")
            #expect(page.pagination.total == 2)
            let favourites = try await events.list(category: nil, favoritesOnly: true, limit: 100, offset: 0)
            #expect(favourites.customEvents.map(\.id) == [second.id])
            let schoolOnly = try await events.list(category: "school", favoritesOnly: false, limit: 100, offset: 0)
            #expect(schoolOnly.customEvents.map(\.id) == [created.id])

            let enhanced = try await events.enhance(id: created.id)
            #expect(enhanced.aiEnhanced)
            #expect(enhanced.promptSeed != created.promptSeed)
            #expect(!enhanced.keywords.isEmpty && enhanced.keywords.count <= 8)
            #expect(enhanced.aiEnhancementMetadata?.originalPromptSeed == "Starting at a new school and finding a friend")
            await #expect(throws: ClientError.self) { try await events.enhance(id: created.id) }

            // A story written from the event carries its id.
            let heroes = RemoteHeroRepository(client: client)
            let hero = try await heroes.create(HeroInput(name: "Luna", age: 7, traits: ["Brave"]))
            let story = try await RemoteStoryRepository(client: client).generate(
                CreateStoryRequest(heroId: hero.id, language: "English", customEventId: created.id, targetDuration: 120))
            #expect(story.customEventId == created.id)
            #expect(story.eventType == "First day at school")

            try await events.delete(id: second.id)
            await #expect(throws: ClientError.notFound) { try await events.get(id: second.id) }
        }
    }

    @Test func theServersFieldMessagesComeBackAsInvalidInput() async throws {
        try await withSignedInClient { client in
            let events = RemoteCustomEventRepository(client: client)
            do {
                _ = try await events.create(CustomEventInput(title: String(repeating: "a", count: 201), promptSeed: "x"))
                Issue.record("a 201-character title was accepted")
            } catch let error as ClientError {
                #expect(error.fieldErrors["title"] != nil, "\(error)")
            }
        }
    }

    @Test func theAssistantSuggestsTitlesAndKeywords() async throws {
        try await withSignedInClient { client in
            let assistant = RemoteStoryAssistantRepository(client: client)
            // One title per clause of the idea, the whole idea's first, each once.
            let titles = try await assistant.suggestTitles(
                description: "A trip to the seaside aquarium with grandma, then a picnic by the lighthouse", language: .english)
            #expect(titles.count == 2, "\(titles)")
            #expect(titles.first?.contains("Aquarium") == true && titles.last?.contains("Picnic") == true, "\(titles)")
            let keywords = try await assistant.suggestKeywords(event: "Aquarium", description: "A trip to the seaside aquarium")
            #expect(keywords.contains("aquarium"))
            #expect(keywords.count <= 8)
        }
    }

    @Test func profilePreferencesAreReadAndPatchedAndUsageIsAgainstTheLimits() async throws {
        try await withSignedInClient { client in
            let profiles = RemoteProfileRepository(client: client)
            let profile = try await profiles.profile()
            #expect(profile.defaultVoice == Catalog.defaultVoice)
            #expect(profile.preferredLanguage == "English")
            #expect(profile.defaultStoryLength == UserProfile.defaultStoryLength)

            let patched = try await profiles.updateProfile(ProfilePatch(preferredLanguage: "French", defaultVoice: "nova",
                                                                        defaultStoryLength: 12))
            #expect(patched.defaultVoice == "nova")
            #expect(patched.preferredLanguage == "French")
            #expect(patched.defaultStoryLength == 12)
            #expect(patched.name == "Ada", "fields not sent stay")
            #expect(try await profiles.profile().defaultVoice == "nova")

            do {
                _ = try await profiles.updateProfile(ProfilePatch(defaultVoice: "robot"))
                Issue.record("an unknown voice was accepted")
            } catch let error as ClientError {
                #expect(error.fieldErrors["defaultVoice"] != nil, "\(error)")
            }

            let usage = try await profiles.usage()
            #expect(usage.rateLimits[AccountUsage.storyOperation]?.limit == 10)
            #expect(usage.rateLimits[AccountUsage.storyOperation]?.used == 0)
            #expect(usage.userStats.totalStoriesGenerated == 0)
        }
    }
}
