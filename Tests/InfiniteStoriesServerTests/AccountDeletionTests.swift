import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// `DELETE /api/v1/user/account`: everything of the user goes, media files included, and every
/// device's session ends; other users are untouched.
@Suite("Account deletion")
struct AccountDeletionTests {
    @Test func deletesTheUserTheirDataMediaAndEverySession() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let email = "leaving@example.com"
        let token = try await server.signUp(email: email)
        let otherDevice = try await server.send("POST", "/api/auth/sign-in/email",
                                                json: ["email": email, "password": "bedtime-stories"])
            .decode(AuthResponse.self).token
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let audio = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "nova"])
            .data(AudioResult.self)
        let audioURL = try #require(audio.audioUrl.flatMap(URL.init(string:)))
        #expect(try await URLSession.shared.data(from: audioURL).1.http?.statusCode == 200)
        let storyFolder = server.directory.appendingPathComponent("media/" + MediaPaths.storyFolder(story.id))
        #expect(FileManager.default.fileExists(atPath: storyFolder.path))

        // Someone else's things stay.
        let neighbour = try await server.signUp()
        let neighbourHero = try await server.createHero(token: neighbour, name: "Noor")

        let reply = try await server.send("DELETE", "/api/v1/user/account", token: token)
        #expect(reply.status == 200)
        #expect(reply.json["message"] as? String == "Account deleted")
        #expect((reply.json["data"] as? [String: Any])?["deleted"] as? Bool == true)

        for device in [token, otherDevice] {
            #expect(try await server.send("GET", "/api/v1/heroes", token: device).status == 401, "every session ends")
        }
        #expect(try await URLSession.shared.data(from: audioURL).1.http?.statusCode == 404)
        #expect(!FileManager.default.fileExists(atPath: storyFolder.path), "media deleted")
        let signIn = try await server.send("POST", "/api/auth/sign-in/email", json: ["email": email, "password": "bedtime-stories"])
        #expect(signIn.status == 401)
        // The address is free again.
        #expect(try await server.send("POST", "/api/auth/sign-up/email",
                                      json: ["email": email, "password": "bedtime-stories", "name": "Back"]).status == 200)

        let heroes = try await server.send("GET", "/api/v1/heroes", token: neighbour).data(HeroPage.self)
        #expect(heroes.heroes.map(\.id) == [neighbourHero.id])
        #expect(try await server.send("DELETE", "/api/v1/user/account").status == 401)
    }
}

private extension URLResponse {
    var http: HTTPURLResponse? { self as? HTTPURLResponse }
}
