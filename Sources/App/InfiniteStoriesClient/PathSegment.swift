import Foundation

/// Percent-encoding of URL paths built from ids the server handed out.
///
/// Ids are opaque: one holding `/`, `?`, `#` or `..` must stay a single segment rather than
/// change the route.
public enum PathSegment {
    private static let unreserved = CharacterSet(charactersIn:
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// One path segment with everything but RFC 3986 unreserved characters encoded; `.` and
    /// `..` are encoded too, so they cannot climb the path.
    public static func encode(_ raw: String) -> String {
        if raw == "." || raw == ".." {
            return String(repeating: "%2E", count: raw.count)
        }
        return raw.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    /// A path safe to put in a URL: keeps `/` and valid `%XX` escapes, encodes everything else
    /// that a path may not hold (spaces, `?`, `#`, a stray `%`, non-ASCII).
    static func sanitizedPath(_ path: String) -> String {
        let bytes = Array(path.utf8)
        var result = path.hasPrefix("/") ? "" : "/"
        result.reserveCapacity(bytes.count + 1)
        var index = 0
        func isHex(_ byte: UInt8) -> Bool {
            (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        }
        while index < bytes.count {
            let byte = bytes[index]
            let isAllowed = (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                || "-._~/!$&'()*+,;=:@".utf8.contains(byte)
            if isAllowed {
                result.append(Character(Unicode.Scalar(byte)))
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) {
                result.append("%")
            } else {
                result.append(String(format: "%%%02X", byte))
            }
            index += 1
        }
        return result
    }
}
