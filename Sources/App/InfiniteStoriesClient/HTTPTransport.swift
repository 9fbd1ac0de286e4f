import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// A request as the transport sends it, built by `APIClient` and `MediaCache`.
struct TransportRequest: Sendable {
    var method: String
    var url: URL
    var headers: [(name: String, value: String)] = []
    var body: Data?

    mutating func setHeader(_ name: String, _ value: String) {
        headers.removeAll { $0.name.lowercased() == name.lowercased() }
        headers.append((name, value))
    }
}

/// The status and headers (names lower-cased) of an answer.
struct TransportResponseHead: Sendable, Equatable {
    var status: Int
    var headers: [String: String]
}

/// HTTP over AsyncHTTPClient (SwiftNIO): one connection pool per client, requests a task
/// cancellation really stops, bodies read whole or streamed.
///
/// Why not URLSession: on Linux it runs on libcurl and busy-polls a core while a request waits
/// for its answer (3.2 s of CPU in 3 s with a story's events stream open), and libcurl's ~30
/// shared libraries cost ~4 ms of every start-up (docs/decisions/0009).
final class HTTPTransport: Sendable {
    /// More than any answer of the contract (a 100-story page is ~540 KB; media a few MB).
    static let maximumBodySize = 64 << 20
    static let maximumRedirects = 5

    private let client: HTTPClient

    /// No read timeout here: it would apply to every request alike, and a synchronous generation
    /// may stay silent for minutes. Callers bound whole requests (`APIClient.race`), and an
    /// events stream bounds its own silences (`EventStreamConnection`).
    init() {
        var configuration = HTTPClient.Configuration()
        // Redirects are followed here, same origin only, so the bearer token never travels on.
        configuration.redirectConfiguration = .disallow
        configuration.decompression = .disabled
        configuration.timeout = .init(connect: .seconds(10), read: nil)
        // A refused connection fails its request at once (the client's retry policy decides
        // what happens next) instead of being retried silently until a deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// Sends `request` and reads the whole answer. A redirect to the same origin is followed
    /// (`301`-`303` as a GET, `307`/`308` as sent); one to another origin is answered as is.
    func perform(_ request: TransportRequest) async throws -> (TransportResponseHead, Data) {
        try Task.checkCancellation()
        var current = request
        var redirects = 0
        while true {
            let response = try await client.execute(try Self.clientRequest(current), deadline: .distantFuture)
            let head = Self.head(of: response)
            var body = try await response.body.collect(upTo: Self.maximumBodySize)
            if redirects < Self.maximumRedirects, let next = Self.redirect(from: current, head: head) {
                redirects += 1
                current = next
                continue
            }
            return (head, Data(body.readBytes(length: body.readableBytes) ?? []))
        }
    }

    /// Sends `request` and hands back the head and the body as it arrives (never redirected:
    /// used for events streams). Stopping the body's iteration or cancelling the task closes it.
    func open(_ request: TransportRequest) async throws -> (TransportResponseHead, HTTPClientResponse.Body) {
        try Task.checkCancellation()
        let response = try await client.execute(try Self.clientRequest(request), deadline: .distantFuture)
        return (Self.head(of: response), response.body)
    }

    /// Lets the connection pool go; requests still running fail.
    func shutdown() {
        client.shutdown { _ in }
    }

    static func clientRequest(_ request: TransportRequest) throws -> HTTPClientRequest {
        var converted = HTTPClientRequest(url: request.url.absoluteString)
        converted.method = NIOHTTP1.HTTPMethod(rawValue: request.method)
        for (name, value) in request.headers {
            converted.headers.add(name: name, value: value)
        }
        if let body = request.body {
            converted.body = .bytes(ByteBuffer(bytes: body))
        }
        return converted
    }

    static func head(of response: HTTPClientResponse) -> TransportResponseHead {
        var headers: [String: String] = [:]
        for (name, value) in response.headers {
            let key = name.lowercased()
            headers[key] = headers[key].map { "\($0), \(value)" } ?? value
        }
        return TransportResponseHead(status: Int(response.status.code), headers: headers)
    }

    /// The request to send next for a redirect answer, or nil when it is not to be followed.
    static func redirect(from request: TransportRequest, head: TransportResponseHead) -> TransportRequest? {
        guard [301, 302, 303, 307, 308].contains(head.status), let location = head.headers["location"],
              let target = URL(string: location, relativeTo: request.url)?.absoluteURL else { return nil }
        let from = request.url
        let sameOrigin = from.scheme?.lowercased() == target.scheme?.lowercased()
            && from.host?.lowercased() == target.host?.lowercased()
            && from.port == target.port
        guard sameOrigin else { return nil }
        var next = request
        next.url = target
        if head.status <= 303 && request.method != "HEAD" {
            next.method = "GET"
            next.body = nil
            next.headers.removeAll { ["content-type", "content-length"].contains($0.name.lowercased()) }
        }
        return next
    }
}
