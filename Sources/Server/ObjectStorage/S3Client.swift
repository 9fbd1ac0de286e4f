import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import NIOHTTP1

/// The handful of S3 calls the media store needs, on one bucket, signed with `SigV4Signer` and
/// sent with AsyncHTTPClient. Buckets are addressed path-style (`<endpoint>/<bucket>/<key>`), which
/// every S3-compatible server understands and needs no DNS per bucket.
public struct S3Client: Sendable {
    public let configuration: S3Configuration
    public let bucket: String
    let http: HTTPClient
    let signer: SigV4Signer
    /// The clock requests and URLs are signed with.
    let now: @Sendable () -> Date
    /// How long one call may take, answer included.
    public var timeout: TimeAmount = .seconds(60)
    /// The largest object `getObject` reads into memory.
    public var maximumObjectSize = 512 * 1024 * 1024

    /// S3 deletes at most this many keys per DeleteObjects call.
    static let deleteBatchSize = 1000

    public init(configuration: S3Configuration, bucket: String, httpClient: HTTPClient = .shared,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.configuration = configuration
        self.bucket = bucket
        self.http = httpClient
        self.signer = SigV4Signer(credentials: configuration.credentials, region: configuration.region)
        self.now = now
    }

    /// What `headObject` answers.
    public struct ObjectInfo: Sendable, Equatable {
        public var size: Int
        public var contentType: String?
        public var eTag: String?
    }

    /// One page of a listing and the token for the next one, if there is more.
    public struct ObjectPage: Sendable, Equatable {
        public var keys: [String]
        public var continuationToken: String?
    }

    // MARK: - Calls

    /// Creates the bucket (the tests' stand-in server starts empty; production buckets are made
    /// by whoever runs the deployment).
    public func createBucket() async throws {
        var body = Data()
        if configuration.region != "us-east-1" {
            body = Data(("<CreateBucketConfiguration xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\">"
                + "<LocationConstraint>\(XMLScan.escaped(configuration.region))</LocationConstraint>"
                + "</CreateBucketConfiguration>").utf8)
        }
        try await send(.PUT, key: nil, body: body).requireSuccess()
    }

    public func putObject(_ data: Data, key: String, contentType: String) async throws {
        try await send(.PUT, key: key, headers: [.init("content-type", contentType)], body: data).requireSuccess()
    }

    /// The object's bytes, or nil when there is no such key.
    public func getObject(key: String) async throws -> Data? {
        let answer = try await send(.GET, key: key)
        if answer.status == 404 { return nil }
        try answer.requireSuccess()
        return answer.body
    }

    /// Size, type and ETag of an object, or nil when there is no such key.
    public func headObject(key: String) async throws -> ObjectInfo? {
        let answer = try await send(.HEAD, key: key)
        if answer.status == 404 { return nil }
        try answer.requireSuccess()
        return ObjectInfo(size: answer.headers.first(name: "content-length").flatMap(Int.init) ?? 0,
                          contentType: answer.headers.first(name: "content-type"),
                          eTag: answer.headers.first(name: "etag"))
    }

    /// Deletes one key; a key already gone is not an error (S3 answers 204 either way).
    public func deleteObject(key: String) async throws {
        let answer = try await send(.DELETE, key: key)
        if answer.status == 404 { return }
        try answer.requireSuccess()
    }

    /// One page of ListObjectsV2 under a prefix.
    public func listObjects(prefix: String, continuationToken: String? = nil, maxKeys: Int = 1000) async throws -> ObjectPage {
        var query: [SigV4Request.Query] = [.init("list-type", "2"), .init("prefix", prefix), .init("max-keys", String(maxKeys))]
        if let continuationToken { query.append(.init("continuation-token", continuationToken)) }
        let answer = try await send(.GET, key: nil, query: query)
        try answer.requireSuccess()
        let document = String(decoding: answer.body, as: UTF8.self)
        let keys = XMLScan.blocks(of: "Contents", in: document).compactMap { XMLScan.values(of: "Key", in: String($0)).first }
        let truncated = XMLScan.values(of: "IsTruncated", in: document).first == "true"
        let next = XMLScan.values(of: "NextContinuationToken", in: document).first
        return ObjectPage(keys: keys, continuationToken: truncated ? next : nil)
    }

