import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `limit`, `offset` and `updatedAfter` of list routes.
struct ListQuery: Sendable {
    var limit: Int
    var offset: Int
    var updatedAfter: Date?

    static let defaultLimit = 50
    static let maximumOffset = 1_000_000_000

    /// Reads the paging parameters: `limit` is clamped to 1...100 (contract), a negative or
    /// non-numeric value is a 400 naming the parameter.
    init(_ request: Request) throws {
        var errors: [String: String] = [:]
        let query = request.uri.queryParameters
        limit = Self.defaultLimit
        offset = 0
        if let raw = query["limit"].map(String.init) {
            if let value = Int(raw) { limit = min(max(value, 1), 100) } else { errors["limit"] = "must be a whole number" }
        }
        if let raw = query["offset"].map(String.init) {
            // Capped so paging arithmetic can never overflow.
            if let value = Int(raw), (0...Self.maximumOffset).contains(value) { offset = value } else {
                errors["offset"] = "must be a whole number from 0 to \(Self.maximumOffset)"
            }
        }
        if let raw = query["updatedAfter"].map(String.init) {
            if let date = WireDate.date(from: raw) { updatedAfter = date } else {
                errors["updatedAfter"] = "must be an ISO-8601 UTC date-time"
            }
        }
        if !errors.isEmpty { throw APIError.validation(errors) }
    }

    func pagination(total: Int) -> Pagination {
        Pagination(total: total, limit: limit, offset: offset, hasMore: offset + limit < total)
    }
}
