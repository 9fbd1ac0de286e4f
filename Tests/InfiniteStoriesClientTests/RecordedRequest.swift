import Foundation

/// A request as the scripted server received it.
struct RecordedRequest: Sendable {
    var method: String
    /// Path without the query.
    var path: String
    var query: String
    /// Header names lower-cased.
    var headers: [String: String]
    var body: Data

    func header(_ name: String) -> String? { headers[name.lowercased()] }

    var queryItems: [String: String] {
        var items: [String: String] = [:]
        for item in URLComponents(string: "http://x/?" + query)?.queryItems ?? [] {
            items[item.name] = item.value ?? ""
        }
        return items
    }

    var bodyText: String { String(decoding: body, as: UTF8.self) }
}
