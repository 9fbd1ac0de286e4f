import Foundation

/// Cuts a text into sentences, for measuring them (the linter, the age rules) and for telling a
/// story to the youngest in shorter ones.
///
/// A sentence ends at `.`, `!`, `?` or `…`, with the closing quotes that follow it, before white
/// space; "Mr. Crumb" style abbreviations are rare in the content and cost only a short count.
public enum SentenceSplitter {
    private static let enders: Set<Character> = [".", "!", "?", "…"]
    private static let closers: Set<Character> = ["\"", "”", "»", "“", "’", "'", ")", "\u{00A0}", "\u{202F}"]

    /// The sentences of `text`, trimmed, in order; joined with single spaces they give the text
    /// with its white space folded.
    public static func sentences(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            current.append(character)
            index = text.index(after: index)
            guard enders.contains(character) else { continue }
            // Closing marks (and the French space before a closing guillemet) stay with the sentence.
            while index < text.endIndex, closers.contains(text[index]) || enders.contains(text[index]) {
                current.append(text[index])
                index = text.index(after: index)
            }
            if index == text.endIndex || text[index].isWhitespace {
                let sentence = current.trimmingCharacters(in: .whitespaces)
                if !sentence.isEmpty { result.append(sentence) }
                current = ""
            }
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { result.append(rest) }
        return result
    }
}
