import Foundation
import InfiniteStoriesModels
import Testing

@Suite("Hero routes")
struct HeroRouteTests {
    @Test func createReadUpdateDelete() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()

        let create = try await server.send("POST", "/api/v1/heroes", token: token, json: [
            "name": "  Léa 🦊  ", "traits": ["Brave", "Kind"], "specialAbilities": ["whistles to birds"],
            "appearance": "red boots", "hairColor": "brown",
        ])
        #expect(create.status == 201)
        #expect(create.json["message"] as? String == "Hero created successfully")
        let hero = try create.data(Hero.self)
        #expect(hero.name == "Léa 🦊")
        #expect(hero.age == 7)  // default
        #expect(hero.primaryTrait == "Brave" && hero.secondaryTrait == "Kind")
        #expect(hero.count.stories == 0)
        #expect(hero.id.count >= 20 && !hero.id.allSatisfy(\.isNumber))
        #expect(create.text.contains("\"_count\":{\"stories\":0}"))
        #expect(create.text.range(of: #""createdAt":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z""#, options: .regularExpression) != nil)

        let fetched = try await server.send("GET", "/api/v1/heroes/\(hero.id)", token: token)
        #expect(try fetched.data(Hero.self) == hero, "\(fetched.text) vs \(create.text)")

        // PATCH: fields optional, null clears an optional field.
        let patch = try await server.send("PATCH", "/api/v1/heroes/\(hero.id)", token: token,
                                          json: ["age": 9, "appearance": NSNull(), "eyeColor": "green"])
        #expect(patch.status == 200)
        let patched = try patch.data(Hero.self)
        #expect(patched.age == 9 && patched.appearance == nil && patched.eyeColor == "green")
        #expect(patched.hairColor == "brown" && patched.name == "Léa 🦊")
        #expect(patched.updatedAt >= hero.updatedAt)

        // Deleting the hero deletes its stories too.
        let story = try await server.createStory(token: token, heroID: hero.id)
        let counted = try await server.send("GET", "/api/v1/heroes/\(hero.id)", token: token)
        #expect(try counted.data(Hero.self).count.stories == 1)
        let delete = try await server.send("DELETE", "/api/v1/heroes/\(hero.id)", token: token)
        #expect(delete.status == 200)
        #expect(try delete.data(DeletedObject.self).id == hero.id)
        #expect(try await server.send("GET", "/api/v1/heroes/\(hero.id)", token: token).status == 404)
        #expect(try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).status == 404)
        #expect(try await server.send("DELETE", "/api/v1/heroes/\(hero.id)", token: token).status == 404)
    }

    @Test func validationReportsEveryBadField() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let reply = try await server.send("POST", "/api/v1/heroes", token: token, json: [
            "name": "   ", "age": 13, "traits": [], "specialAbilities": Array(repeating: "x", count: 11),
            "appearance": String(repeating: "a", count: 501), "hairColor": String(repeating: "h", count: 51),
        ])
        #expect(reply.status == 400)
        #expect(reply.json["error"] as? String == "ValidationError")
        let details = try #require(reply.json["details"] as? [String: String])
        #expect(Set(details.keys) == ["name", "age", "traits", "specialAbilities", "appearance", "hairColor"])

        let cases: [([String: Any], String)] = [
            (["name": "A", "age": 2, "traits": ["Kind"]], "age"),
            (["name": "A", "age": 7.5, "traits": ["Kind"]], "age"),
            (["name": "A", "age": "7", "traits": ["Kind"]], "age"),
            (["name": 42, "traits": ["Kind"]], "name"),
            (["name": String(repeating: "n", count: 201), "traits": ["Kind"]], "name"),
            (["name": "A", "traits": Array(repeating: "t", count: 21)], "traits"),
            (["name": "A", "traits": [String(repeating: "t", count: 101)]], "traits"),
            (["name": "A", "traits": "Brave"], "traits"),
            (["name": "A", "traits": ["Kind"], "specialAbilities": [String(repeating: "s", count: 201)]], "specialAbilities"),
            (["name": "A"], "traits"),
        ]
        for (body, field) in cases {
            let bad = try await server.send("POST", "/api/v1/heroes", token: token, json: body)
            #expect(bad.status == 400, "\(body)")
            #expect((bad.json["details"] as? [String: String])?[field] != nil, "\(body) -> \(bad.text)")
        }
        // Boundaries that are fine.
        let ok = try await server.send("POST", "/api/v1/heroes", token: token, json: [
            "name": String(repeating: "n", count: 200), "age": 12, "traits": Array(repeating: "t", count: 20),
            "specialAbilities": Array(repeating: "s", count: 10), "appearance": String(repeating: "a", count: 500),
        ])
        #expect(ok.status == 201, "\(ok.text)")
        let list = try await server.send("GET", "/api/v1/heroes", token: token)
        #expect(try list.data(HeroPage.self).heroes.count == 1)
    }

    @Test func pagingIsNewestFirstAndClamped() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        var names: [String] = []
        for index in 0..<7 {
            names.append(try await server.createHero(token: token, name: "Hero \(index)").name)
        }
        let first = try await server.send("GET", "/api/v1/heroes?limit=3", token: token).data(HeroPage.self)
        #expect(first.heroes.map(\.name) == ["Hero 6", "Hero 5", "Hero 4"])
        #expect(first.pagination == Pagination(total: 7, limit: 3, offset: 0, hasMore: true))
        let last = try await server.send("GET", "/api/v1/heroes?limit=3&offset=6", token: token).data(HeroPage.self)
        #expect(last.heroes.map(\.name) == ["Hero 0"])
        #expect(last.pagination.hasMore == false)
        let defaults = try await server.send("GET", "/api/v1/heroes", token: token).data(HeroPage.self)
        #expect(defaults.pagination.limit == 50)
        #expect(try await server.send("GET", "/api/v1/heroes?limit=1000", token: token).data(HeroPage.self).pagination.limit == 100)
        #expect(try await server.send("GET", "/api/v1/heroes?limit=0", token: token).data(HeroPage.self).pagination.limit == 1)
        #expect(try await server.send("GET", "/api/v1/heroes?limit=-4", token: token).data(HeroPage.self).pagination.limit == 1)
        let beyond = try await server.send("GET", "/api/v1/heroes?offset=500", token: token).data(HeroPage.self)
        #expect(beyond.heroes.isEmpty && beyond.pagination.total == 7)
        // Paging is lenient (HostileInputTests); only a malformed date is refused.
        for query in ["updatedAfter=yesterday", "updatedAfter=2026-13-01T00:00:00Z"] {
            let bad = try await server.send("GET", "/api/v1/heroes?\(query)", token: token)
            #expect(bad.status == 400, "\(query)")
            #expect(bad.json["error"] as? String == "ValidationError")
        }
        let recent = try await server.send("GET", "/api/v1/heroes?updatedAfter=2000-01-01T00:00:00.000Z", token: token)
        #expect(try recent.data(HeroPage.self).pagination.total == 7)
        let future = try await server.send("GET", "/api/v1/heroes?updatedAfter=2999-01-01T00:00:00Z", token: token)
        #expect(try future.data(HeroPage.self).pagination.total == 0)
    }
}
