/// Turns user-written text (hero fields, custom wishes) into quoted, bounded data for a prompt.
///
/// The parent's words go into a model's prompt, so they must read as data and never as
/// instructions: control characters and quote marks are removed, whitespace collapsed, the
/// length bounded, and the result wrapped in quotes that the prompts say to treat as content only.
enum PromptData {
    /// `text` cleaned and cut to `maxCharacters` (on a word boundary when possible), or nil when
    /// nothing readable is left.
    static func clean(_ text: String?, maxCharacters: Int) -> String? {
        guard let text else { return nil }
        var result = ""
        var lastWasSpace = true
        for character in text {
            if character.isNewline || character.isWhitespace
                || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
                continue
            }
            // Quote marks and backticks would let the text close our quotes.
            if "\"“”„«»`\\{}<>".contains(character) { continue }
            result.append(character)
            lastWasSpace = false
        }
        while result.last == " " { result.removeLast() }
        guard !result.isEmpty else { return nil }
        if result.count > maxCharacters {
            let cut = result.prefix(maxCharacters)
            if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > maxCharacters / 2 {
                result = String(cut[..<space])
            } else {
                result = String(cut)
            }
        }
        return result
    }

    /// `text` cleaned, bounded and in double quotes, or nil when nothing readable is left.
    static func quoted(_ text: String?, maxCharacters: Int) -> String? {
        clean(text, maxCharacters: maxCharacters).map { "\"\($0)\"" }
    }
}
