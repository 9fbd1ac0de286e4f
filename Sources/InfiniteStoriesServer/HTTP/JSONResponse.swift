import Foundation
import Hummingbird
import InfiniteStoriesModels
import NIOCore

/// Builds JSON responses with the contract's dates and content type.
enum JSONResponse {
    /// One encoder per call is cheap next to a request; sharing one would need a lock.
    static func make<Body: Encodable>(_ status: HTTPResponse.Status, _ body: Body, headers: HTTPFields = [:]) -> Response {
        let data = (try? JSONEncoder.wire().encode(body)) ?? Data("{}".utf8)
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: data)))
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
