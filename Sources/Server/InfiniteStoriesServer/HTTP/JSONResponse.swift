import Foundation
import Hummingbird
import InfiniteStoriesModels
import NIOCore

/// Builds JSON responses with the contract's dates and content type.
enum JSONResponse {
    /// One encoder per call is cheap next to a request; sharing one would need a lock.
    static func make<Body: Encodable>(_ status: HTTPResponse.Status, _ body: Body, headers: HTTPFields = [:]) -> Response {
        make(status, encoded: encode(body), headers: headers)
    }

    /// A response around an already encoded JSON body (from `encode`, possibly cached).
    static func make(_ status: HTTPResponse.Status, encoded body: ByteBuffer, headers: HTTPFields = [:]) -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: body))
    }

    /// The contract's JSON for `body`.
    static func encode<Body: Encodable>(_ body: Body) -> ByteBuffer {
        ByteBuffer(bytes: (try? JSONEncoder.wire().encode(body)) ?? Data("{}".utf8))
    }

    /// A 200 envelope of a list page, served from `cache` while nothing it shows has changed.
    ///
    /// `key` must name everything the answer depends on: the user, the query and the host
    /// (media links are absolute). `page` runs only on a miss, once for misses at the same time.
    static func cachedPage<Payload: Codable & Sendable>(_ cache: ResponseCache, key: String,
                                                         page: () async throws -> Payload) async throws -> Response {
        let body = try await cache.body(for: key) { encode(Envelope(data: try await page(), message: nil)) }
        return make(.ok, encoded: body)
    }

    /// `{"data": payload, "message"?}`.
    static func envelope<Payload: Codable & Sendable>(_ status: HTTPResponse.Status, _ payload: Payload,
                                                      message: String? = nil, headers: HTTPFields = [:]) -> Response {
        make(status, Envelope(data: payload, message: message), headers: headers)
    }

    /// `{"data": payload, "message"?}` with 200.
    static func envelope<Payload: Codable & Sendable>(_ payload: Payload, message: String? = nil) -> Response {
        envelope(.ok, payload, message: message)
    }
}
