/// The words of a prompt, lower-cased, ready for keyword questions.
///
/// Pictures are chosen by vocabulary, not by understanding: "moonlit forest" must find both
/// `moonlit` and `forest`, and "stars" must count as `star`. Anything that is not a letter or
/// digit separates words, so emoji, punctuation and odd Unicode are simply ignored.
struct PromptWords: Sendable, Equatable {
    private(set) var words: Set<String>

    init(_ texts: [String?]) {
        var words = Set<String>()
        for text in texts.compactMap({ $0 }) {
            var current = ""
            for character in text.lowercased() {
                if character.isLetter || character.isNumber {
                    current.append(character)
                } else if !current.isEmpty {
                    Self.add(current, to: &words)
                    current = ""
                }
            }
            if !current.isEmpty { Self.add(current, to: &words) }
        }
        self.words = words
    }

    init(_ text: String?) {
        self.init([text])
    }

    /// Stores a word and its naive singular, so keyword lists can stay singular.
    private static func add(_ word: String, to words: inout Set<String>) {
        words.insert(word)
        if word.count > 3, word.hasSuffix("ies") {
            words.insert(String(word.dropLast(3)) + "y")
        } else if word.count > 3, word.hasSuffix("es") {
            words.insert(String(word.dropLast(2)))
            words.insert(String(word.dropLast()))
        } else if word.count > 2, word.hasSuffix("s"), !word.hasSuffix("ss") {
            words.insert(String(word.dropLast()))
        }
    }

    var isEmpty: Bool { words.isEmpty }

    func contains(_ word: String) -> Bool { words.contains(word) }

    /// Whether any of `keywords` occurs.
    func containsAny(_ keywords: [String]) -> Bool {
        keywords.contains { words.contains($0) }
    }

    /// How many of `keywords` occur; used to let the strongest theme win.
    func count(of keywords: [String]) -> Int {
        keywords.reduce(0) { $0 + (words.contains($1) ? 1 : 0) }
    }
}
