import AsyncHTTPClient
import Foundation
import ObjectStorage
import StandIns
import Testing

/// `S3Client` against moto's S3 on loopback (`scripts/moto-s3-server.py`), which refuses, as S3
/// does, any request whose SigV4 signature it cannot reproduce and any presigned URL past its
/// expiry: so these tests fail when our signing is wrong, not only when the calls are.
@Suite("S3 client against moto")
struct S3ClientTests {
    static let credentials = AWSCredentials(accessKeyID: "AKIAMOTOLOOPBACKTEST",
                                            secretAccessKey: "moto/loopback+secret/EXAMPLEKEY")

    /// A stand-in S3 with an empty bucket, and a client for it.
    struct Bucket {
        let server: LoopbackScript
        let client: S3Client

        init(credentials: AWSCredentials = S3ClientTests.credentials) async throws {
            server = try LoopbackScript("moto-s3-server.py",
                                        arguments: ["--access-key-id", S3ClientTests.credentials.accessKeyID,
                                                    "--secret-access-key", S3ClientTests.credentials.secretAccessKey])
            let configuration = S3Configuration(endpoint: server.baseURL, region: "us-east-1", credentials: credentials)
            client = S3Client(configuration: configuration, bucket: "media-\(UInt32.random(in: 0...UInt32.max))")
        }
    }

    static func download(_ url: URL) async throws -> (status: Int, body: Data) {
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url.absoluteString), timeout: .seconds(10))
        let body = try await response.body.collect(upTo: 10 << 20)
        return (Int(response.status.code), Data(body.readableBytesView))
    }

    @Test func putsGetsHeadsListsAndDeletes() async throws {
        let bucket = try await Bucket()
        defer { bucket.server.stop() }
        let s3 = bucket.client
        try await s3.createBucket()
        // Keys with characters SigV4 encodes (space, plus, non-ASCII) must sign and round-trip.
        let keys = ["media/stories/a/audio one.mp3", "media/stories/a/scene+1-ሴ.png", "media/heroes/h/avatar.png"]
        for (index, key) in keys.enumerated() {
            try await s3.putObject(Data("bytes \(index)".utf8), key: key, contentType: index == 0 ? "audio/mpeg" : "image/png")
        }
        #expect(try await s3.getObject(key: keys[1]) == Data("bytes 1".utf8))
        let info = try #require(try await s3.headObject(key: keys[0]))
        #expect(info.size == 7)
        #expect(info.contentType == "audio/mpeg")
        #expect(try await s3.getObject(key: "media/stories/a/missing.mp3") == nil)
        #expect(try await s3.headObject(key: "media/stories/a/missing.mp3") == nil)

        // One key a page, so every page but the last carries a continuation token.
        let firstPage = try await s3.listObjects(prefix: "media/stories/a/", maxKeys: 1)
        #expect(firstPage.keys.count == 1)
        #expect(firstPage.continuationToken != nil)
        #expect(Set(try await s3.allKeys(prefix: "media/stories/a/", pageSize: 1)) == Set(keys.prefix(2)))
        #expect(try await s3.allKeys(prefix: "media/").count == 3)

        try await s3.deleteAll(prefix: "media/stories/")
        #expect(try await s3.allKeys(prefix: "media/") == ["media/heroes/h/avatar.png"])
        try await s3.deleteObject(key: "media/heroes/h/avatar.png")
        try await s3.deleteObject(key: "media/heroes/h/avatar.png")  // already gone: no error
        #expect(try await s3.allKeys(prefix: "").isEmpty)
    }

    @Test func presignedGetWorksForAPlainClientAndIsRefusedExpiredOrTampered() async throws {
        let bucket = try await Bucket()
        defer { bucket.server.stop() }
        let s3 = bucket.client
        try await s3.createBucket()
        let bytes = Data((0..<2048).map { UInt8($0 % 251) })
        try await s3.putObject(bytes, key: "media/stories/s/audio-nova-x.mp3", contentType: "audio/mpeg")

        let url = s3.presignedGetURL(key: "media/stories/s/audio-nova-x.mp3", expires: 3600, at: Date())
        let fetched = try await Self.download(url)
        #expect(fetched.status == 200)
        #expect(fetched.body == bytes)

        let expired = s3.presignedGetURL(key: "media/stories/s/audio-nova-x.mp3", expires: 60, at: Date() - 120)
        let late = try await Self.download(expired)
        #expect(late.status == 403)
        #expect(String(decoding: late.body, as: UTF8.self).contains("Request has expired"))

        // Another object under the same signature.
        try await s3.putObject(Data("other".utf8), key: "media/stories/s/audio-nova-y.mp3", contentType: "audio/mpeg")
        let tampered = try #require(URL(string: url.absoluteString.replacingOccurrences(of: "audio-nova-x", with: "audio-nova-y")))
        let refused = try await Self.download(tampered)
        #expect(refused.status == 403)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("SignatureDoesNotMatch"))
    }

    @Test func refusalsCarryS3sCodeAndMessage() async throws {
        let wrongSecret = AWSCredentials(accessKeyID: Self.credentials.accessKeyID, secretAccessKey: "not-the-secret")
        let bucket = try await Bucket(credentials: wrongSecret)
        defer { bucket.server.stop() }
        let error = try await #require(throws: S3Error.self) { try await bucket.client.createBucket() }
        #expect(error.status == 403)
        #expect(error.code == "SignatureDoesNotMatch")
        #expect(error.description.contains("PUT /\(bucket.client.bucket)"))

        let right = S3Client(configuration: S3Configuration(endpoint: bucket.server.baseURL, region: "us-east-1",
                                                            credentials: Self.credentials),
                             bucket: "no-such-bucket")
        let missing = try await #require(throws: S3Error.self) {
            try await right.putObject(Data("x".utf8), key: "k", contentType: "text/plain")
        }
        #expect(missing.code == "NoSuchBucket")
        #expect(!missing.message.isEmpty)
    }
}
