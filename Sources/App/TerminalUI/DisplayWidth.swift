/// Measures, truncates and wraps text by terminal columns rather than by characters.
///
/// A terminal grid cell is not a `Character`: CJK ideographs and emoji take two cells, combining
/// marks and joiners take none, and control characters must never reach the terminal at all (they
/// would move the cursor or change modes). Every layout decision in this module goes through these
/// functions so that what is measured is exactly what `ScreenBuffer` later draws.
///
/// Rules, per extended grapheme cluster (`Character`):
/// - C0/C1 controls, DEL, and line/paragraph separators: 0 columns; `ScreenBuffer` skips them.
/// - Clusters made only of zero-width scalars (Mn, Me, Cf, ZWJ, variation selectors,
///   Hangul medial/final jamo): 0 columns.
/// - Emoji: 2 columns when the first scalar has Emoji_Presentation (this covers flags, ZWJ
///   sequences and skin-tone sequences, which all start with one) or when a text-default emoji
///   is followed by VS16 (U+FE0F, as in `❤️`); a trailing VS15 (U+FE0E) asks for text style, 1 column.
/// - East Asian Wide and Fullwidth characters: 2 columns (see `WideCharacterTable`).
/// - Everything else, including East Asian Ambiguous characters such as box drawing: 1 column.
public enum DisplayWidth {
    /// The number of terminal columns `character` occupies: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue {
            // `asciiValue` is also set for "\r\n", whose value is 0x0A: a control, width 0.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        return nonASCIIWidth(of: character.unicodeScalars)
    }

    /// The number of terminal columns `text` occupies when drawn on one line.
    public static func width(of text: String) -> Int {
        measure(text)
    }

    /// The number of terminal columns `text` occupies when drawn on one line.
    public static func width(of text: Substring) -> Int {
        measure(text)
    }

    /// Shared body of the `width(of:)` overloads. The public entry points are concrete so that
    /// this generic is specialised inside the module rather than run through protocol witnesses
    /// by callers in other modules, which is several times slower.
    private static func measure<Text: StringProtocol>(_ text: Text) -> Int {
        var printableASCII = 0
        var isASCII = true
        for byte in text.utf8 {
            if byte >= 0x80 {
                isASCII = false
                break
            }
            if byte >= 0x20 && byte < 0x7F {
                printableASCII += 1
            }
        }
        if isASCII {
            // In pure ASCII every printable byte is its own one-column cluster and controls are zero.
            return printableASCII
        }
        var total = 0
        for character in text {
            total += width(of: character)
        }
        return total
    }

    /// Whether `character` is a control that must never be written to the terminal raw.
    public static func isControl(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii < 0x20 || ascii == 0x7F
        }
        guard let first = character.unicodeScalars.first else { return false }
        switch first.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// `text` cut to at most `maxWidth` columns, ending in `ellipsis` when anything was cut.
    ///
    /// Never splits a grapheme cluster and never returns more than `maxWidth` columns: when even
    /// the ellipsis does not fit, a prefix of the ellipsis is returned instead (so width 1 with
    /// `"..."` gives `"."`, and width 0 gives `""`). Spaces just before the ellipsis are dropped,
    /// because `"Once upon …"` reads worse than `"Once upon…"`.
    public static func truncate(_ text: String, toWidth maxWidth: Int, ellipsis: String = "…") -> String {
        guard maxWidth > 0 else { return "" }
        var ellipsis = ellipsis
        var ellipsisWidth = width(of: ellipsis)
        if ellipsisWidth > maxWidth {
            ellipsis = truncate(ellipsis, toWidth: maxWidth, ellipsis: "")
            ellipsisWidth = width(of: ellipsis)
        }
        var used = 0
        var utf8Offset = 0
        // The end (in UTF-8 bytes) of the longest prefix that still leaves room for the ellipsis.
        var cutOffset = 0
        for character in text {
            let characterWidth = width(of: character)
            if used + characterWidth > maxWidth {
                let cutIndex = text.utf8.index(text.utf8.startIndex, offsetBy: cutOffset)
                var prefix = text[..<cutIndex]
                while prefix.last == " " {
                    prefix.removeLast()
                }
                return String(prefix) + ellipsis
            }
            used += characterWidth
            utf8Offset += character.utf8.count
            if used + ellipsisWidth <= maxWidth {
                cutOffset = utf8Offset
            }
        }
        return text
    }

    /// `text` word-wrapped into lines of at most `width` columns.
    ///
    /// Newlines end paragraphs and are kept (an empty paragraph becomes an empty line); spaces
    /// and tabs are break opportunities and are dropped where a line breaks; runs of spaces inside
    /// a line are kept. A word wider than `width` is broken between grapheme clusters, and a
    /// break is allowed after every wide (CJK) character because those scripts do not use spaces.
    /// A wide character cannot fit a width of 1 and becomes U+FFFD there, so no line is ever wider
    /// than `width`. Controls are dropped. Returns no lines for empty text or a width below 1.
    ///
    /// Linear in the length of `text`.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0, !text.isEmpty else { return [] }
        return LineWrapper.wrap(text, width: width)
    }

    /// `text` word-wrapped into lines of at most `width` columns; see `wrap(_:width:)` for String.
    public static func wrap(_ text: Substring, width: Int) -> [String] {
        wrap(String(text), width: width)
    }

    /// Width of a cluster whose first scalar is not ASCII (or that has more than one scalar).
    private static func nonASCIIWidth(of scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        var leading: Unicode.Scalar?
        // The first scalar that takes space decides the width; a cluster that opens with
        // prepended format characters (Arabic number signs, for instance) is measured by its base.
        while let scalar = iterator.next() {
            if isZeroWidth(scalar) {
                if leading == nil, isControlScalar(scalar) { return 0 }
                continue
            }
            leading = scalar
            break
        }
        guard let first = leading else { return 0 }
        var hasEmojiVariation = false
        var hasTextVariation = false
        while let scalar = iterator.next() {
            if scalar.value == 0xFE0F {
                hasEmojiVariation = true
            } else if scalar.value == 0xFE0E {
                hasTextVariation = true
            }
        }
        let properties = first.properties
        if properties.isEmojiPresentation {
            return hasTextVariation ? 1 : 2
        }
        if hasEmojiVariation && properties.isEmoji {
            return 2
        }
        if first.isASCII {
            // ASCII bases of multi-scalar clusters: "e\u{301}" is 1, a control is 0.
            return first.value >= 0x20 && first.value < 0x7F ? 1 : 0
        }
        return WideCharacterTable.contains(first.value) ? 2 : 1
    }

    /// Whether a scalar takes no column of its own (marks, format characters, controls, joiners).
    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x7F {
            return value < 0x20
        }
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            // Hangul medial vowels and final consonants only ever extend a leading syllable.
            return true
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }

    /// Whether a scalar is a control or separator, which makes its whole cluster unprintable.
    private static func isControlScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
