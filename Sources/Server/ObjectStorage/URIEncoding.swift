/// SigV4's percent-encoding (RFC 3986 unreserved characters kept, every other byte `%XX` in
/// upper-case hex), which is stricter than Foundation's: `URLComponents` leaves `+`, `=`, `!` and
/// friends alone in queries, and S3 would then compute a different canonical request.
enum URIEncoding {
    /// One query name or value, or one path segment: everything but `A-Z a-z 0-9 - . _ ~` encoded.
    static func component(_ text: String) -> String {
        encode(text, keepingSlash: false)
    }

    /// An object key or path: like `component`, but `/` stays. S3 encodes the path once (other
    /// services encode it twice); our requests are all S3's.
    static func path(_ text: String) -> String {
        encode(text, keepingSlash: true)
    }

    private static func encode(_ text: String, keepingSlash: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            case UInt8(ascii: "/") where keepingSlash:
                result.append("/")
            default:
                result.append("%")
                result.append(hexDigits[Int(byte >> 4)])
                result.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    private static let hexDigits: [Character] = Array("0123456789ABCDEF")
}
