/// Text made safe inside HTML, XHTML and XML, in content and in attribute values: the server's
/// sign-in pages and the app's exported picture books write it the same way.
public enum MarkupText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Control characters other than tab and newlines are not allowed in XML 1.0.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
