/// Turns a model's streamed story, delta by delta, into our title and our content.
///
/// The pieces it returns are final (they go to the listener at once) and their concatenation is
/// exactly the content: paragraphs separated by one blank line, no leading or trailing space,
/// no Markdown emphasis, no rule lines. The title is read from the first line when that line
/// looks like one (a Markdown heading, bold, a "Title:" label, or a short line without a full
/// stop); until that line is complete nothing is returned, so a title never leaks into the text.
struct StoryTextAssembler: Sendable {
    /// The longest first line still considered as a title; past it the text is all story.
    static let titleLookahead = 300

    private(set) var title: String?
    private var readingHead: Bool
    private var head = ""
    /// Newlines seen since the last visible character (they become one paragraph break).
    private var pendingNewlines = 0
    private var pendingSpace = false
    /// Characters held at a paragraph's start that make a rule line ("---") if nothing follows.
    private var heldRule = ""
    private var atParagraphStart = true
    private var hasEmitted: Bool

    /// - Parameters:
    ///   - expectsTitle: read a title from the first line (false for a continuation).
    ///   - continuing: the text is appended to a story already emitted: it starts with a
    ///     paragraph break.
    ///   - resuming: the text goes on from where a cut-off story stops: it joins the last
    ///     sentence with a space (none before punctuation), or starts a paragraph when it does.
    init(expectsTitle: Bool, continuing: Bool = false, resuming: Bool = false) {
        readingHead = expectsTitle
        hasEmitted = continuing || resuming
        if continuing { pendingNewlines = 2 }
        if resuming {
            atParagraphStart = false
            pendingSpace = true
            joiningCutText = true
        }
    }

    /// True until the first visible character of a resumed text: punctuation then needs no space.
    private var joiningCutText = false

    /// The content piece for one delta (possibly empty).
    mutating func feed(_ delta: String) -> String {
        guard readingHead else { return normalise(delta) }
        head += delta
        let trimmedHead = head.drop(while: \.isWhitespace)
        if let newline = trimmedHead.firstIndex(where: \.isNewline) {
            readingHead = false
            let firstLine = String(trimmedHead[..<newline])
            if let title = Self.title(fromLine: firstLine) {
                self.title = title
                return normalise(String(trimmedHead[newline...]))
            }
            return normalise(String(trimmedHead))
        }
        if trimmedHead.count > Self.titleLookahead {
            readingHead = false
            return normalise(String(trimmedHead))
        }
        return ""
    }

    /// What is left when the stream ends: a head that never reached a newline is story text.
    mutating func finish() -> String {
        guard readingHead else { return "" }
        readingHead = false
        return normalise(head)
    }

    private mutating func normalise(_ text: String) -> String {
        var out = ""
        for character in text {
            if character.isNewline {
                if !heldRule.isEmpty { heldRule = "" }  // A line of only rule marks: dropped.
                pendingNewlines += 1
                pendingSpace = false
                atParagraphStart = true
                continue
            }
            if character.isWhitespace {
                if !atParagraphStart || !heldRule.isEmpty { pendingSpace = true }
                continue
            }
            if character == "*" { continue }
            if atParagraphStart && character == "#" { continue }
            if atParagraphStart && "-=_~".contains(character) {
                heldRule.append(character)
                continue
            }
            // A visible character: what was held becomes text.
            if joiningCutText {
                joiningCutText = false
                if pendingNewlines == 0 && ",.;:!?)…".contains(character) { pendingSpace = false }
            }
            if hasEmitted {
                if pendingNewlines > 0 {
                    out += "\n\n"
                } else if pendingSpace {
                    out += " "
                }
            }
            if !heldRule.isEmpty {
                out += heldRule
                heldRule = ""
                if pendingSpace { out += " " }
            }
            pendingNewlines = 0
            pendingSpace = false
            atParagraphStart = false
            hasEmitted = true
            out.append(character)
        }
        return out
    }

    /// Quote marks a model wraps titles in.
    private static let quoteMarks: Set<Character> = ["\"", "'", "“", "”", "„", "«", "»", "‘", "’", "`"]
    private static let titleLabels = ["title:", "titre :", "titre:", "título:", "titel:", "titolo:"]

    /// The title in a story's first line, or nil when the line is already story.
    static func title(fromLine line: String) -> String? {
        var text = Substring(line.trimmingWhitespace)
        var isMarked = false
        while let first = text.first, first == "#" || first == "*" {
            isMarked = true
            text = text.dropFirst()
        }
        text = Substring(String(text).trimmingWhitespace)
        for label in titleLabels where text.lowercased().hasPrefix(label) {
            isMarked = true
            text = text.dropFirst(label.count)
            break
        }
        var cleaned = String(text).trimmingWhitespace
        while let last = cleaned.last, last == "*" || last == "#" { cleaned.removeLast(); isMarked = true }
        cleaned = cleaned.trimmingWhitespace
        if let first = cleaned.first, quoteMarks.contains(first) { cleaned.removeFirst() }
        if let last = cleaned.last, quoteMarks.contains(last) { cleaned.removeLast() }
        cleaned = cleaned.replacingAll("*", with: "").trimmingWhitespace
        if cleaned.hasSuffix(".") && !cleaned.hasSuffix("...") { cleaned.removeLast() }
        guard !cleaned.isEmpty else { return nil }
        let words = cleaned.split(whereSeparator: \.isWhitespace).count
        if isMarked && words <= 20 && cleaned.count <= 160 { return cleaned }
        let endsSentence = line.trimmingWhitespace.last.map { ".,;:".contains($0) } ?? false
        if words <= 14 && cleaned.count <= 100 && !endsSentence { return cleaned }
        return nil
    }
}

extension String {
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[start...end])
    }

    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for character in self { if character == target { out += replacement } else { out.append(character) } }
        return out
    }
}
