import InfiniteStoriesModels

/// Tells a sentence the way one reads to a two- to four-year-old: one idea at a time.
///
/// The content's simple lines are written for every age; for the youngest listeners a sentence
/// joined with ", and", ", but", ":" or ";" is cut there into two ("The moon yawned, and it
/// forgot to shine." → "The moon yawned. And it forgot to shine."), which is how picture books
/// for that age read. Words are kept as they are, so the story's length does not change; a
/// sentence with quoted speech is never cut, and no piece is left shorter than three words.
struct ShortSentences: Sendable {
    let language: StoryLanguage

    /// Joins that may start a sentence of their own after a comma (the comma becomes a full stop).
    private var conjunctions: Set<String> {
        switch language {
        case .english: ["and", "but", "so"]
        case .french: ["et", "mais", "alors"]
        case .german: ["und", "aber", "doch"]
        case .spanish: ["y", "pero"]
        case .italian: ["e", "ma"]
        }
    }

    /// Words that start a clause with its own subject after the conjunction ("and the moon
    /// yawned"); a cut before a bare verb ("and did not want to open") would leave half a sentence.
    private var subjects: Set<String> {
        switch language {
        case .english: ["the", "a", "an", "his", "her", "its", "their", "it", "they", "she", "he", "we", "i", "you",
                        "everyone", "everything", "nobody", "there", "then", "soon", "now"]
        case .french: ["le", "la", "les", "l’", "un", "une", "des", "il", "elle", "ils", "elles", "on", "tout", "tous",
                       "chacun", "personne", "puis", "bientôt"]
        case .german: ["der", "die", "das", "ein", "eine", "er", "sie", "es", "man", "alle", "alles", "dann", "bald"]
        case .spanish: ["el", "la", "los", "las", "un", "una", "él", "ella", "todos", "todo", "nadie", "luego"]
        case .italian: ["il", "lo", "la", "i", "gli", "le", "un", "una", "lui", "lei", "tutti", "tutto", "nessuno", "poi"]
        }
    }

    /// Whether a clause starting with this word has a subject of its own (a name counts).
    private func startsClause(_ word: String) -> Bool {
        let lower = word.lowercased()
        if subjects.contains(lower) || lower.hasPrefix("l’") { return true }
        // A capital after a conjunction is a name (in German every noun is capitalised, and a
        // noun there is the subject too).
        return word.first?.isUppercase == true
    }

    private static let quotes: Set<Character> = ["\"", "“", "”", "«", "»", "„", "‘"]
    private static let minimumWords = 3
    /// What may stand between a word and its colon or semicolon (French puts a no-break space).
    private static let spaces: Set<Character> = ["\u{00A0}", "\u{202F}"]

    /// The sentence cut where a young listener would want a breath.
    func split(_ sentence: String) -> String {
        guard !sentence.contains(where: Self.quotes.contains) else { return sentence }
        var words = sentence.split(separator: " ").map(String.init)
        var lastCut = 0
        for index in words.indices {
            let remaining = words.count - index - 1
            guard index + 1 - lastCut >= Self.minimumWords, remaining >= Self.minimumWords else { continue }
            var word = words[index]
            let cutsAtComma = word.hasSuffix(",") && conjunctions.contains(words[index + 1].lowercased())
                && index + 2 < words.count && startsClause(words[index + 2])
            guard cutsAtComma || word.hasSuffix(":") || word.hasSuffix(";") else { continue }
            word.removeLast()
            while let last = word.last, Self.spaces.contains(last) { word.removeLast() }
            words[index] = word + "."
            // The new sentence's first letter, after any opening mark ("¡el pastel" → "¡El pastel").
            let next = words[index + 1]
            if let letter = next.firstIndex(where: \.isLetter) {
                words[index + 1] = next[..<letter] + next[letter...letter].uppercased() + next[next.index(after: letter)...]
            }
            lastCut = index + 1
        }
        return words.joined(separator: " ")
    }
}
