import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import SpeechSynthesis
import StandIns
import Testing

@Suite("Generation safety: idempotency, limits, signatures, ownership")
struct GenerationSafetyTests {
    @Test func idempotentRetryReturnsTheFirstResult() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let body = try JSONSerialization.data(withJSONObject: ["heroId": hero.id, "language": "en", "targetDuration": 60])
        let headers = ["Prefer": "respond-async", "Idempotency-Key": UUID().uuidString]
        let first = try await server.send("POST", "/api/v1/stories", token: token, body: body, headers: headers)
        let second = try await server.send("POST", "/api/v1/stories", token: token, body: body, headers: headers)
        #expect(first.status == 202 && second.status == 202)
        #expect(try first.data(Story.self).id == second.data(Story.self).id)
        #expect(second.header("Location") == first.header("Location"))
        let list = try await server.send("GET", "/api/v1/stories", token: token).data(StoryPage.self)
        #expect(list.pagination.total == 1)
        let other = try JSONSerialization.data(withJSONObject: ["heroId": hero.id, "language": "fr", "targetDuration": 60])
        let mismatch = try await server.send("POST", "/api/v1/stories", token: token, body: other, headers: headers)
        #expect(mismatch.status == 422)
        // Keys belong to their user: another user's same key is independent.
        let stranger = try await server.signUp()
        let strangerHero = try await server.createHero(token: stranger)
        let theirs = try JSONSerialization.data(withJSONObject: ["heroId": strangerHero.id, "language": "en", "targetDuration": 60])
        #expect(try await server.send("POST", "/api/v1/stories", token: stranger, body: theirs, headers: headers).status == 202)
    }

    @Test func hourlyGenerationLimitCountsOnlyAcceptedWork() async throws {
        let server = try await TestServer.start(generationRateLimit: GenerationRateLimit(story: 2))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        _ = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        _ = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        for _ in 0..<2 {
            let limited = try await server.send("POST", "/api/v1/stories", token: token, json: ["heroId": hero.id, "language": "en"])
            #expect(limited.status == 429)
            #expect(limited.json["error"] as? String == "RateLimitExceeded")
            let retryAfter = try #require(limited.header("Retry-After").flatMap(Int.init))
            #expect((3500...3600).contains(retryAfter))
            #expect(limited.json["retryAfter"] as? Int == retryAfter)
            #expect(limited.json["resetAt"] is String)
        }
        let store = try await server.openStore()
        defer { Task { await store.close() } }
        let jobs = try await store.acceptedJobs(userID: try #require(try await store.user(withEmail:
            try await server.send("GET", "/api/auth/get-session", token: token).decode(SessionResponse.self).user.email)).id,
            kind: .story, since: Date().addingTimeInterval(-3600))
        #expect(jobs.count == 2)
        #expect(try await server.send("GET", "/api/v1/stories", token: token).data(StoryPage.self).pagination.total == 2)
    }

    @Test func signedMediaURLsRejectTamperingAndExpiry() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let painted = try await server.send("POST", "/api/v1/heroes/\(hero.id)/avatar", token: token, json: [:] as [String: Any]).data(Hero.self)
        let url = try #require(painted.avatarUrl)
        var components = try #require(URLComponents(string: url))
        #expect(try await status(of: url) == 200)

        let path = String(components.path.dropFirst("/media/".count))
        var tampered = components
        tampered.queryItems = components.queryItems?.map { $0.name == "signature" ? URLQueryItem(name: "signature", value: String(repeating: "0", count: 64)) : $0 }
        #expect(try await status(of: tampered.string!) == 403)
        var otherPath = components
        otherPath.path = components.path.replacingOccurrences(of: "avatar-", with: "avatar-x")
        #expect(try await status(of: otherPath.string!) == 403)
        components.query = nil
        #expect(try await status(of: components.string!) == 403)

        // A correctly signed link whose 15 minutes are over.
        let signer = try MediaSigner(dataDirectory: server.directory)
        components.query = signer.query(for: path, now: Date().addingTimeInterval(-16 * 60))
        #expect(try await status(of: components.string!) == 403)
        components.query = signer.query(for: path)
        #expect(try await status(of: components.string!) == 200)
    }

    @Test func mediaPathsCannotLeaveTheMediaFolder() throws {
        let store = FileMediaStore(dataDirectory: URL(fileURLWithPath: "/tmp/is-media-root"),
                                   signer: MediaSigner(secret: Data(count: 32)))
        for path in ["../database.sqlite", "stories/../../database.sqlite", "/etc/passwd", "", "./x", "a/./b"] {
            #expect(store.url(for: path) == nil, "\(path)")
        }
        #expect(store.url(for: "stories/abc/scene-1.png")?.path == "/tmp/is-media-root/media/stories/abc/scene-1.png")
    }

    @Test func unauthenticatedAndForeignGenerationRequestsChangeNothing() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let owner = try await server.signUp()
        let stranger = try await server.signUp()
        let hero = try await server.createHero(token: owner)
        let story = try await server.createStory(token: owner, heroID: hero.id, extra: ["targetDuration": 60])
        for (token, expected) in [(nil, 401), (stranger, 404)] as [(String?, Int)] {
            for path in ["/api/v1/stories/\(story.id)/audio", "/api/v1/stories/\(story.id)/illustrations", "/api/v1/heroes/\(hero.id)/avatar"] {
                let reply = try await server.send("POST", path, token: token, body: Data("{}".utf8), headers: TestServer.respondAsync)
                #expect(reply.status == expected, "\(path)")
            }
            #expect(try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token).status == expected)
        }
        let after = try await server.send("GET", "/api/v1/stories/\(story.id)?includeIllustrations=true", token: owner).data(Story.self)
        #expect(after.audioGenerationStatus == .pending)
        #expect(after.illustrationStatus == .pending)
        #expect(after.illustrations?.allSatisfy { $0.status == .pending } == true)
        #expect(try await server.send("GET", "/api/v1/heroes/\(hero.id)", token: owner).data(Hero.self).avatarUrl == nil)
        let jobCount = try await TestDatabase.count(
            in: server.directory, #"SELECT COUNT(*) FROM job WHERE "targetId" IN (?, ?) AND kind != 'story'"#, [story.id, hero.id])
        #expect(jobCount == 0, "no job was queued for a refused request")
    }

    @Test func deletingAStoryOrHeroDeletesItsFiles() async throws {
        let server = try await TestServer.start()
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        _ = try await server.send("POST", "/api/v1/heroes/\(hero.id)/avatar", token: token, json: [:] as [String: Any])
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        _ = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token, json: ["maxIllustrations": 2])
        let media = server.directory.appendingPathComponent("media")
        func files(_ folder: String) -> [String] {
            (try? FileManager.default.subpathsOfDirectory(atPath: media.appendingPathComponent(folder).path))?
                .filter { $0.hasSuffix(".png") || $0.hasSuffix(".mp3") } ?? []
        }
        #expect(files("stories/\(story.id)").count == 2)
        #expect(files("heroes/\(hero.id)").count == 1)
        _ = try await server.send("DELETE", "/api/v1/stories/\(story.id)", token: token)
        #expect(files("stories/\(story.id)").isEmpty)
        _ = try await server.send("DELETE", "/api/v1/heroes/\(hero.id)", token: token)
        #expect(files("heroes/\(hero.id)").isEmpty)
    }

    @Test func concurrentRequestsShareOneJobAndOtherVoicesConflict() async throws {
        // The narration takes 2 s: everything below happens while it runs, even on a loaded machine.
        let server = try await TestServer.start(providers: Providers(simulatedLatency: .seconds(2)))
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<5 {
                group.addTask {
                    try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token,
                                          body: Data(#"{"voice":"echo"}"#.utf8), headers: TestServer.respondAsync).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 202, count: 5))
        let other = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token,
                                          body: Data(#"{"voice":"onyx"}"#.utf8), headers: TestServer.respondAsync)
        #expect(other.status == 409)
        // Editing the text while it is narrated is refused rather than narrated stale.
        let edit = try await server.send("PATCH", "/api/v1/stories/\(story.id)", token: token, json: ["content": "New words."])
        #expect(edit.status == 409)
        let jobs = try await TestDatabase.count(
            in: server.directory, #"SELECT COUNT(*) FROM job WHERE "targetId" = ? AND kind = 'audio'"#, [story.id])
        #expect(jobs == 1)
    }

    @Test func engineOutputNeverReachesTheClient() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try StandInScript.write("echo 'SECRET-INTERNAL /var/lib/thing failed' >&2\nexit 3",
                                             named: "espeak-ng", in: folder)
        let server = try await TestServer.start(providers: Providers(speech: EspeakSpeechSynthesizer(espeakPath: script)),
                                                backoff: [.milliseconds(1)])
        defer { Task { try await server.finish() } }
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let reply = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: [:] as [String: Any])
        #expect(reply.status == 502)
        #expect(reply.json["message"] as? String == "The narration engine failed. Please try again later.")
        let status = try await server.send("GET", "/api/v1/stories/\(story.id)/audio", token: token)
        let events = try await server.send("GET", "/api/v1/stories/\(story.id)/events", token: token)
        for text in [reply.text, status.text, events.text] {
            #expect(!text.contains("SECRET-INTERNAL") && !text.contains("/var/lib"))
        }
        #expect(try status.data(AudioResult.self).status == .failed)
    }

    private func status(of url: String) async throws -> Int {
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: url)))
        return (response as? HTTPURLResponse)?.statusCode ?? 0
    }
}
