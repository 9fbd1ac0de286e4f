import AsyncHTTPClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import ObjectStorage
import StandIns
import Testing

/// `--media s3://bucket/prefix`: a real server whose media goes to moto's S3 on loopback
/// (`scripts/moto-s3-server.py`, which checks every SigV4 signature as S3 does). Clients get
/// presigned URLs straight to the bucket; deleting a story or an account deletes its objects.
@Suite("S3 media")
struct S3MediaTests {
    static let credentials = AWSCredentials(accessKeyID: "AKIAMOTOLOOPBACKTEST",
                                            secretAccessKey: "moto/loopback+secret/EXAMPLEKEY")

    /// moto with an empty bucket, the server storing media under `prefix` in it, and a client to
    /// look inside the bucket.
    struct Setup {
        let moto: LoopbackScript
        let bucket: S3Client
        let server: TestServer
        let location: S3Location

        static func start() async throws -> Setup {
            let moto = try LoopbackScript("moto-s3-server.py",
                                          arguments: ["--access-key-id", credentials.accessKeyID,
                                                      "--secret-access-key", credentials.secretAccessKey])
            let configuration = S3Configuration(endpoint: moto.baseURL, region: "us-east-1", credentials: credentials)
            let location = try #require(S3Location("s3://stories-\(UInt32.random(in: 0...UInt32.max))/prod/media"))
            let bucket = S3Client(configuration: configuration, bucket: location.bucket)
            try await bucket.createBucket()
            let server = try await TestServer.start { $0.media = .s3(location, configuration) }
            return Setup(moto: moto, bucket: bucket, server: server, location: location)
        }

        func finish() async throws {
            try await server.finish()
            moto.stop()
        }

        /// The keys under a relative media folder, e.g. `stories/<id>`.
        func keys(under folder: String) async throws -> [String] {
            try await bucket.allKeys(prefix: location.key(for: folder))
        }
    }

    /// Downloads with a plain HTTP client: no bearer token, nothing but the URL.
    static func download(_ text: String?) async throws -> (status: Int, body: Data) {
        let url = try #require(text)
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 20 << 20)
        return (Int(response.status.code), Data(body.readableBytesView))
    }

    /// A presigned URL of this setup's bucket for an object under the story's folder.
    static func expectPresigned(_ url: String?, in setup: Setup, folder: String) throws {
        let text = try #require(url)
        let objectURL = setup.moto.baseURL.absoluteString + "/" + setup.location.bucket + "/" + setup.location.key(for: folder) + "/"
        #expect(text.hasPrefix(objectURL), "\(text)")
        #expect(text.contains("X-Amz-Signature=") && text.contains("X-Amz-Expires="), "\(text)")
    }

    @Test func narrationAndPicturesComeFromTheBucketAndGoWithTheStory() async throws {
        let setup = try await Setup.start()
        defer { Task { try await setup.finish() } }
        let server = setup.server
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        let folder = MediaPaths.storyFolder(story.id)

        let audio = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "nova"])
            .data(AudioResult.self)
        try Self.expectPresigned(audio.audioUrl, in: setup, folder: folder)
        let narration = try await Self.download(audio.audioUrl)
        #expect(narration.status == 200)
        let audioKey = try #require(try await setup.keys(under: folder).first { $0.hasSuffix(".mp3") })
        #expect(narration.body == (try await setup.bucket.getObject(key: audioKey)))
        #expect(narration.body.count > 1000, "a real recording")
        #expect(try await setup.bucket.headObject(key: audioKey)?.contentType == "audio/mpeg")

        let drawn = try await server.send("POST", "/api/v1/stories/\(story.id)/illustrations", token: token, json: [:] as [String: Any])
        #expect(try drawn.data(IllustrationProgress.self).status == .completed, "\(drawn.text)")
        let full = try await server.send("GET", "/api/v1/stories/\(story.id)?includeIllustrations=true", token: token).data(Story.self)
        let illustrations = try #require(full.illustrations)
        #expect(!illustrations.isEmpty)
        for item in illustrations {
            try Self.expectPresigned(item.imageUrl, in: setup, folder: folder)
            let picture = try await Self.download(item.imageUrl)
            #expect(picture.status == 200)
            #expect(picture.body.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        }
        #expect(try await setup.keys(under: folder).count == illustrations.count + 1)

        #expect(try await server.send("DELETE", "/api/v1/stories/\(story.id)", token: token).status == 200)
        #expect(try await setup.keys(under: folder).isEmpty, "the story's objects are deleted")
        #expect(try await Self.download(audio.audioUrl).status == 404)
    }

    /// Signed at the start of the hour and valid two hours from it: every read within the hour
    /// hands out the same URL, so a client's cache keyed by URL hits.
    @Test func theSameURLRepeatsAcrossReads() async throws {
        let setup = try await Setup.start()
        defer { Task { try await setup.finish() } }
        let server = setup.server
        let token = try await server.signUp()
        let hero = try await server.createHero(token: token)
        let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
        _ = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "nova"])

        func audioURL() async throws -> String? {
            try await server.send("GET", "/api/v1/stories/\(story.id)", token: token).data(Story.self).audioUrl
        }
        var first = try await audioURL()
        var second = try await audioURL()
        if first != second {  // the hour turned between the two reads: it cannot turn again so soon
            first = second
            second = try await audioURL()
        }
        #expect(first != nil)
        #expect(first == second)
        #expect(try await Self.download(second).status == 200)
    }

    @Test func deletingTheAccountDeletesItsObjectsOnly() async throws {
        let setup = try await Setup.start()
        defer { Task { try await setup.finish() } }
        let server = setup.server

        func userWithMedia() async throws -> (token: String, hero: Hero, story: Story) {
            let token = try await server.signUp()
            let hero = try await server.createHero(token: token)
            let avatar = try await server.send("POST", "/api/v1/heroes/\(hero.id)/avatar", token: token, json: [:] as [String: Any])
            #expect(avatar.status == 200, "\(avatar.text)")
            let story = try await server.createStory(token: token, heroID: hero.id, extra: ["targetDuration": 60])
            let audio = try await server.send("POST", "/api/v1/stories/\(story.id)/audio", token: token, json: ["voice": "nova"])
            #expect(audio.status == 200, "\(audio.text)")
            return (token, hero, story)
        }
        let leaving = try await userWithMedia()
        let staying = try await userWithMedia()
        for user in [leaving, staying] {
            #expect(try await setup.keys(under: MediaPaths.heroFolder(user.hero.id)).count == 1)
            #expect(try await setup.keys(under: MediaPaths.storyFolder(user.story.id)).count == 1)
        }

        #expect(try await server.send("DELETE", "/api/v1/user/account", token: leaving.token).status == 200)
        #expect(try await setup.keys(under: MediaPaths.heroFolder(leaving.hero.id)).isEmpty)
        #expect(try await setup.keys(under: MediaPaths.storyFolder(leaving.story.id)).isEmpty)
        #expect(try await setup.keys(under: MediaPaths.heroFolder(staying.hero.id)).count == 1)
        #expect(try await setup.keys(under: MediaPaths.storyFolder(staying.story.id)).count == 1)
        let everything = try await setup.bucket.allKeys(prefix: "")
        #expect(everything.allSatisfy { $0.hasPrefix("prod/media/") }, "\(everything)")
        #expect(everything.count == 2)
    }
}
