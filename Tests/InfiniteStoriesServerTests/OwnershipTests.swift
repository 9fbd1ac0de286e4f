import Foundation
import InfiniteStoriesModels
import Testing

@Suite("Ownership")
struct OwnershipTests {
    @Test func anotherUsersIdsAnswer404OnEveryVerbAndChangeNothing() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let owner = try await server.signUp()
        let stranger = try await server.signUp()
        let hero = try await server.createHero(token: owner)
        let story = try await server.createStory(token: owner, heroID: hero.id)

        let attempts: [(String, String, [String: Any]?)] = [
            ("GET", "/api/v1/heroes/\(hero.id)", nil),
            ("PATCH", "/api/v1/heroes/\(hero.id)", ["name": "Stolen"]),
            ("PATCH", "/api/v1/heroes/\(hero.id)", ["name": ""]),
            ("DELETE", "/api/v1/heroes/\(hero.id)", nil),
            ("GET", "/api/v1/stories/\(story.id)", nil),
            ("PATCH", "/api/v1/stories/\(story.id)", ["isFavorite": true]),
            ("DELETE", "/api/v1/stories/\(story.id)", nil),
            ("POST", "/api/v1/stories/\(story.id)/play", nil),
            ("GET", "/api/v1/stories/\(story.id)/illustrations", nil),
            ("GET", "/api/v1/stories/\(story.id)/illustrations/status", nil),
            ("POST", "/api/v1/stories", ["heroId": hero.id, "language": "en"]),
        ]
        for (method, path, body) in attempts {
            let reply: TestServer.Reply
            if let body {
                reply = try await server.send(method, path, token: stranger, json: body)
            } else {
                reply = try await server.send(method, path, token: stranger)
            }
            #expect(reply.status == 404, "\(method) \(path) -> \(reply.status)")
            #expect(reply.json["error"] as? String == "NotFound")
        }
        // Unauthenticated attempts are 401 and change nothing either.
        #expect(try await server.send("DELETE", "/api/v1/heroes/\(hero.id)").status == 401)
        #expect(try await server.send("PATCH", "/api/v1/stories/\(story.id)", json: ["isFavorite": true]).status == 401)

        let heroNow = try await server.send("GET", "/api/v1/heroes/\(hero.id)", token: owner).data(Hero.self)
        #expect(heroNow.name == hero.name && heroNow.count.stories == 1)
        let storyNow = try await server.send("GET", "/api/v1/stories/\(story.id)", token: owner).data(Story.self)
        #expect(storyNow.isFavorite == false && storyNow.playCount == 0)
        let strangersList = try await server.send("GET", "/api/v1/stories", token: stranger).data(StoryPage.self)
        #expect(strangersList.stories.isEmpty)
        let strangersFiltered = try await server.send("GET", "/api/v1/stories?heroId=\(hero.id)", token: stranger).data(StoryPage.self)
        #expect(strangersFiltered.stories.isEmpty)
    }
}
