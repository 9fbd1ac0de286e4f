/// Reads the few elements S3's answers carry (`Key`, `NextContinuationToken`, `Code`...) without
/// an XML parser: FoundationXML would pull libxml2 into every binary that links the server, and
/// these documents are flat and machine-written.
enum XMLScan {
    /// The text of every `<name>…</name>` in the document, in order, entities decoded.
    static func values(of name: String, in document: String) -> [String] {
        blocks(of: name, in: document).map(decoded)
    }

    /// The raw inside of every `<name>…</name>` (for nested elements such as `<Error>` in a
    /// DeleteObjects answer).
    static func blocks(of name: String, in document: String) -> [Substring] {
        var results: [Substring] = []
        var rest = document[...]
        let open = "<\(name)>", close = "</\(name)>"
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            results.append(rest[start.upperBound..<end.lowerBound])
            rest = rest[end.upperBound...]
        }
        return results
    }

    static func decoded(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var result = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number = entity.hasPrefix("#x") ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&\(entity);"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    /// Text made safe inside an element.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
