import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// Sequels (`continuesStoryId`) and series (`GET /api/v1/stories/{id}/series`) on the store the
/// run asks for (SQLite, or PostgreSQL in `make test`'s `postgres:` group): what a story keeps
/// for its sequel, the sequel's opening, the marks in the lists, another user's story as 404,
/// another hero's as a field error (400, as every validation), and deleted parts.
@Suite("Sequels and series")
struct SequelRouteTests {
    static func sequel(_ server: TestServer, _ token: String, of story: Story, extra: [String: Any] = [:]) async throws -> HTTPReply {
        var body: [String: Any] = ["heroId": story.heroId, "language": story.language, "continuesStoryId": story.id]
        for (key, value) in extra { body[key] = value }
        return try await server.send("POST", "/api/v1/stories", token: token, json: body)
    }

    static func story(_ server: TestServer, _ token: String, _ id: String) async throws -> Story {
        let reply = try await server.send("GET", "/api/v1/stories/\(id)", token: token)
        #expect(reply.status == 200, "\(reply.text)")
        return try reply.data(Story.self)
    }

    static func series(_ server: TestServer, _ token: String, _ id: String) async throws -> StorySeries {
        let reply = try await server.send("GET", "/api/v1/stories/\(id)/series", token: token)
        #expect(reply.status == 200, "\(reply.text)")
        return try reply.data(StorySeries.self)
    }

    @Test func aSequelRemembersTheCompanionAndThePlaceAndMakesASeries() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Luna")
        let first = try await server.createStory(token: token, heroID: hero.id,
                                                 extra: ["eventType": "Bedtime Adventure", "targetDuration": 240])
        // What happened is kept with the story.
        let summary = try #require(first.summary, "a written story has a summary")
        let companion = try #require(summary.companion)
        let place = try #require(summary.place)
        #expect(summary.found != nil && !summary.ending.isEmpty)
        #expect(first.seriesId == nil && first.seriesPart == nil, "a story alone is in no series")

        let reply = try await Self.sequel(server, token, of: first)
        #expect(reply.status == 201, "\(reply.text)")
        let second = try reply.data(Story.self)
        #expect(second.continuesStoryId == first.id)
        #expect(second.seriesId == first.id && second.seriesPart == 2 && second.seriesLength == 2)
        // The first part's event and length, without asking.
        #expect(second.eventType == first.eventType)
        #expect(abs(second.estimatedDuration - first.estimatedDuration) < 60)
        let opening = String(second.content.prefix { $0 != "\n" })
        #expect(opening.contains(companion) && opening.contains(place), "\(opening)")
        #expect(second.title != first.title)

        let again = try await Self.story(server, token, first.id)
        #expect(again.seriesId == first.id && again.seriesPart == 1 && again.seriesLength == 2)
        // The list marks both, page by page.
        let page = try await server.send("GET", "/api/v1/stories?limit=1&offset=1", token: token).data(StoryPage.self)
        #expect(page.stories.map(\.id) == [first.id] && page.stories.first?.seriesPart == 1)

        let third = try await Self.sequel(server, token, of: second).data(Story.self)
        #expect(third.seriesPart == 3 && third.seriesLength == 3 && third.seriesId == first.id)
        let series = try await Self.series(server, token, second.id)
        #expect(series.seriesId == first.id)
        #expect(series.parts.map(\.id) == [first.id, second.id, third.id])
        #expect(series.parts.map(\.seriesPart) == [1, 2, 3])
        #expect(series.parts.allSatisfy { $0.content.count <= StoryRoutes.seriesPreviewLength })

        // A deleted part leaves the others numbered without a gap; its sequel forgets it.
        #expect(try await server.send("DELETE", "/api/v1/stories/\(second.id)", token: token).status == 200)
        let rest = try await Self.series(server, token, third.id)
        #expect(rest.parts.map(\.id) == [first.id, third.id] && rest.parts.map(\.seriesPart) == [1, 2])
        #expect(rest.parts.allSatisfy { $0.seriesLength == 2 })
        let renumbered = try await Self.story(server, token, third.id)
        #expect(renumbered.continuesStoryId == nil)
        #expect(renumbered.updatedAt > third.updatedAt, "a client syncing with updatedAfter hears of it")
        // A series left with one part is no series.
        #expect(try await server.send("DELETE", "/api/v1/stories/\(first.id)", token: token).status == 200)
        let alone = try await Self.series(server, token, third.id)
        #expect(alone.seriesId == nil && alone.parts.map(\.id) == [third.id])
        let last = try await Self.story(server, token, third.id)
        #expect(last.seriesId == nil && last.seriesPart == nil && last.seriesLength == nil)
    }

    /// An edited text is summed up again; what the writer named stays while the text names it.
    @Test func anEditedStoryIsSummedUpAgain() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id)
        let companion = try #require(story.summary?.companion)
        let text = "Mia and \(companion) found a lantern.\n\nThe lantern glowed all night long.\n\nGoodnight, Mia."
        let reply = try await server.send("PATCH", "/api/v1/stories/\(story.id)", token: token, json: ["content": text])
        #expect(reply.status == 200, "\(reply.text)")
        let summary = try #require(try reply.data(Story.self).summary)
        #expect(summary.companion == companion && summary.place == nil)
        #expect(summary.beginning == "Mia and \(companion) found a lantern.")
        #expect(summary.ending == "The lantern glowed all night long.")
    }

    @Test func anotherUsersStoryIsNotFoundAndAnotherHerosIsAFieldError() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])

        let neighbour = try await server.signUp()
        let theirHero = try await server.createHero(token: neighbour)
        let stolen = try await server.send("POST", "/api/v1/stories", token: neighbour,
                                           json: ["heroId": theirHero.id, "language": "English", "continuesStoryId": story.id])
        #expect(stolen.status == 404, "\(stolen.text)")
        #expect(try await server.send("GET", "/api/v1/stories/\(story.id)/series", token: neighbour).status == 404)
        #expect(try await server.send("GET", "/api/v1/stories/nope/series", token: token).status == 404)

        let otherHero = try await server.createHero(token: token, name: "Noah")
        let crossed = try await server.send("POST", "/api/v1/stories", token: token,
                                            json: ["heroId": otherHero.id, "language": "English", "continuesStoryId": story.id])
        #expect(crossed.status == 400, "\(crossed.text)")
        #expect(crossed.text.contains("continuesStoryId"))
        // Nothing was made.
        let list = try await server.send("GET", "/api/v1/stories", token: token).data(StoryPage.self)
        #expect(list.stories.map(\.id) == [story.id])
    }

    @Test func aStoryStillBeingWrittenCannotBeContinued() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let store = try await server.openStore()
        defer { Task { await store.close() } }
        let user = try #require(try await store.story(id: story.id, userID: Self.owner(server, token)))
        var writing = user
        writing.id = "writing-story"
        writing.generationStatus = "processing"
        try await store.insertStory(writing, illustrations: [])
        let reply = try await Self.sequel(server, token, of: try await Self.story(server, token, writing.id))
        #expect(reply.status == 409, "\(reply.text)")
    }

    static func owner(_ server: TestServer, _ token: String) async throws -> String {
        let me = try await server.send("GET", "/api/auth/get-session", token: token)
        return try #require((me.json["user"] as? [String: Any])?["id"] as? String, "\(me.text)")
    }
}