    /// Every key under a prefix, following continuation tokens.
    public func allKeys(prefix: String, pageSize: Int = 1000) async throws -> [String] {
        var keys: [String] = []
        var token: String?
        repeat {
            let page = try await listObjects(prefix: prefix, continuationToken: token, maxKeys: pageSize)
            keys += page.keys
            token = page.continuationToken
        } while token != nil
        return keys
    }

    /// Deletes keys with DeleteObjects (`POST ?delete`, 1000 a call, `Content-MD5` as S3 requires);
    /// the first key S3 could not delete is thrown.
    public func deleteObjects(keys: [String]) async throws {
        for start in stride(from: 0, to: keys.count, by: Self.deleteBatchSize) {
            let batch = keys[start..<min(start + Self.deleteBatchSize, keys.count)]
            let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Delete xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\"><Quiet>true</Quiet>"
                + batch.map { "<Object><Key>\(XMLScan.escaped($0))</Key></Object>" }.joined() + "</Delete>"
            let body = Data(xml.utf8)
            let md5 = Data(Insecure.MD5.hash(data: body)).base64EncodedString()
            let answer = try await send(.POST, key: nil, query: [.init("delete", "")],
                                        headers: [.init("content-md5", md5), .init("content-type", "application/xml")],
                                        body: body)
            try answer.requireSuccess()
            let document = String(decoding: answer.body, as: UTF8.self)
            if let failure = XMLScan.blocks(of: "Error", in: document).first {
                let inner = String(failure)
                throw S3Error(status: answer.status, code: XMLScan.values(of: "Code", in: inner).first ?? "DeleteFailed",
                              message: XMLScan.values(of: "Message", in: inner).first ?? inner,
                              request: "DELETE /\(bucket)/\(XMLScan.values(of: "Key", in: inner).first ?? "")")
            }
        }
    }

    /// Deletes everything under a prefix: list, then delete in batches.
    public func deleteAll(prefix: String) async throws {
        let keys = try await allKeys(prefix: prefix)
        guard !keys.isEmpty else { return }
        try await deleteObjects(keys: keys)
    }

    /// A URL anyone can GET the object with until it expires: SigV4 in the query, only `host`
    /// signed, so a plain HTTP client (or a browser, or mpv) can follow it.
    public func presignedGetURL(key: String, expires: Int, at date: Date) -> URL {
        let request = SigV4Request(method: "GET", path: path(for: key), headers: [.init("host", configuration.hostHeader)])
        let signed = signer.presigned(request, expires: expires, at: date)
        return URL(string: origin + signed.encodedTarget)!
    }

    // MARK: - Sending

    struct Answer {
        var status: Int
        var headers: HTTPHeaders
        var body: Data
        var request: String

        func requireSuccess() throws {
            guard (200..<300).contains(status) else {
                throw S3Error(status: status, body: String(decoding: body, as: UTF8.self), request: request)
            }
        }
    }

    private var origin: String {
        "\(configuration.endpoint.scheme?.lowercased() ?? "https")://\(configuration.hostHeader)"
    }

    /// `/<bucket>/<key>` (or `/<bucket>` for bucket calls), under the endpoint's own path.
    private func path(for key: String?) -> String {
        configuration.basePath + "/" + bucket + (key.map { "/" + $0 } ?? "")
    }

    private func send(_ method: HTTPMethod, key: String?, query: [SigV4Request.Query] = [],
                      headers: [SigV4Request.Header] = [], body: Data = Data()) async throws -> Answer {
        let unsigned = SigV4Request(method: method.rawValue, path: path(for: key), query: query,
                                    headers: [.init("host", configuration.hostHeader)] + headers)
        let signed = signer.signed(unsigned, payloadHash: SigV4Signer.payloadHash(body), at: now())
        var request = HTTPClientRequest(url: origin + signed.encodedTarget)
        request.method = method
        for header in signed.headers { request.headers.add(name: header.name, value: header.value) }
        if !body.isEmpty || method == .PUT || method == .POST {
            request.body = .bytes(ByteBuffer(bytes: body))
        }
        let description = "\(method.rawValue) \(unsigned.path)"
        let response = try await http.execute(request, timeout: timeout)
        let collected = try await response.body.collect(upTo: maximumObjectSize)
        let bytes = Data(collected.readableBytesView)
        return Answer(status: Int(response.status.code), headers: response.headers, body: bytes, request: description)
    }
}
