import Foundation
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Testing

/// `/api/v1/queue`, tonight's queue, on the store the run asks for (SQLite, or PostgreSQL in
/// `make test`'s `postgres:` group): adding, order, paging, reordering, removing, another
/// user's stories as 404, a story deleted elsewhere, and the bound.
@Suite("Tonight's queue")
struct QueueRouteTests {
    /// A server with one account, its hero and `count` stories (newest last).
    static func setUp(stories count: Int) async throws -> (TestServer, String, [Story]) {
        let server = try await TestServer.start()
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Luna")
        var stories: [Story] = []
        for seed in 0..<count {
            stories.append(try await server.createStory(token: token, heroID: hero.id, extra: ["seed": seed + 1, "targetDuration": 60]))
        }
        return (server, token, stories)
    }

    static func queue(_ server: TestServer, _ token: String, _ query: String = "") async throws -> QueuePage {
        let reply = try await server.send("GET", "/api/v1/queue" + query, token: token)
        #expect(reply.status == 200, "\(reply.text)")
        return try reply.data(QueuePage.self)
    }

    static func add(_ server: TestServer, _ token: String, _ id: String) async throws -> HTTPReply {
        try await server.send("POST", "/api/v1/queue", token: token, json: ["storyId": id])
    }

    static func userID(_ server: TestServer, _ token: String) async throws -> String {
        let me = try await server.send("GET", "/api/auth/get-session", token: token)
        return try #require((me.json["user"] as? [String: Any])?["id"] as? String, "\(me.text)")
    }

    @Test func storiesAreAddedInOrderPagedReorderedRemovedAndCleared() async throws {
        let (server, token, stories) = try await Self.setUp(stories: 3)
        defer { Task { try await server.finish() } }
        let (a, b, c) = (stories[0], stories[1], stories[2])
        #expect(try await Self.queue(server, token).items.isEmpty)

        for (index, story) in [a, b, c].enumerated() {
            let reply = try await Self.add(server, token, story.id)
            #expect(reply.status == 201, "\(reply.text)")
            #expect(reply.json["message"] as? String == "Added to tonight's queue")
            let item = try reply.data(QueueItem.self)
            #expect(item.position == index)
            #expect(item.story.title == story.title)
            #expect(item.story.content.isEmpty && item.story.contentTruncated == true, "the queue carries no text")
        }
        // Twice is once, in its place.
        let again = try await Self.add(server, token, a.id)
        #expect(again.status == 200)
        #expect(again.json["message"] as? String == "Already in tonight's queue")
        #expect(try again.data(QueueItem.self).position == 0)

        var page = try await Self.queue(server, token)
        #expect(page.items.map(\.storyId) == [a.id, b.id, c.id])
        #expect(page.items.map(\.position) == [0, 1, 2])
        #expect(page.pagination == Pagination(total: 3, limit: 50, offset: 0, hasMore: false))

        // Reordered: the answer is the queue in its new order.
        let reordered = try await server.send("PUT", "/api/v1/queue", token: token, json: ["storyIds": [c.id, a.id, b.id]])
        #expect(reordered.status == 200, "\(reordered.text)")
        #expect(try reordered.data(QueuePage.self).items.map(\.storyId) == [c.id, a.id, b.id])
        // Pages like the other lists, positions counted from the queue's start.
        page = try await Self.queue(server, token, "?limit=2&offset=1")
        #expect(page.items.map(\.storyId) == [a.id, b.id])
        #expect(page.items.map(\.position) == [1, 2])
        #expect(page.pagination == Pagination(total: 3, limit: 2, offset: 1, hasMore: false))
        #expect(try await Self.queue(server, token, "?limit=1").pagination.hasMore)
        // An addition goes to the end.
        try await server.send("DELETE", "/api/v1/queue/\(c.id)", token: token)
        #expect(try await Self.add(server, token, c.id).data(QueueItem.self).position == 2)
        #expect(try await Self.queue(server, token).items.map(\.storyId) == [a.id, b.id, c.id])

        let removed = try await server.send("DELETE", "/api/v1/queue/\(a.id)", token: token)
        #expect(removed.status == 200)
        #expect(try removed.data(DeletedObject.self).id == a.id)
        #expect(try await Self.queue(server, token).items.map(\.storyId) == [b.id, c.id])
        let missing = try await server.send("DELETE", "/api/v1/queue/\(a.id)", token: token)
        #expect(missing.status == 404)
        #expect(missing.json["message"] as? String == "Story not in tonight's queue")
        // The story itself is untouched by leaving the queue.
        #expect(try await server.send("GET", "/api/v1/stories/\(a.id)", token: token).status == 200)

        let cleared = try await server.send("DELETE", "/api/v1/queue", token: token)
        #expect(try cleared.data(QueueCleared.self).removed == 2)
        #expect(try await Self.queue(server, token).items.isEmpty)
    }

