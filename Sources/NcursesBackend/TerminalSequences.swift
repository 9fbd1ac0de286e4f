/// The bytes that leave and re-enter full-screen mode, for the code paths that cannot use ncurses.
///
/// Signal handlers (SIGTERM, crashes, Ctrl-Z) must restore the terminal with `write(2)` alone,
/// so the sequences are assembled once at start-up from the terminal's own terminfo entry
/// (falling back to nothing for capabilities it lacks) and handed to the C shim.
enum TerminalSequences {
    /// Turns bracketed paste on (xterm private mode 2004; terminals without it ignore it).
    static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Turns bracketed paste off.
    static let bracketedPasteOff = "\u{1B}[?2004l"

    /// Leaving full-screen mode, in the order `endwin` uses: paste off, attributes off, cursor
    /// visible, keypad transmit off, alternate screen off.
    ///
    /// - Parameter capability: the terminfo string for a capability name (`tigetstr`), or `nil`.
    static func leave(capability: (String) -> String?) -> [UInt8] {
        let parts = [bracketedPasteOff] + ["sgr0", "cnorm", "rmkx", "rmcup"].compactMap(capability)
        return Array(parts.map(withoutPadding).joined().utf8)
    }

    /// Re-entering full-screen mode after a suspend: alternate screen, keypad transmit, paste on.
    /// Cursor visibility and contents are restored by the repaint that follows.
    static func enter(capability: (String) -> String?) -> [UInt8] {
        let parts = ["smcup", "smkx"].compactMap(capability) + [bracketedPasteOn]
        return Array(parts.map(withoutPadding).joined().utf8)
    }

    /// `value` without terminfo padding specifications (`$<5>`, `$<2*/>`), which only `tputs`
    /// understands; written raw they would appear on screen as text.
    static func withoutPadding(_ value: String) -> String {
        var result = ""
        var remainder = Substring(value)
        while let start = remainder.firstRange(of: "$<") {
            result += remainder[..<start.lowerBound]
            let afterStart = remainder[start.upperBound...]
            guard let end = afterStart.firstIndex(of: ">") else {
                remainder = remainder[start.lowerBound...]
                break
            }
            let body = afterStart[..<end]
            if body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "*" || $0 == "/" }) {
                remainder = afterStart[afterStart.index(after: end)...]
            } else {
                // Not a padding specification: keep the text.
                result += "$<"
                remainder = afterStart
            }
        }
        return result + remainder
    }
}
