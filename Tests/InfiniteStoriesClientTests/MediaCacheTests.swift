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
        let server = try mediaServer()
        defer { server.stop() }
        let cache = MediaCache(directory: TestSupport.temporaryDirectory())
        let url = "\(server.baseURL)/media/b.png?sig=1"
        try await withThrowingTaskGroup(of: URL.self) { group in
            for _ in 0..<8 { group.addTask { try await cache.file(for: url) } }
            let files = try await group.reduce(into: Set<URL>()) { $0.insert($1) }
            #expect(files.count == 1)
        }
        #expect(server.requests.count == 1)
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