    @Test func badBodiesAreFieldErrorsAndAStaleOrderIsAConflict() async throws {
        let (server, token, stories) = try await Self.setUp(stories: 2)
        defer { Task { try await server.finish() } }
        let cases: [(String, [String: Any], String, String)] = [
            ("POST", [:], "storyId", "is required"),
            ("POST", ["storyId": 7], "storyId", "must be a string"),
            ("POST", ["storyId": "  "], "storyId", "must be 1 to 200 characters"),
            ("PUT", [:], "storyIds", "is required"),
            ("PUT", ["storyIds": "x"], "storyIds", "must be an array of strings"),
            ("PUT", ["storyIds": [stories[0].id, stories[0].id]], "storyIds", "must not name a story twice"),
        ]
        for (method, body, field, message) in cases {
            let reply = try await server.send(method, "/api/v1/queue", token: token, json: body)
            #expect(reply.status == 400, "\(method) \(body): \(reply.text)")
            let details = reply.json["details"] as? [String: String]
            #expect(details?[field]?.contains(message) == true, "\(method) \(body): \(reply.text)")
        }
        for story in stories { _ = try await Self.add(server, token, story.id) }
        // Another terminal removed a story meanwhile: an order naming it changes nothing.
        try await server.send("DELETE", "/api/v1/queue/\(stories[0].id)", token: token)
        let stale = try await server.send("PUT", "/api/v1/queue", token: token, json: ["storyIds": [stories[1].id, stories[0].id]])
        #expect(stale.status == 409)
        #expect(stale.json["error"] as? String == "QueueChanged")
        #expect(try await Self.queue(server, token).items.map(\.storyId) == [stories[1].id])
        #expect(try await server.send("GET", "/api/v1/queue").status == 401)
    }

    @Test func anotherUsersStoriesAreNotFoundAndTheirQueueIsTheirs() async throws {
        let (server, owner, stories) = try await Self.setUp(stories: 1)
        defer { Task { try await server.finish() } }
        _ = try await Self.add(server, owner, stories[0].id)
        let other = try await server.signUp()
        let taken = try await Self.add(server, other, stories[0].id)
        #expect(taken.status == 404)
        #expect(taken.json["message"] as? String == "Story not found")
        #expect(try await Self.add(server, other, "no-such-story").status == 404)
        #expect(try await Self.queue(server, other).items.isEmpty)
        #expect(try await server.send("DELETE", "/api/v1/queue/\(stories[0].id)", token: other).status == 404)
        #expect(try await server.send("PUT", "/api/v1/queue", token: other, json: ["storyIds": [stories[0].id]]).status == 409)
        let cleared = try await server.send("DELETE", "/api/v1/queue", token: other)
        #expect(try cleared.data(QueueCleared.self).removed == 0)
        #expect(try await Self.queue(server, owner).items.map(\.storyId) == [stories[0].id], "the owner's queue is untouched")
    }

    @Test func aStoryDeletedElsewhereLeavesTheQueueAndTheRestMovesUp() async throws {
        let (server, token, stories) = try await Self.setUp(stories: 3)
        defer { Task { try await server.finish() } }
        for story in stories { _ = try await Self.add(server, token, story.id) }
        #expect(try await server.send("DELETE", "/api/v1/stories/\(stories[1].id)", token: token).status == 200)
        let page = try await Self.queue(server, token)
        #expect(page.items.map(\.storyId) == [stories[0].id, stories[2].id])
        #expect(page.items.map(\.position) == [0, 1])
        #expect(page.pagination.total == 2)
        // Deleting the account takes the queue with it.
        let userID = try await Self.userID(server, token)
        let store = try await server.openStore()
        defer { Task { await store.close() } }
        #expect(try await store.queue(userID: userID, limit: 10, offset: 0).total == 2)
        #expect(try await server.send("DELETE", "/api/v1/user/account", token: token).status == 200)
        #expect(try await store.queue(userID: userID, limit: 10, offset: 0).total == 0)
    }

    @Test func theQueueIsBounded() async throws {
        let (server, token, stories) = try await Self.setUp(stories: 2)
        defer { Task { try await server.finish() } }
        let store = try await server.openStore()
        defer { Task { await store.close() } }
        let userID = try await Self.userID(server, token)
        guard case .added = try await store.enqueue(storyID: stories[0].id, userID: userID, at: Date(), capacity: 1) else {
            Issue.record("the first story was not added")
            return
        }
        #expect(try await store.enqueue(storyID: stories[1].id, userID: userID, at: Date(), capacity: 1) == .full)
        guard case .alreadyQueued = try await store.enqueue(storyID: stories[0].id, userID: userID, at: Date(), capacity: 1) else {
            Issue.record("a queued story counts as queued even when the queue is full")
            return
        }
        #expect(QueueRoutes.full.status == .conflict)
        #expect(QueueRoutes.full.message == "Tonight's queue holds at most 50 stories")
    }
}
