import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// `GET|PATCH /api/v1/user/profile`: upstream's user row with `_count`, plus the shared preferences.
@Suite("User profile")
struct ProfileRouteTests {
    @Test func getAnswersTheUserWithCountsAndDefaultPreferences() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp(email: "profile@example.com", name: "Sam")
        let hero = try await server.createHero(token: token)
        _ = try await server.createStory(token: token, heroID: hero.id)
        _ = try await server.send("POST", "/api/v1/custom-events", token: token, json: ["title": "T", "promptSeed": "p"])
        let reply = try await server.send("GET", "/api/v1/user/profile", token: token)
        #expect(reply.status == 200)
        let profile = try reply.data(UserProfile.self)
        #expect(profile.email == "profile@example.com" && profile.name == "Sam" && !profile.emailVerified)
        #expect(profile.count == .init(heroes: 1, customEvents: 1, stories: 1))
        #expect(profile.totalStoriesGenerated == 1 && profile.totalAudioGenerated == 0)
        #expect(profile.lastStoryGeneratedAt != nil)
        #expect(profile.preferredLanguage == "English" && profile.defaultVoice == "coral")
        #expect(profile.defaultStoryLength == 7 && profile.timeZone == "UTC")
        #expect(reply.text.contains("\"_count\":{") && reply.text.contains("\"image\":null"), "\(reply.text)")
        #expect(try await server.send("GET", "/api/v1/user/profile").status == 401)
    }

    @Test func patchSetsNameAndPreferencesAndNullGoesBackToTheDefault() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp(name: "Sam")
        let before = try await server.send("GET", "/api/v1/user/profile", token: token).data(UserProfile.self)
        let reply = try await server.send("PATCH", "/api/v1/user/profile", token: token, json: [
            "name": "  Samira ", "preferredLanguage": "fr", "defaultVoice": "Nova", "defaultStoryLength": 10,
            "timeZone": "Europe/Paris", "image": "ignored",
        ])
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["message"] as? String == "Profile updated successfully")
        let updated = try reply.data(UserProfile.self)
        #expect(updated.name == "Samira" && updated.preferredLanguage == "French" && updated.defaultVoice == "nova")
        #expect(updated.defaultStoryLength == 10 && updated.timeZone == "Europe/Paris")
        #expect(updated.updatedAt >= before.updatedAt)
        #expect(try await server.send("GET", "/api/v1/user/profile", token: token).data(UserProfile.self) == updated)
        // The session's user carries the new name too.
        let session = try await server.send("GET", "/api/auth/get-session", token: token)
        #expect(session.text.contains("\"name\":\"Samira\""), "\(session.text)")

        let reset = try await server.send("PATCH", "/api/v1/user/profile", token: token,
                                          json: ["defaultVoice": NSNull(), "timeZone": NSNull()]).data(UserProfile.self)
        #expect(reset.defaultVoice == "coral" && reset.timeZone == "UTC")
        #expect(reset.preferredLanguage == "French" && reset.defaultStoryLength == 10 && reset.name == "Samira", "untouched")
    }

    @Test func badFieldsAreRefusedWithDetails() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let cases: [([String: Any], String)] = [
            (["name": ""], "name"),
            (["name": NSNull()], "name"),
            (["name": String(repeating: "n", count: 201)], "name"),
            (["preferredLanguage": "Klingon"], "preferredLanguage"),
            (["defaultVoice": "robot"], "defaultVoice"),
            (["defaultStoryLength": 0], "defaultStoryLength"),
            (["defaultStoryLength": 16], "defaultStoryLength"),
            (["defaultStoryLength": 7.5], "defaultStoryLength"),
            (["timeZone": "Mars/Olympus_Mons"], "timeZone"),
            (["timeZone": "Europe/ Paris"], "timeZone"),
        ]
        for (body, field) in cases {
            let reply = try await server.send("PATCH", "/api/v1/user/profile", token: token, json: body)
            #expect(reply.status == 400, "\(body)")
            #expect(reply.json["error"] as? String == "ValidationError")
            #expect((reply.json["details"] as? [String: Any])?[field] != nil, "\(body): \(reply.text)")
        }
        let unchanged = try await server.send("GET", "/api/v1/user/profile", token: token).data(UserProfile.self)
        #expect(unchanged.name == "Parent" && unchanged.defaultVoice == "coral" && unchanged.timeZone == "UTC")
    }
}
