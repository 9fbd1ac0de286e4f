import Foundation

/// `application/x-www-form-urlencoded` both ways: the token request we send to Apple, and the
/// forms Apple's `form_post` and our device page send us.
enum FormEncoding {
    /// Characters left as they are (RFC 3986 unreserved); everything else is percent-encoded.
    private static let unreserved = CharacterSet(charactersIn:
        "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// The fields of a form body; the first value wins when a name repeats.
    static func decode(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = unescape(parts[0])
            let value = parts.count > 1 ? unescape(parts[1]) : ""
            if fields[name] == nil { fields[name] = value }
        }
        return fields
    }

    private static func unescape(_ part: Substring) -> String {
        String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? ""
    }
}
