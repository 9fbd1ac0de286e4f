import Foundation
import Testing
@testable import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer

/// The reading journey's repository against the real server: a reported listen shows in every
/// answer, in the time zone the repository sends.
@Suite("Journey against the real server")
struct JourneyRealServerTests {
    private func withClient(_ body: (APIClient) async throws -> Void) async throws {
        let configuration = ServerConfiguration(port: 0, dataDirectory: TestSupport.temporaryDirectory(),
                                                authRateLimit: nil, logLevel: .error, generationRateLimit: nil)
        let server = try await StoryServer.start(configuration)
        let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(20),
                                                                     totalDeadline: .seconds(40)),
                               sessionStore: SessionStore(directory: TestSupport.temporaryDirectory()))
        do {
            try await body(client)
            try await server.stop()
        } catch {
            try? await server.stop()
            throw error
        }
    }

    @Test func aReportedListenShowsInTheSummaryActivityHeroesAndMilestones() async throws {
        try await withClient { client in
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: "journey@example.com",
                                                                      password: "password123")
            let hero = try await RemoteHeroRepository(client: client).create(HeroInput(name: "Luna", traits: ["Kind"]))
            let stories = RemoteStoryRepository(client: client)
            let story = try await stories.generate(CreateStoryRequest(heroId: hero.id, language: "en", targetDuration: 60))
            for try await _ in stories.progress(storyId: story.id) {}
            let journey = RemoteJourneyRepository(client: client, timeZone: "Pacific/Kiritimati")
            #expect(try await journey.summary().totalStoriesListened == 0)

            let end = Date()
            _ = try await RemoteListeningRepository(client: client).report(ListeningSessionReport(
                storyId: story.id, startedAt: end.addingTimeInterval(-150), endedAt: end, duration: 150, completed: true))

            let summary = try await journey.summary()
            #expect(summary.totalStoriesListened == 1)
            #expect(summary.totalListeningTimeMinutes == 3)
            #expect(summary.currentStreak == 1)
            // Today in the zone sent (UTC+14), which is not UTC's day for most of it.
            let zone = TimeZone(identifier: "Pacific/Kiritimati")!
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = calendar.dateComponents([.year, .month, .day], from: end.addingTimeInterval(-150))
            let today = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
            #expect(summary.lastListeningDate == today)

            let activity = try await journey.activity(range: "year")
            #expect(activity.timezone == "Pacific/Kiritimati")
            #expect(activity.activity.count == 365)
            #expect(activity.endDate == today)
            #expect(activity.activity.last == ListeningActivity.Day(date: today, minutes: 3, seconds: 150))

            let heroes = try await journey.heroes()
            #expect(heroes.map(\.heroName) == ["Luna"])
            #expect(heroes.first?.isMostActive == true)
            #expect(heroes.first?.totalListeningMinutes == 3)

            let milestones = try await journey.milestones()
            #expect(milestones.milestones.count == 10)
            // One story listened, one day of streak: every locked milestone of those says so.
            #expect(milestones.milestones.filter { $0.category == "stories" && !$0.unlocked }.allSatisfy { $0.progress == 1 })
            #expect(milestones.milestones.filter { $0.category == "streaks" && !$0.unlocked }.allSatisfy { $0.progress == 1 })
            #expect(milestones.summary.nextMilestoneId != nil)
            #expect(try await journey.insights().totalUniqueStoriesListened == 1)
        }
    }

    /// Made without a zone (as the app makes it at launch), the repository sends the computer's,
    /// looked up at the first request: the server answers in it.
    @Test func withoutAZoneTheComputersIsSent() async throws {
        try await withClient { client in
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: "here@example.com",
                                                                      password: "password123")
            let journey = RemoteJourneyRepository(client: client)
            #expect(journey.timeZone == TimeZone.current.identifier)
            #expect(try await journey.activity(range: "week").timezone == TimeZone.current.identifier)
            #expect(RemoteJourneyRepository(client: client, timeZone: "Pacific/Kiritimati").timeZone == "Pacific/Kiritimati")
        }
    }

    @Test func anUnknownTimeZoneIsRefused() async throws {
        try await withClient { client in
            _ = try await RemoteAuthRepository(client: client).signUp(name: "Ada", email: "zone@example.com",
                                                                      password: "password123")
            let journey = RemoteJourneyRepository(client: client, timeZone: "Mars/Olympus_Mons")
            await #expect(throws: ClientError.self) { try await journey.summary() }
            await #expect(throws: ClientError.self) { try await journey.activity(range: "week") }
        }
    }
}
