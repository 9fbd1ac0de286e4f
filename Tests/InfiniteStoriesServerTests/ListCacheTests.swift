import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import NIOCore
import Synchronization
import Testing

/// The list answers and resolved sessions are cached; these tests check that nothing a client
/// does (or a background job does) is ever hidden behind a cached answer.
@Suite("List and session caches")
struct ListCacheTests {
    @Test func repeatedListsAreIdenticalAndEveryWriteShowsAtOnce() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Ada")

        let first = try await server.send("GET", "/api/v1/heroes?limit=20", token: token)
        let second = try await server.send("GET", "/api/v1/heroes?limit=20", token: token)
        #expect(first.status == 200 && second.body == first.body)

        // PATCH a hero: the next list shows the new name.
        #expect(try await server.send("PATCH", "/api/v1/heroes/\(hero.id)", token: token, json: ["name": "Ada Lovelace"]).status == 200)
        var heroes = try await server.send("GET", "/api/v1/heroes?limit=20", token: token).data(HeroPage.self).heroes
        #expect(heroes.map(\.name) == ["Ada Lovelace"])
        #expect(heroes.first?.count.stories == 0)

        // A new story: both lists and the hero's story count change.
        let story = try await server.createStory(token: token, heroID: hero.id)
        heroes = try await server.send("GET", "/api/v1/heroes?limit=20", token: token).data(HeroPage.self).heroes
        #expect(heroes.first?.count.stories == 1)
        var stories = try await server.send("GET", "/api/v1/stories?limit=20", token: token).data(StoryPage.self)
        #expect(stories.stories.map(\.id) == [story.id] && stories.pagination.total == 1)

