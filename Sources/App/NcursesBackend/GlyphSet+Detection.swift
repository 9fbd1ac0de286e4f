import TerminalUI

extension GlyphSet {
    /// The glyph set for a locale whose codeset (`nl_langinfo(CODESET)`) is `codeset`.
    ///
    /// Box drawing and braille only reach the screen intact when the locale encodes them, so any
    /// codeset other than UTF-8 (`ANSI_X3.4-1968` for `LANG=C`, `ISO-8859-1`...) gets ASCII.
    static func detect(forceASCII: Bool, codeset: String) -> GlyphSet {
        guard !forceASCII else { return .ascii }
        let normalized = codeset.uppercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "UTF8" ? .unicode : .ascii
    }
}
