import Crypto
import Foundation

/// AWS Signature Version 4 (`AWS4-HMAC-SHA256`) on swift-crypto, for S3 and S3-compatible stores
/// (ADR 0021): an `Authorization` header for the server's own calls, and presigned query strings
/// for the URLs clients download media from.
///
/// The steps are public so the tests can hold each one against AWS's published vectors: the
/// canonical request, the string to sign and the signature.
public struct SigV4Signer: Sendable {
    public var credentials: AWSCredentials
    public var region: String
    public var service: String

    /// The payload hash of presigned URLs and of requests whose body is not hashed.
    public static let unsignedPayload = "UNSIGNED-PAYLOAD"

    public init(credentials: AWSCredentials, region: String, service: String = "s3") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    // MARK: - Signing

    /// The request with `x-amz-date`, the session token, optionally `x-amz-content-sha256` (S3
    /// wants it on every request) and `Authorization` added.
    public func signed(_ request: SigV4Request, payloadHash: String, at date: Date,
                       addingContentHashHeader: Bool = true) -> SigV4Request {
        var request = request
        request.headers.append(.init("x-amz-date", Self.timestamp(date)))
        if addingContentHashHeader { request.headers.append(.init("x-amz-content-sha256", payloadHash)) }
        if let token = credentials.sessionToken { request.headers.append(.init("x-amz-security-token", token)) }
        let canonical = canonicalRequest(request, payloadHash: payloadHash)
        let signature = signature(stringToSign: stringToSign(canonicalRequest: canonical, at: date), at: date)
        let authorization = "AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope(at: date)), "
            + "SignedHeaders=\(signedHeaderNames(request)), Signature=\(signature)"
        request.headers.append(.init("Authorization", authorization))
        return request
    }

    /// The request with the `X-Amz-*` query parameters that make it a presigned URL, valid for
    /// `expires` seconds from `date`. Only the headers in `request.headers` (at least `host`) are
    /// signed, so whoever follows the URL must send exactly those.
    public func presigned(_ request: SigV4Request, expires: Int, at date: Date,
                          payloadHash: String = SigV4Signer.unsignedPayload) -> SigV4Request {
        var request = request
        request.query += [
            .init("X-Amz-Algorithm", "AWS4-HMAC-SHA256"),
            .init("X-Amz-Credential", "\(credentials.accessKeyID)/\(scope(at: date))"),
            .init("X-Amz-Date", Self.timestamp(date)),
            .init("X-Amz-Expires", String(expires)),
        ]
        if let token = credentials.sessionToken { request.query.append(.init("X-Amz-Security-Token", token)) }
        request.query.append(.init("X-Amz-SignedHeaders", signedHeaderNames(request)))
        let canonical = canonicalRequest(request, payloadHash: payloadHash)
        let signature = signature(stringToSign: stringToSign(canonicalRequest: canonical, at: date), at: date)
        request.query.append(.init("X-Amz-Signature", signature))
        return request
    }

    // MARK: - The steps

    /// Method, canonical URI, canonical query, canonical headers, signed header names and the
    /// payload hash, one per line. `Authorization` and `X-Amz-Signature` are never part of it.
    public func canonicalRequest(_ request: SigV4Request, payloadHash: String) -> String {
        let pairs: [(name: String, value: String)] = request.query
            .filter { $0.name != "X-Amz-Signature" }
            .map { (URIEncoding.component($0.name), URIEncoding.component($0.value)) }
        let sorted = pairs.sorted { (left, right) -> Bool in
            left.name == right.name ? left.value < right.value : left.name < right.name
        }
        let query = sorted.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let headers = canonicalHeaders(request)
        return [
            request.method,
            URIEncoding.path(request.path.isEmpty ? "/" : request.path),
            query,
            headers.map { "\($0.name):\($0.value)\n" }.joined(),
            headers.map(\.name).joined(separator: ";"),
            payloadHash,
        ].joined(separator: "\n")
    }

    public func stringToSign(canonicalRequest: String, at date: Date) -> String {
        [
            "AWS4-HMAC-SHA256",
            Self.timestamp(date),
            scope(at: date),
            Self.hex(SHA256.hash(data: Data(canonicalRequest.utf8))),
        ].joined(separator: "\n")
    }

    /// HMAC of the string to sign with the key derived from the secret, the day, region and service.
    public func signature(stringToSign: String, at date: Date) -> String {
        var key = SymmetricKey(data: Data("AWS4\(credentials.secretAccessKey)".utf8))
        for part in [Self.day(date), region, service, "aws4_request"] {
            key = SymmetricKey(data: Data(HMAC<SHA256>.authenticationCode(for: Data(part.utf8), using: key)))
        }
        return Self.hex(HMAC<SHA256>.authenticationCode(for: Data(stringToSign.utf8), using: key))
    }

    /// `20130524/us-east-1/s3/aws4_request`.
    public func scope(at date: Date) -> String {
        "\(Self.day(date))/\(region)/\(service)/aws4_request"
    }

    // MARK: - Helpers

    /// The hex SHA-256 of a body, for `x-amz-content-sha256` and the canonical request.
    public static func payloadHash(_ body: Data) -> String {
        hex(SHA256.hash(data: body))
    }

    /// `20130524T000000Z`.
    public static func timestamp(_ date: Date) -> String {
        let parts = utc(date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", parts.year!, parts.month!, parts.day!,
                      parts.hour!, parts.minute!, parts.second!)
    }

    static func day(_ date: Date) -> String { String(timestamp(date).prefix(8)) }

    private static func utc(_ date: Date) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    }

    private func canonicalHeaders(_ request: SigV4Request) -> [(name: String, value: String)] {
        var merged: [String: [String]] = [:]
        for header in request.headers where header.name.lowercased() != "authorization" {
            merged[header.name.lowercased(), default: []].append(Self.folded(header.value))
        }
        return merged.keys.sorted().map { ($0, merged[$0]!.joined(separator: ",")) }
    }

    private func signedHeaderNames(_ request: SigV4Request) -> String {
        canonicalHeaders(request).map(\.name).joined(separator: ";")
    }

    /// Trimmed, with each run of spaces inside folded to one (SigV4's header value rule).
    private static func folded(_ value: String) -> String {
        value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
    }

    static func hex<D: Sequence>(_ bytes: D) -> String where D.Element == UInt8 {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
