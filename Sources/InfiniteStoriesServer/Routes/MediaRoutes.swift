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
            guard let data = files.read(path) else { throw APIError.notFound }
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
        guard let bounds = ByteRange.parse(range, length: data.count) else {
            headers[.contentRange] = "bytes */\(data.count)"
            return Response(status: .rangeNotSatisfiable, headers: headers)
        }
        headers[.contentRange] = "bytes \(bounds.lowerBound)-\(bounds.upperBound)/\(data.count)"
        let slice = data[data.startIndex + bounds.lowerBound...data.startIndex + bounds.upperBound]
        return Response(status: .partialContent, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: slice)))
    }
}

/// One `bytes=` range (multi-range requests are answered with their first range).
enum ByteRange {
    static func parse(_ header: String, length: Int) -> ClosedRange<Int>? {
        guard length > 0, header.hasPrefix("bytes=") else { return nil }
        let spec = header.dropFirst(6).split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        let parts = spec.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        if parts[0].isEmpty {
            guard let suffix = Int(parts[1]), suffix > 0 else { return nil }
            return max(0, length - suffix)...(length - 1)
        }
        guard let start = Int(parts[0]), start < length else { return nil }
        let end = parts[1].isEmpty ? length - 1 : min(Int(parts[1]) ?? -1, length - 1)
        guard end >= start else { return nil }
        return start...end
    }
}
