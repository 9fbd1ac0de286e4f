import Foundation
import Testing
@testable import InfiniteStoriesClient

@Suite("Media cache")
struct MediaCacheTests {
    /// Serves `size` bytes of a letter derived from the path for every file.
    private func mediaServer(size: Int = 100) throws -> ScriptedServer {
        try ScriptedServer { request in
            let letter = request.path.utf8.last ?? UInt8(ascii: "x")
            return .respond(status: 200, headers: ["Content-Type": "image/png"], body: Data(repeating: letter, count: size))
        }
    }

    @Test func keyIgnoresTheSignatureQuery() throws {
        let first = try #require(URL(string: "http://Media.Example:9/media/a.png?expires=1&signature=abc"))
        let second = try #require(URL(string: "http://media.example:9/media/a.png?expires=2&signature=def#x"))
        #expect(MediaCache.cacheKey(for: first) == "http://media.example:9/media/a.png")
        #expect(MediaCache.cacheKey(for: first) == MediaCache.cacheKey(for: second))
        #expect(MediaCache.fileName(for: first) == MediaCache.fileName(for: second))
        #expect(MediaCache.fileName(for: first).hasSuffix(".png"))
    }

    @Test func aResignedURLIsServedFromTheCacheWithoutABearerToken() async throws {
        let server = try mediaServer()
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory(), byteLimit: 10_000)
        let first = try await cache.data(for: "\(server.baseURL)/media/a.png?expires=1&signature=one")
        let second = try await cache.data(for: "\(server.baseURL)/media/a.png?expires=2&signature=two")
        #expect(first == Data(repeating: UInt8(ascii: "g"), count: 100))
        #expect(second == first)
        #expect(server.requests.count == 1)
        #expect(server.requests.first?.header("Authorization") == nil)
        #expect(server.requests.first?.query == "expires=1&signature=one")
    }

    @Test func concurrentRequestsForOneFileShareOneDownload() async throws {
        // The server holds its answer until every caller is waiting, so none of them can be
        // served from the cache: sharing is the only way the server sees a single download.
        let gate = Gate()
        let server = try ScriptedServer { _ in
            gate.wait()
            return .respond(status: 200, headers: ["Content-Type": "image/png"], body: Data(repeating: 7, count: 100))
        }
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory())
        let url = "\(server.baseURL)/media/b.png?sig=1"
        try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 { group.addTask { try await cache.data(for: url) } }
            #expect(await eventually { cache.waitingCallers == 8 })
            gate.open()
            let bodies = try await group.reduce(into: [Data]()) { $0.append($1) }
            #expect(bodies == Array(repeating: Data(repeating: 7, count: 100), count: 8))
        }
        #expect(server.requests.count == 1)
        #expect(cache.waitingCallers == 0)
    }

    @Test func aCancelledCallerReturnsAtOnceAndTheLastOneStopsTheDownload() async throws {
        let count = Counter()
        let server = try ScriptedServer { _ in
            count.next() == 1 ? .trickle(for: 30_000)
                : .respond(status: 200, headers: ["Content-Type": "image/png"], body: Data(repeating: 1, count: 10))
        }
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory(), downloadTimeout: .seconds(60))
        let url = "\(server.baseURL)/media/c.png"
        let caller = Task { await clientError { try await cache.file(for: url) } }
        #expect(await eventually { server.requests.count == 1 })
        let clock = ContinuousClock()
        let start = clock.now
        caller.cancel()
        #expect(await caller.value == .cancelled)
        // Well under the 30 s the server would take.
        #expect(clock.now - start < .seconds(5))
        // Nobody waits any more, so the download itself is stopped (its connection closed).
        #expect(await eventually { server.abortedAnswers == 1 })
        #expect(cache.waitingCallers == 0)
        // A later caller starts afresh instead of joining the abandoned download.
        #expect(try await cache.data(for: url) == Data(repeating: 1, count: 10))
        #expect(server.requests.count == 2)
    }

    @Test func oneCallerLeavingDoesNotStopTheOthersDownload() async throws {
        let gate = Gate()
        let server = try ScriptedServer { _ in
            gate.wait()
            return .respond(status: 200, headers: ["Content-Type": "image/png"], body: Data(repeating: 2, count: 10))
        }
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory())
        let url = "\(server.baseURL)/media/d.png"
        let leaving = Task { await clientError { try await cache.file(for: url) } }
        #expect(await eventually { server.requests.count == 1 })
        let staying = Task { try await cache.data(for: url) }
        #expect(await eventually { cache.waitingCallers == 2 })
        leaving.cancel()
        #expect(await leaving.value == .cancelled)
        #expect(cache.waitingCallers == 1)
        gate.open()
        #expect(try await staying.value == Data(repeating: 2, count: 10))
        #expect(server.requests.count == 1)
        #expect(server.abortedAnswers == 0)
    }

    @Test func aCacheWithAnAbandonedDownloadIsReleased() async throws {
        let server = try ScriptedServer { _ in .trickle(for: 30_000) }
        defer { server.stop() }
        var cache: MediaCache? = MediaCache(directory: TestSupport.temporaryDirectory(), downloadTimeout: .seconds(60))
        weak let released = cache
        let url = "\(server.baseURL)/media/e.png"
        let caller = Task { [cache] in await clientError { try await cache?.file(for: url) } }
        #expect(await eventually { server.requests.count == 1 })
        caller.cancel()
        #expect(await caller.value == .cancelled)
        cache = nil
        // Its deinit (which invalidates its URLSession) runs once the stopped download lets go,
        // not when the 30 s answer would have ended.
        #expect(await eventually { released == nil })
    }

    @Test func evictsTheLeastRecentlyUsedPastTheByteLimit() async throws {
        let server = try mediaServer(size: 100)
        defer { server.stop() }
        let directory = TestSupport.temporaryDirectory()
        let cache = MediaCache(directory: directory, byteLimit: 250)
        let base = server.baseURL.absoluteString
        _ = try await cache.file(for: "\(base)/m/a.png")
        _ = try await cache.file(for: "\(base)/m/b.png")
        _ = try await cache.file(for: "\(base)/m/a.png")   // a is now more recent than b
        _ = try await cache.file(for: "\(base)/m/c.png")   // 300 bytes > 250: b goes
        #expect(cache.totalBytes == 200)
        #expect(server.requests.count == 3)
        _ = try await cache.file(for: "\(base)/m/a.png?sig=new")
        _ = try await cache.file(for: "\(base)/m/c.png")
        #expect(server.requests.count == 3)
        _ = try await cache.file(for: "\(base)/m/b.png")
        #expect(server.requests.count == 4)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 2)

        // A new cache over the same folder knows what is there.
        let reopened = MediaCache(directory: directory, byteLimit: 250)
        #expect(reopened.totalBytes == 200)
        _ = try await reopened.file(for: "\(base)/m/b.png")
        #expect(server.requests.count == 4)
    }

    @Test func expiredSignatureAndBadURLsAreErrors() async throws {
        let server = try ScriptedServer { _ in .json(403, "{}") }
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory())
        let expired = await clientError { try await cache.file(for: "\(server.baseURL)/m/a.png?sig=old") }
        #expect(expired == .rejected(status: 403, serverMessage: nil))
        #expect(cache.totalBytes == 0)
        for bad in ["", "not a url", "ftp://host/file", "file:///etc/passwd"] {
            #expect(await clientError { try await cache.file(for: bad) } != nil, "\(bad)")
        }
    }

    @Test func relativeURLsResolveAgainstTheServer() async throws {
        let server = try mediaServer()
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory(), baseURL: server.baseURL)
        _ = try await cache.data(for: "/media/z.png?sig=1")
        #expect(server.requests.first?.path == "/media/z.png")
    }
}
