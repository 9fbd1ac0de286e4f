import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

@Suite("Listening sessions")
struct ListeningSessionTests {
    static func iso(_ date: Date) -> String { WireDate.string(from: date) }

    @Test func aReportIsStoredAndListedWithUpstreamsShape() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let reply = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: [
            "storyId": story.id, "startedAt": "2026-09-21T14:13:20.000Z", "endedAt": "2026-09-21T16:18:20+02:00",
            "duration": 290.9, "completed": true,
        ])
        #expect(reply.status == 201, "\(reply.text)")
        #expect(reply.json["message"] as? String == "Listening session created successfully")
        let session = try reply.data(ListeningSession.self)
        #expect(session.storyId == story.id)
        #expect(session.startedAt == start)
        #expect(session.endedAt == start.addingTimeInterval(300))
        #expect(session.duration == 290, "floored")
        #expect(session.completed)
        let list = try await server.send("GET", "/api/v1/analytics/sessions", token: token).data(ListeningSessionPage.self)
        #expect(list.sessions == [session])
        #expect(list.pagination == Pagination(total: 1, limit: 50, offset: 0, hasMore: false))
        // Absent values are null on the wire, as upstream's.
        let bare = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: ["storyId": story.id])
        #expect(bare.status == 201)
        #expect(bare.text.contains("\"endedAt\":null") && bare.text.contains("\"duration\":null"), "\(bare.text)")
        #expect(try bare.data(ListeningSession.self).completed == false)
    }

    @Test func upstreamsValidationMessages() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        let cases: [([String: Any], String)] = [
            ([:], "Missing required fields: storyId"),
            (["storyId": story.id, "startedAt": "yesterday"], "Invalid startedAt timestamp: must be ISO8601 format"),
            (["storyId": story.id, "endedAt": 12], "Invalid endedAt timestamp: must be ISO8601 format"),
            (["storyId": story.id, "startedAt": "2026-01-01T10:00:00Z", "endedAt": "2026-01-01T09:00:00Z"],
             "endedAt must be after startedAt"),
            (["storyId": story.id, "duration": -1], "Duration must be a positive number"),
            (["storyId": story.id, "duration": "ten"], "Duration must be a positive number"),
            (["storyId": story.id, "duration": 100_000], "Duration must be at most 86400 seconds"),
        ]
        for (body, message) in cases {
            let reply = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: body)
            #expect(reply.status == 400, "\(body)")
            #expect(reply.json["error"] as? String == "ValidationError")
            #expect(reply.json["message"] as? String == message, "\(body): \(reply.text)")
        }
        let bad = try await server.send("GET", "/api/v1/analytics/sessions?startDate=soon", token: token)
        #expect(bad.json["message"] as? String == "Invalid startDate: must be ISO8601 format")
    }

    @Test func anotherUsersStoryIsNotFound() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let owner = try await server.signUp()
        let story = try await server.createStory(token: owner, heroID: try await server.createHero(token: owner).id)
        let other = try await server.signUp()
        let post = try await server.send("POST", "/api/v1/analytics/sessions", token: other, json: ["storyId": story.id])
        #expect(post.status == 404)
        #expect(try await server.send("GET", "/api/v1/analytics/sessions?storyId=\(story.id)", token: other).status == 404)
        #expect(try await server.send("POST", "/api/v1/analytics/sessions", token: other, json: ["storyId": "nope"]).status == 404)
        #expect(try await server.send("GET", "/api/v1/analytics/sessions", token: other).data(ListeningSessionPage.self).sessions.isEmpty)
        #expect(try await server.send("POST", "/api/v1/analytics/sessions", json: ["storyId": story.id]).status == 401)
    }

    @Test func oneListenCountsOnceThroughPlayAndSession() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        func playCount() async throws -> Int {
            try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self).playCount
        }
        func report(startedAt: Date) async throws {
            let reply = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: [
                "storyId": story.id, "startedAt": Self.iso(startedAt), "duration": 60, "completed": false,
            ])
            #expect(reply.status == 201)
        }
        // A client that calls both (the iOS app): once.
        #expect(try await server.send("POST", "/api/v1/stories/\(story.id)/play", token: token).status == 200)
        #expect(try await playCount() == 1)
        try await report(startedAt: Date())
        #expect(try await playCount() == 1, "the session belongs to the /play already counted")
        // A client that only reports sessions: each counts.
        try await report(startedAt: Date())
        #expect(try await playCount() == 2)
        // Two listens in a row, each through both routes: twice, not four times, not once.
        _ = try await server.send("POST", "/api/v1/stories/\(story.id)/play", token: token)
        _ = try await server.send("POST", "/api/v1/stories/\(story.id)/play", token: token)
        try await report(startedAt: Date())
        try await report(startedAt: Date())
        #expect(try await playCount() == 4)
        // A session of a listen long ago is another listen than today's /play.
        _ = try await server.send("POST", "/api/v1/stories/\(story.id)/play", token: token)
        try await report(startedAt: Date().addingTimeInterval(-3 * 86400))
        #expect(try await playCount() == 6)
    }

    @Test func durationIsComputedAndCappedAsUpstreamDoes() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let story = try await server.createStory(token: token, heroID: try await server.createHero(token: token).id)
        let computed = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: [
            "storyId": story.id, "startedAt": "2026-01-01T10:00:00.000Z", "endedAt": "2026-01-01T10:02:05.900Z",
        ])
        #expect(try computed.data(ListeningSession.self).duration == 125)
        let narrated = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: [:])
        #expect(narrated.status == 200, "\(narrated.text)")
        let audio = try #require(try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self).audioDuration)
        let capped = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: [
            "storyId": story.id, "duration": 80_000,
        ])
        #expect(try capped.data(ListeningSession.self).duration == Int((audio * 1.5).rounded(.up)))
    }

    @Test func listFiltersAndPages() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let first = try await server.createStory(token: token, heroID: hero.id)
        let second = try await server.createStory(token: token, heroID: hero.id)
        let base = Date(timeIntervalSince1970: 1_790_000_000)
        for day in 0..<6 {
            let story = day.isMultiple(of: 2) ? first : second
            let reply = try await server.send("POST", "/api/v1/analytics/sessions", token: token, json: [
                "storyId": story.id, "startedAt": Self.iso(base.addingTimeInterval(Double(day) * 86400)),
                "duration": 300, "completed": day < 3,
            ])
            #expect(reply.status == 201)
        }
        func page(_ query: String) async throws -> ListeningSessionPage {
            try await server.send("GET", "/api/v1/analytics/sessions?\(query)", token: token).data(ListeningSessionPage.self)
        }
        let all = try await page("")
        #expect(all.sessions.map(\.startedAt) == (0..<6).reversed().map { base.addingTimeInterval(Double($0) * 86400) })
        #expect(try await page("storyId=\(first.id)").sessions.count == 3)
        #expect(try await page("completed=true").pagination.total == 3)
        #expect(try await page("completed=false&storyId=\(second.id)").pagination.total == 2)
        let range = try await page("startDate=\(Self.iso(base.addingTimeInterval(86400)))&endDate=\(Self.iso(base.addingTimeInterval(3 * 86400)))")
        #expect(range.pagination.total == 3)
        let paged = try await page("limit=2&offset=2")
        #expect(paged.sessions.count == 2 && paged.pagination.hasMore)
        // Sessions outlive their story, as upstream's do.
        _ = try await server.send("DELETE", "/api/v1/stories/\(first.id)", token: token)
        #expect(try await page("").pagination.total == 6)
    }
}