        // Favourite, play, then delete: each visible on the very next list.
        #expect(try await server.send("PATCH", "/api/v1/stories/\(story.id)", token: token, json: ["isFavorite": true]).status == 200)
        stories = try await server.send("GET", "/api/v1/stories?limit=20", token: token).data(StoryPage.self)
        #expect(stories.stories.first?.isFavorite == true)
        #expect(try await server.send("POST", "/api/v1/stories/\(story.id)/play", token: token).status == 200)
        stories = try await server.send("GET", "/api/v1/stories?limit=20", token: token).data(StoryPage.self)
        #expect(stories.stories.first?.playCount == 1)
        #expect(try await server.send("DELETE", "/api/v1/stories/\(story.id)", token: token).status == 200)
        stories = try await server.send("GET", "/api/v1/stories?limit=20", token: token).data(StoryPage.self)
        #expect(stories.stories.isEmpty && stories.pagination.total == 0)
        heroes = try await server.send("GET", "/api/v1/heroes?limit=20", token: token).data(HeroPage.self).heroes
        #expect(heroes.first?.count.stories == 0)
    }

    @Test func backgroundJobResultsShowInTheNextList() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token, name: "Bo")
        let story = try await server.createStory(token: token, heroID: hero.id)
        let path = "/api/v1/stories?includeIllustrations=true"
        let before = try await server.send("GET", path, token: token).data(StoryPage.self).stories
        #expect(before.first?.illustrationStatus == .pending)

        // The job runner writes from its own task, not from a request handler.
        let accepted = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token,
                                             body: Data("{}".utf8), headers: TestServer.respondAsync)
        #expect(accepted.status == 202)
        var seen: Story?
        for _ in 0..<300 {
            seen = try await server.send("GET", path, token: token).data(StoryPage.self).stories.first
            if seen?.illustrationStatus == .completed { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let listed = try #require(seen)
        #expect(listed.illustrationStatus == .completed)
        #expect(listed.illustrations?.allSatisfy { $0.status == .completed && $0.imageUrl != nil } == true)
        // The signed links in a listed answer open.
        let url = try #require(listed.illustrations?.first?.imageUrl)
        let image = try await URLSession.shared.data(from: try #require(URL(string: url)))
        #expect((image.1 as? HTTPURLResponse)?.statusCode == 200)
    }

    @Test func usersNeverSeeEachOthersCachedPages() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let alice = try await server.signUp()
        let bob = try await server.signUp()
        _ = try await server.createHero(token: alice, name: "Alice's hero")
        let path = "/api/v1/heroes?limit=20"
        #expect(try await server.send("GET", path, token: alice).data(HeroPage.self).heroes.map(\.name) == ["Alice's hero"])
        #expect(try await server.send("GET", path, token: bob).data(HeroPage.self).heroes.isEmpty)
        #expect(try await server.send("GET", path, token: alice).data(HeroPage.self).heroes.map(\.name) == ["Alice's hero"])
    }

    @Test func signOutEndsACachedSessionAtOnce() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        for _ in 0..<3 { #expect(try await server.send("GET", "/api/v1/heroes", token: token).status == 200) }
        #expect(try await server.send("POST", "/api/auth/sign-out", token: token).status == 200)
        #expect(try await server.send("GET", "/api/v1/heroes", token: token).status == 401)
    }

    // MARK: The caches alone

    @Test func entriesStampedBeforeAChangeAreNotServed() {
        let tracker = ChangeTracker()
        let cache = ResponseCache(tracker: tracker)
        let version = cache.currentVersion
        cache.store(ByteBuffer(string: "old"), for: "k", version: version)
        #expect(cache.lookup("k") == ByteBuffer(string: "old"))
        tracker.contentChanged()
        #expect(cache.lookup("k") == nil)
        // A body read before the change but stored after it carries the old stamp: still a miss.
        cache.store(ByteBuffer(string: "read before the change"), for: "k", version: version)
        #expect(cache.lookup("k") == nil)
        cache.store(ByteBuffer(string: "new"), for: "k", version: cache.currentVersion)
        #expect(cache.lookup("k") == ByteBuffer(string: "new"))
    }

    @Test func missesAtTheSameTimeAreBuiltOnceAndAFailedBuildLeavesTheOthersToBuild() async throws {
        let tracker = ChangeTracker()
        let cache = ResponseCache(tracker: tracker)
        let builds = BuildCount()
        let (started, startedGate) = AsyncStream<Void>.makeStream()
        let (release, releaseGate) = AsyncStream<Void>.makeStream()
        // One caller builds and is held there; nine more come meanwhile and wait for its body.
        let bodies = try await withThrowingTaskGroup(of: ByteBuffer.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    try await cache.body(for: "k") {
                        builds.next()
                        startedGate.yield()
                        for await _ in release { break }
                        return ByteBuffer(string: "page")
                    }
                }
            }
            for await _ in started { break }
            try await Task.sleep(for: .milliseconds(100))  // the other nine find the flight
            releaseGate.yield()
            releaseGate.finish()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(bodies.count == 10)
        #expect(bodies.allSatisfy { $0 == ByteBuffer(string: "page") })
        #expect(builds.count == 1, "ten misses at once read the database once")
        #expect(cache.lookup("k") == ByteBuffer(string: "page"))

        // After a change, the first build fails: its error is its own; the waiters build.
        tracker.contentChanged()
        let attempts = BuildCount()
        let results = await withTaskGroup(of: Result<String, Error>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    do {
                        let body = try await cache.body(for: "k") {
                            let attempt = attempts.next()
                            try await Task.sleep(for: .milliseconds(50))
                            if attempt == 1 { throw CancellationError() }
                            return ByteBuffer(string: "new page")
                        }
                        return .success(String(buffer: body))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.filter { if case .failure = $0 { true } else { false } }.count == 1)
        #expect(results.compactMap { try? $0.get() }.allSatisfy { $0 == "new page" })
        #expect(cache.lookup("k") == ByteBuffer(string: "new page"), "the old page is never served after the change")
    }

    @Test func entriesOlderThanTheMaximumAgeAreNotServed() {
        let cache = ResponseCache(tracker: ChangeTracker(), maximumAge: .zero)
        cache.store(ByteBuffer(string: "x"), for: "k", version: cache.currentVersion)
        #expect(cache.lookup("k") == nil)
    }

    @Test func heldBytesStayWithinTheBudget() {
        let cache = ResponseCache(tracker: ChangeTracker(), byteBudget: 10_000)
        for index in 0..<100 {
            cache.store(ByteBuffer(repeating: 1, count: 900), for: "k\(index)", version: cache.currentVersion)
            #expect(cache.storedBytes <= 10_000)
        }
        #expect(cache.lookup("k99") != nil, "the newest entry is kept")
        #expect(cache.lookup("k0") == nil, "the oldest entries went first")
        // A body larger than a quarter of the budget is never kept.
        cache.store(ByteBuffer(repeating: 1, count: 3_000), for: "big", version: cache.currentVersion)
        #expect(cache.lookup("big") == nil)
    }

    @Test func tinyAnswersUnderManyKeysAreBoundedByCount() {
        let cache = ResponseCache(tracker: ChangeTracker())
        for index in 0..<(ResponseCache.maximumEntries + 500) {
            cache.store(ByteBuffer(string: "{}"), for: "user\u{0}host\u{0}/api/v1/heroes?offset=\(index)", version: 0)
        }
        #expect(cache.count == ResponseCache.maximumEntries)
        #expect(cache.lookup("user\u{0}host\u{0}/api/v1/heroes?offset=0") == nil, "the oldest went first")
    }

    @Test func aChangeDropsEverythingHeldAtTheNextStore() {
        let tracker = ChangeTracker()
        let cache = ResponseCache(tracker: tracker)
        for index in 0..<10 { cache.store(ByteBuffer(repeating: 1, count: 1_000), for: "k\(index)", version: 0) }
        #expect(cache.count == 10)
        tracker.contentChanged()
        cache.store(ByteBuffer(string: "new"), for: "fresh", version: cache.currentVersion)
        #expect(cache.count == 1)
        #expect(cache.storedBytes < 1_000)
    }

    @Test func sessionEntriesFollowTheSessionVersionAndExpiry() {
        let tracker = ChangeTracker()
        let cache = SessionCache(tracker: tracker)
        let now = Date()
        let session = SessionRecordRow(id: "s", userID: "u", tokenHash: "h", expiresAt: now.addingTimeInterval(60),
                                       createdAt: now, updatedAt: now)
        let user = UserRecord(id: "u", email: "a@b.example", name: "A", passwordHash: nil, createdAt: now, updatedAt: now)
        cache.store(tokenHash: "h", session: session, user: user, version: cache.currentVersion)
        #expect(cache.lookup(tokenHash: "h", now: now)?.0.id == "s")
        #expect(cache.lookup(tokenHash: "h", now: now.addingTimeInterval(61)) == nil, "expired in between")
        cache.store(tokenHash: "h", session: session, user: user, version: cache.currentVersion)
        tracker.sessionsChanged()
        #expect(cache.lookup(tokenHash: "h", now: now) == nil, "a sign-out anywhere makes it stale")
    }
}

