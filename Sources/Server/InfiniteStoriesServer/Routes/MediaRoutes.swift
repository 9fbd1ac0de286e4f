import Foundation
import Hummingbird
import NIOCore

/// `GET /media/<path>?expires&signature`: public but signed media, with `Range` for audio.
struct MediaRoutes: Sendable {
    let files: any MediaStore
    let signer: MediaSigner

    func register(on router: Router<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/media/**")
        router.get("/media/**") { request, context in
            let path = String(request.uri.path.dropFirst("/media/".count))
            let query = request.uri.queryParameters
            guard signer.verify(path: path, expires: query["expires"].map(String.init),
                                signature: query["signature"].map(String.init)) else {
                throw APIError(status: .forbidden, code: "Forbidden", message: "This link is invalid or has expired")
            }
            guard let data = await files.read(path) else { throw APIError.notFound }
            return try Self.respond(with: data, contentType: Self.contentType(for: path), range: request.headers[.range])
        }
    }

    static func contentType(for path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "mp3": "audio/mpeg"
        case "ogg": "audio/ogg"
        case "wav": "audio/wav"
        case "png": "image/png"
        default: "application/octet-stream"
        }
    }

    /// Answers the whole file, or the single byte range asked for (206), or 416.
    static func respond(with data: Data, contentType: String, range: String?) throws -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.acceptRanges] = "bytes"
        headers[.cacheControl] = "private, max-age=900"
        guard let range else {
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        let bounds: ClosedRange<Int>
        switch ByteRange.parse(range, length: data.count) {
        case .malformed:
            // RFC 9110: a Range header that cannot be parsed is ignored.
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
        case .unsatisfiable:
            headers[.contentRange] = "bytes */\(data.count)"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        case .range(let range):
            bounds = range
        }
        headers[.contentRange] = "bytes \(bounds.lowerBound)-\(bounds.upperBound)/\(data.count)"
        let slice = data[data.startIndex + bounds.lowerBound...data.startIndex + bounds.upperBound]
        return Response(status: .partialContent, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: slice)))
    }
}

/// One `bytes=` range (multi-range requests are answered with their first range).
enum ByteRange: Equatable {
    case range(ClosedRange<Int>)
    /// Well formed, but outside the file: 416.
    case unsatisfiable
    /// Not a byte range we understand: the header is ignored.
    case malformed

    static func parse(_ header: String, length: Int) -> ByteRange {
        guard header.hasPrefix("bytes=") else { return .malformed }
        let spec = header.dropFirst(6).split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let parts = spec.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return .malformed }
        if parts[0].isEmpty {
            guard let suffix = Int(parts[1]), suffix >= 0 else { return .malformed }
            return suffix == 0 || length == 0 ? .unsatisfiable : .range(max(0, length - suffix)...(length - 1))
        }
        guard let start = Int(parts[0]), start >= 0 else { return .malformed }
        let end: Int
        if parts[1].isEmpty {
            end = length - 1
        } else {
            guard let last = Int(parts[1]), last >= start else { return .malformed }
            end = min(last, length - 1)
        }
        return start < length ? .range(start...end) : .unsatisfiable
    }
}
