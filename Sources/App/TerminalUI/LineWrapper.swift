/// The streaming state machine behind `DisplayWidth.wrap(_:width:)`.
///
/// It reads the text's UTF-8 bytes once, front to back. Words made only of printable ASCII
/// (most of an English story) are measured by their byte count and copied into the line as a
/// block, skipping grapheme segmentation, which would otherwise dominate the cost. Any word
/// containing other bytes is decoded and walked by `Character`, so clusters, wide characters and
/// controls are handled exactly as `DisplayWidth` measures them. Nothing indexes back into the
/// text, so the work is linear: a 1,300-word story wraps in a few tens of microseconds in release.
///
/// Words are split only at ASCII spaces, tabs and line breaks; a combining mark placed directly
/// after a space is therefore treated as the start of the next word, which changes no widths.
struct LineWrapper {
    /// The widest a produced line may be; at least 1.
    let width: Int
    /// Finished lines.
    private var lines: [String] = []
    /// UTF-8 of the line being filled, and its width in columns.
    private var line: [UInt8] = []
    private var lineWidth = 0
    /// The non-ASCII word being collected, one element per cluster, and its width.
    private var word: [Character] = []
    private var wordWidth = 0
    /// Spaces seen since the last word; emitted only if the next word lands on the same line.
    private var pendingSpaces = 0
    /// Leading spaces of a paragraph are indentation and are kept; after a wrap they are not.
    private var atParagraphStart = true

    private init(width: Int) {
        self.width = max(1, width)
    }

    /// `text` wrapped to `width` columns, as documented on `DisplayWidth.wrap(_:width:)`.
    static func wrap(_ text: String, width: Int) -> [String] {
        var text = text
        var wrapper = LineWrapper(width: width)
        text.withUTF8 { bytes in
            wrapper.run(bytes)
        }
        return wrapper.lines
    }

    private mutating func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        var index = 0
        while index < count {
            switch bytes[index] {
            case 0x0A, 0x0B, 0x0C:
                endParagraph()
                index += 1
            case 0x0D:
                endParagraph()
                index += index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0x20, 0x09:
                pendingSpaces += 1
                index += 1
            default:
                var end = index
                var isPrintableASCII = true
                while end < count {
                    let byte = bytes[end]
                    if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                        break
                    }
                    if byte < 0x20 || byte >= 0x7F {
                        isPrintableASCII = false
                    }
                    end += 1
                }
                let token = UnsafeBufferPointer(rebasing: bytes[index..<end])
                if isPrintableASCII {
                    placeASCIIWord(token)
                } else {
                    consumeToken(String(decoding: token, as: UTF8.self))
                }
                index = end
            }
        }
        lines.append(finishLine())
    }

    // MARK: ASCII words

    /// Places a word of printable ASCII, where every byte is one cluster one column wide.
    private mutating func placeASCIIWord(_ bytes: UnsafeBufferPointer<UInt8>) {
        let wordWidth = bytes.count
        let spaces = leadingSpaces
        if lineWidth + spaces + wordWidth <= width {
            appendSpaces(spaces)
            line.append(contentsOf: bytes)
            lineWidth += wordWidth
        } else if wordWidth <= width {
            if lineWidth > 0 {
                lines.append(finishLine())
            }
            line.append(contentsOf: bytes)
            lineWidth = wordWidth
        } else {
            startOverlongWord(afterSpaces: spaces)
            var start = 0
            while start < wordWidth {
                if lineWidth >= width {
                    lines.append(finishLine())
                }
                let take = min(width - lineWidth, wordWidth - start)
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<(start + take)]))
                lineWidth += take
                start += take
            }
        }
        pendingSpaces = 0
        atParagraphStart = false
    }

    // MARK: Other words

    /// Walks a word that is not plain ASCII cluster by cluster.
    private mutating func consumeToken(_ token: String) {
        for character in token {
            if character.isNewline {
                // U+0085, U+2028, U+2029: paragraph breaks outside ASCII.
                placeWord()
                endParagraph()
                continue
            }
            if DisplayWidth.isControl(character) {
                continue
            }
            let characterWidth = DisplayWidth.width(of: character)
            word.append(character)
            wordWidth += characterWidth
            if characterWidth == 2 {
                // Scripts drawn with wide characters (CJK) may break after any character.
                placeWord()
            }
        }
        placeWord()
    }

    /// Puts the collected word on the current line, or on a new one when it does not fit.
    private mutating func placeWord() {
        guard !word.isEmpty else { return }
        let spaces = leadingSpaces
        if lineWidth + spaces + wordWidth <= width {
            appendSpaces(spaces)
            appendWord()
        } else if wordWidth <= width {
            if lineWidth > 0 {
                lines.append(finishLine())
            }
            appendWord()
        } else {
            placeOverlongWord(afterSpaces: spaces)
        }
        word.removeAll(keepingCapacity: true)
        wordWidth = 0
        pendingSpaces = 0
        atParagraphStart = false
    }

    private mutating func appendWord() {
        for character in word {
            line.append(contentsOf: character.utf8)
        }
        lineWidth += wordWidth
    }

    /// Breaks a word wider than a whole line between its grapheme clusters.
    private mutating func placeOverlongWord(afterSpaces spaces: Int) {
        startOverlongWord(afterSpaces: spaces)
        for original in word {
            var character = original
            var characterWidth = DisplayWidth.width(of: character)
            if characterWidth > width {
                // Only a wide character in a one-column wrap gets here; it can never fit.
                character = "\u{FFFD}"
                characterWidth = 1
            }
            if lineWidth + characterWidth > width {
                lines.append(finishLine())
            }
            line.append(contentsOf: character.utf8)
            lineWidth += characterWidth
        }
    }

    // MARK: Lines

    /// Spaces to put before the next word: none at the start of a wrapped line.
    private var leadingSpaces: Int {
        lineWidth == 0 && !atParagraphStart ? 0 : pendingSpaces
    }

    /// Prepares for a word wider than a line: it starts on the current line when there is room
    /// after the spaces (as terminals do with long URLs) rather than leaving a ragged gap.
    private mutating func startOverlongWord(afterSpaces spaces: Int) {
        if lineWidth + spaces < width {
            appendSpaces(spaces)
        } else if lineWidth > 0 {
            lines.append(finishLine())
        }
    }

    private mutating func endParagraph() {
        placeWord()
        lines.append(finishLine())
        pendingSpaces = 0
        atParagraphStart = true
    }

    /// Returns the current line as a string and starts an empty one.
    private mutating func finishLine() -> String {
        let finished = String(decoding: line, as: UTF8.self)
        line.removeAll(keepingCapacity: true)
        lineWidth = 0
        return finished
    }

    /// Appends `count` spaces to the current line and counts their columns.
    private mutating func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        line.append(contentsOf: repeatElement(0x20, count: count))
        lineWidth += count
    }
}
