import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `limit`, `offset` and `updatedAfter` of list routes.
struct ListQuery: Sendable {
    var limit: Int
    var offset: Int
    var updatedAfter: Date?
    /// The whole query string, parsed once: a route reads its own filters from it (parsing it
    /// again per parameter was ~4% of a cached list request).
    var parameters: Parameters

    static let defaultLimit = 50
    static let maximumOffset = 1_000_000_000

    /// Reads the paging parameters leniently, as the existing backend's `clampPagination` does
    /// (old clients rely on it): `limit` is clamped to 1...100 and a non-numeric one is the
    /// default; `offset` is clamped to 0...1,000,000,000 and a non-numeric one is 0. Only a
    /// malformed `updatedAfter` (our addition, with no upstream behaviour to keep) is a 400.
    init(_ request: Request) throws {
        var errors: [String: String] = [:]
        let query = request.uri.queryParameters
        parameters = query
        limit = query["limit"].flatMap(Self.leadingInteger).map { min(max($0, 1), 100) } ?? Self.defaultLimit
        // Capped so paging arithmetic can never overflow.
        offset = query["offset"].flatMap(Self.leadingInteger).map { min(max($0, 0), Self.maximumOffset) } ?? 0
        if let raw = query["updatedAfter"].map(String.init) {
            if let date = WireDate.date(from: raw) { updatedAfter = date } else {
                errors["updatedAfter"] = "must be an ISO-8601 UTC date-time"
            }
        }
        if !errors.isEmpty { throw APIError.validation(errors) }
    }

    /// JavaScript's `parseInt(text, 10)`, which the existing backend pages with: leading spaces,
    /// a sign, then as many digits as there are (`"20abc"` is 20); nil with no digit. Saturates
    /// instead of overflowing.
    static func leadingInteger(_ text: Substring) -> Int? {
        var bytes = text.utf8.drop { $0 == 0x20 || $0 == 0x09 }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        var value = 0
        var digits = 0
        for byte in bytes {
            guard (0x30...0x39).contains(byte) else { break }
            value = value > Int.max / 20 ? Int.max / 10 : value * 10 + Int(byte - 0x30)
            digits += 1
        }
        guard digits > 0 else { return nil }
        return negative ? -value : value
    }

    func pagination(total: Int) -> Pagination {
        Pagination(total: total, limit: limit, offset: offset, hasMore: offset + limit < total)
    }
}
