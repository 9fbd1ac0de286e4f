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
        var bytes = Array(bracketedPasteOff.utf8)
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = capability(name) { bytes += withoutPadding(Array(value.utf8)) }
        }
        return bytes
    }

    /// Re-entering full-screen mode after a suspend: alternate screen, keypad transmit, paste on.
    /// Cursor visibility and contents are restored by the repaint that follows.
    static func enter(capability: (String) -> String?) -> [UInt8] {
        var bytes: [UInt8] = []
        for name in ["smcup", "smkx"] {
            if let value = capability(name) { bytes += withoutPadding(Array(value.utf8)) }
        }
        return bytes + Array(bracketedPasteOn.utf8)
    }

    /// `value` without terminfo padding specifications (`$<5>`, `$<2*/>`), which only `tputs`
    /// understands; written raw they would appear on screen as text.
    static func withoutPadding(_ value: String) -> String {
        String(decoding: withoutPadding(Array(value.utf8)), as: UTF8.self)
    }

    /// The same over bytes. Built at start-up, before the first frame: plain byte loops, where
    /// the generic string algorithms made the runtime scan the binary's conformance records.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        let dollar = UInt8(ascii: "$"), open = UInt8(ascii: "<"), close = UInt8(ascii: ">")
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == dollar, index + 1 < bytes.count, bytes[index + 1] == open else {
                result.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != close { end += 1 }
            guard end < bytes.count else {
                // No closing `>`: not a padding specification, the rest is kept as it is.
                result += bytes[index...]
                break
            }
            if bytes[(index + 2)..<end].allSatisfy(isPaddingByte) {
                index = end + 1
            } else {
                // Not a padding specification: keep the text.
                result += [dollar, open]
                index += 2
            }
        }
        return result
    }

    /// Digits, `.`, `*` and `/`: what a terminfo delay such as `$<2.5*/>` is made of.
    private static func isPaddingByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
    }
}
