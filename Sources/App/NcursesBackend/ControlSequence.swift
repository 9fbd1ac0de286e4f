import TerminalUI

/// The meaning of a complete escape sequence that reached the app undecoded.
///
/// ncurses decodes the sequences its terminfo entry lists; everything else arrives as ESC followed
/// by plain characters. That includes bracketed-paste markers (never in terminfo) and the keys of a
/// terminal whose `TERM` entry does not quite match it, so the common xterm forms are decoded here
/// too. Sequences with no meaning for the app (mouse reports, focus events, device replies) are
/// recognised and dropped, never leaked as typed characters.
enum ControlSequence: Sendable, Hashable {
    case key(Key, modifiers: KeyModifiers)
    /// `ESC[200~`: bracketed paste begins.
    case pasteStart
    /// `ESC[201~`: bracketed paste ends.
    case pasteEnd
    /// A well-formed sequence the app has no use for.
    case ignored

    /// Decodes `ESC [ parameters final`, where `parameters` holds the parameter and intermediate
    /// bytes (0x20–0x3F) and `final` is the final byte (0x40–0x7E).
    static func controlSequence(parameters: [UInt8], final: UInt8) -> ControlSequence {
        // Private parameter prefixes (`<` mouse, `?` and `>` replies) never encode keys.
        if let first = parameters.first, first >= 0x3C, first <= 0x3F {
            return .ignored
        }
        guard let numbers = numbers(in: parameters) else { return .ignored }
        let modifiers = numbers.count >= 2 ? KeyModifiers(xtermParameter: numbers[1] ?? 1) : []
        switch final {
        case UInt8(ascii: "~"):
            guard let code = numbers.first ?? nil else { return .ignored }
            switch code {
            case 200: return .pasteStart
            case 201: return .pasteEnd
            default: break
            }
            guard let key = tildeKeys[code] else { return .ignored }
            return .key(key, modifiers: modifiers)
        case UInt8(ascii: "Z"):
            return .key(.backTab, modifiers: modifiers.subtracting(.shift))
        default:
            guard let key = letterKeys[final] else { return .ignored }
            return .key(key, modifiers: modifiers)
        }
    }

    /// Decodes `ESC O final` (SS3, the application-mode cursor and keypad keys), or `nil` when
    /// `final` is not one of them, in which case the input was Alt-Shift-O followed by `final`.
    static func singleShift(final: UInt8) -> ControlSequence? {
        if final == UInt8(ascii: "M") {
            return .key(.enter, modifiers: [])
        }
        guard let key = letterKeys[final] else { return nil }
        return .key(key, modifiers: [])
    }

    /// The `;`-separated numbers of a parameter string (an empty field is `nil`), or `nil` when
    /// the string holds anything but digits and separators or a number too large to matter.
    private static func numbers(in parameters: [UInt8]) -> [Int?]? {
        var result: [Int?] = []
        var current: Int?
        for byte in parameters {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= 100_000 else { return nil }
                current = value
            case UInt8(ascii: ";"):
                result.append(current)
                current = nil
            default:
                return nil
            }
        }
        result.append(current)
        return result
    }

    /// Keys sent as `ESC [ number ~` (VT220 editing pad and function keys).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home,
        4: .end, 8: .end,
        2: .insert,
        3: .delete,
        5: .pageUp,
        6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// Keys sent as `ESC [ letter` or `ESC O letter` (cursor keys, Home/End, F1–F4).
    private static let letterKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up,
        UInt8(ascii: "B"): .down,
        UInt8(ascii: "C"): .right,
        UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home,
        UInt8(ascii: "F"): .end,
        UInt8(ascii: "P"): .function(1),
        UInt8(ascii: "Q"): .function(2),
        UInt8(ascii: "R"): .function(3),
        UInt8(ascii: "S"): .function(4),
    ]
}
