import Foundation
import Hummingbird
import NIOCore
import SharedUtilities

/// Reads request bodies with the contract's size limit and JSON rules.
enum RequestBody {
    /// 1 MiB (contract section 1).
    static let maximumSize = 1 << 20
    /// Auth bodies are a few hundred bytes; 16 KiB leaves room for any valid one (a 128-unit
    /// password and a 200-character name, all `\u`-escaped) and refuses the rest unparsed.
    static let maximumAuthSize = 16 << 10

    /// Collects the body; 413 when it is larger than `limit`. Content-Length is checked first so
    /// an oversized upload is refused without reading it; a chunked body is read up to the limit
    /// and refused the moment it passes it.
    static func collect(_ request: Request, limit: Int = maximumSize,
                        tooLarge: APIError = .payloadTooLarge) async throws -> ByteBuffer {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw tooLarge
        }
        do {
            return try await request.body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        } catch let error as HTTPError where error.status == .contentTooLarge {
            throw tooLarge
        }
    }

    /// Parses the body as a JSON object. Missing or malformed bodies are 400 (upstream: 500).
    static func object(_ request: Request, limit: Int = maximumSize, tooLarge: APIError = .payloadTooLarge,
                       error makeError: (String) -> APIError = appError) async throws -> [String: JSONValue] {
        try object(try await collect(request, limit: limit, tooLarge: tooLarge), error: makeError)
    }

    static func object(_ buffer: ByteBuffer, error makeError: (String) -> APIError = appError) throws -> [String: JSONValue] {
        guard buffer.readableBytes > 0 else { throw makeError("Request body is required") }
        return try parse(buffer, error: makeError)
    }

    /// Like `object`, but an empty body is an empty object (optional bodies such as `/audio`).
    static func optionalObject(_ buffer: ByteBuffer) throws -> [String: JSONValue] {
        if buffer.readableBytesView.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return [:]
        }
        return try parse(buffer, error: appError)
    }

    private static func parse(_ buffer: ByteBuffer, error makeError: (String) -> APIError) throws -> [String: JSONValue] {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(buffer.readableBytesView))
        } catch {
            throw makeError("Request body must be valid JSON")
        }
        guard let object = value.members else { throw makeError("Request body must be a JSON object") }
        // PostgreSQL's text cannot hold U+0000 (SQLite's can): refused alike on both stores,
        // with a message, rather than stored by one and a 500 from the other.
        if value.containsNUL { throw makeError("Text must not contain the NUL character (\\u0000)") }
        return object
    }

    static func appError(_ message: String) -> APIError {
        APIError.validation(["body": message], message: message)
    }
}
