/// Cuts a narration text into pieces a speech endpoint accepts (4096 characters for OpenAI).
///
/// Cuts fall between sentences, so each piece is read with natural intonation and the joined
/// audio has no word broken in two; only a "sentence" longer than the limit is cut between words
/// (and a single "word" that long, between characters). Pieces keep their own text exactly:
/// joined back they give the input minus the whitespace at the cuts.
enum SpeechTextSplitter {
    static let defaultLimit = 4096

    static func pieces(of text: String, limit: Int = defaultLimit) -> [String] {
        let text = text.trimmingWhitespace
        guard text.unicodeScalars.count > limit else { return text.isEmpty ? [] : [text] }
        var pieces: [String] = []
        var current = ""
        for sentence in sentences(of: text) {
            if (current + sentence).trimmingWhitespace.unicodeScalars.count <= limit {
                current += sentence
                continue
            }
            if !current.trimmingWhitespace.isEmpty { pieces.append(current.trimmingWhitespace) }
            current = ""
            if sentence.trimmingWhitespace.unicodeScalars.count <= limit {
                current = sentence
            } else {
                let words = byWords(sentence.trimmingWhitespace, limit: limit)
                pieces += words.dropLast()
                current = (words.last ?? "") + " "
            }
        }
        if !current.trimmingWhitespace.isEmpty { pieces.append(current.trimmingWhitespace) }
        return pieces
    }

    /// Sentences with the whitespace that follows each one.
    static func sentences(of text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        var ended = false
        for character in text {
            if ended && !character.isWhitespace && !closingMarks.contains(character) {
                sentences.append(current)
                current = ""
                ended = false
            }
            current.append(character)
            if enders.contains(character) || (character.isNewline && current.hasSuffix("\n\n")) {
                ended = true
            }
        }
        if !current.isEmpty { sentences.append(current) }
        return sentences
    }

    private static let enders: Set<Character> = [".", "!", "?", "…", "。", "！", "？"]
    /// Closing quotes and brackets stay with the sentence they end.
    private static let closingMarks: Set<Character> = ["\"", "”", "’", "'", "»", ")", "]"]

    private static func byWords(_ text: String, limit: Int) -> [String] {
        var pieces: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.unicodeScalars.count <= limit {
                current = candidate
                continue
            }
            if !current.isEmpty { pieces.append(current) }
            current = String(word)
            while current.unicodeScalars.count > limit {
                let scalars = current.unicodeScalars
                let cut = scalars.index(scalars.startIndex, offsetBy: limit)
                pieces.append(String(scalars[..<cut]))
                current = String(scalars[cut...])
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }
}