/// SQLite's rule: PostgreSQL instances share their database by design (`MultiInstanceTests`).
@Suite("One server per data folder", .enabled(if: TestDatabase.isSQLite, "a SQLite-only rule"))
struct DataDirectoryLockTests {
    @Test func aSecondServerOnTheSameFolderIsRefusedAndToldWhereTheFirstListens() async throws {
        let first = try await TestServer.start()
        defer { Task { try await first.finish() } }
        await #expect {
            _ = try await TestServer.start(directory: first.directory)
        } throws: { error in
            guard case ServerStartError.dataDirectoryInUse(_, let url) = error else { return false }
            return url == first.baseURL
        }
        // Once the first has stopped, the folder is free again and its data is still there.
        let token = try await first.signUp()
        _ = try await first.createHero(token: token, name: "Kept")
        try await first.stop()
        let second = try await TestServer.start(directory: first.directory)
        defer { Task { try await second.stop() } }
        let heroes = try await second.send("GET", "/api/v1/heroes", token: token).data(HeroPage.self).heroes
        #expect(heroes.map(\.name) == ["Kept"])
    }
}

/// How many times a cache miss was built, counted across tasks.
private final class BuildCount: Sendable {
    private let value = Mutex(0)

    /// Counts one more build and answers which one it is (1 for the first).
    func next() -> Int { value.withLock { count in
        count += 1
        return count
    } }

    var count: Int { value.withLock { $0 } }
}
