import InfiniteStoriesModels

/// The small grammar and typography rules a language needs where a slot meets the text around it.
///
/// Sentence patterns are written natively, but the words put into their slots are only known
/// when a story is written: French elides (`d’Emma`) and contracts (`au jardin`), Spanish, Italian
/// and German contract prepositions with articles (`del`, `nella`, `im`), English picks `an`.
/// Doing this at the slot boundary keeps the patterns readable and the output correct.
struct LanguageRules: Sendable {
    let language: StoryLanguage

    /// Fills a pattern's slots and finishes the sentence (capital letter, typography).
    func render(_ line: TemplateLine, slots: [String: String]) -> String {
        var output = ""
        for segment in line.segments {
            switch segment {
            case .text(let text):
                output += text
            case .slot(let name):
                append(value(of: name, in: slots), to: &output, isName: name.hasPrefix("N"))
            }
        }
        return finish(output)
    }

    /// A slot's value; a case form (`c.dat`, `c.a.dat`) falls back to the plain form (`c`,
    /// `c.a`) when no case form was given, as for names, which do not change.
    private func value(of name: String, in slots: [String: String]) -> String {
        var key = Substring(name)
        while true {
            if let value = slots[String(key)] { return value }
            guard let dot = key.lastIndex(of: ".") else { return "" }
            key = key[..<dot]
        }
    }

    /// The possessive of a name: English "Emma's", German "Emmas" or "Max’" (after s, ß, x, z);
    /// the other languages write "de Emma", "di Emma" in the sentence itself.
    func possessive(of name: String) -> String {
        switch language {
        case .german:
            guard let last = name.last?.lowercased() else { return name }
            return ["s", "ß", "x", "z"].contains(last) ? name + "’" : name + "s"
        default:
            return name + "'s"
        }
    }

    // MARK: - Joining a value to the text before it

    private static let frenchElidable: Set<String> = ["de", "que", "jusque", "lorsque", "puisque", "ne", "se", "le", "la"]
    private static let vowels: Set<Character> = Set("aeiouyàâäéèêëîïôöùûüœæAEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ")

    /// Appends `value`, rewriting the word just before it when the language asks for it.
    private func append(_ raw: String, to output: inout String, isName: Bool) {
        var value = raw
        // A value that starts a new sentence inside the pattern ("... whispered. {c} agreed.").
        if output.hasSuffix(". ") || output.hasSuffix("! ") || output.hasSuffix("? "),
           let first = value.first, first.isLowercase {
            value = first.uppercased() + value.dropFirst()
        }
        guard let first = value.first, output.hasSuffix(" ") else {
            output += value
            return
        }
        let body = output.dropLast()
        let wordStart = body.lastIndex(where: { $0 == " " || $0 == "\u{00A0}" || $0 == "(" || $0 == "«" || $0 == "„" })
            .map { body.index(after: $0) } ?? body.startIndex
        let previous = String(body[wordStart...])
        let head = String(body[..<wordStart])
        let lower = previous.lowercased()
        switch language {
        case .english:
            if lower == "a", Self.vowels.contains(first), !value.lowercased().hasPrefix("u") {
                output = head + previous + "n " + value
                return
            }
        case .french:
            if let (word, rest) = frenchContraction(lower, value) {
                output = head + matchCase(word, like: previous) + " " + rest
                return
            }
            let elides = Self.vowels.contains(first) || (isName && (first == "h" || first == "H"))
            if elides, Self.frenchElidable.contains(lower) {
                output = head + String(previous.dropLast()) + "’" + value
                return
            }
        case .spanish:
            if value.hasPrefix("el "), lower == "de" || lower == "a" {
                output = head + previous + "l " + value.dropFirst(3)
                return
            }
            // "y" becomes "e" before an i sound, "o" becomes "u" before an o ("Ana e Inés").
            let sound = String(value.prefix(2)).lowercased()
            if lower == "y", sound.hasPrefix("i") || (sound.hasPrefix("hi") && !value.lowercased().hasPrefix("hie")) {
                output = head + matchCase("e", like: previous) + " " + value
                return
            }
            if lower == "o", sound.hasPrefix("o") || sound.hasPrefix("ho") {
                output = head + matchCase("u", like: previous) + " " + value
                return
            }
        case .italian:
            if let (word, rest) = italianContraction(lower, value) {
                output = head + matchCase(word, like: previous) + rest
                return
            }
            // The euphonic d: "ed Emma", "ad Anna".
            if let vowel = value.lowercased().first, (lower == "e" && vowel == "e") || (lower == "a" && vowel == "a") {
                output = head + previous + "d " + value
                return
            }
        case .german:
            if let (word, rest) = germanContraction(lower, value) {
                output = head + matchCase(word, like: previous) + " " + rest
                return
            }
        }
        output += value
    }

    private func frenchContraction(_ word: String, _ value: String) -> (String, Substring)? {
        let article: String
        let rest: Substring
        if value.hasPrefix("le ") { article = "le"; rest = value.dropFirst(3) }
        else if value.hasPrefix("les ") { article = "les"; rest = value.dropFirst(4) }
        else if value.hasPrefix("des "), word == "de" { return ("de", value.dropFirst(4)) }
        else { return nil }
        if word == "de" { return (article == "le" ? "du" : "des", rest) }
        if word.hasSuffix("à") { return (String(word.dropLast()) + (article == "le" ? "au" : "aux"), rest) }
        return nil
    }

    private static let italianPrepositions: [String: String] = ["di": "de", "a": "a", "da": "da", "in": "ne", "su": "su"]
    private static let italianArticles: [(String, String)] = [
        ("il ", "l "), ("lo ", "llo "), ("la ", "lla "), ("l’", "ll’"), ("i ", "i "), ("gli ", "gli "), ("le ", "lle "),
    ]

    private func italianContraction(_ word: String, _ value: String) -> (String, Substring)? {
        guard let stem = Self.italianPrepositions[word] else { return nil }
        for (article, ending) in Self.italianArticles where value.hasPrefix(article) {
            return (stem + ending, value.dropFirst(article.count))
        }
        return nil
    }

    private static let germanContractions: [String: String] = [
        "in dem": "im", "an dem": "am", "zu dem": "zum", "zu der": "zur", "von dem": "vom",
        "bei dem": "beim", "in das": "ins",
    ]

    private func germanContraction(_ word: String, _ value: String) -> (String, Substring)? {
        guard let space = value.firstIndex(of: " ") else { return nil }
        let article = value[..<space]
        guard let merged = Self.germanContractions["\(word) \(article)"] else { return nil }
        return (merged, value[value.index(after: space)...])
    }

    private func matchCase(_ word: String, like original: String) -> String {
        guard let first = original.first, first.isUppercase else { return word }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    // MARK: - Finishing a sentence

    private static let openingMarks: Set<Character> = ["«", "\"", "„", "“", "¿", "¡", "—", "(", "'", "‘", " ", "\u{00A0}"]

    /// Capitalises the first letter and applies the language's punctuation habits.
    func finish(_ sentence: String) -> String {
        var text = sentence
        if let index = text.firstIndex(where: { !Self.openingMarks.contains($0) }),
           text[index].isLowercase {
            text.replaceSubrange(index...index, with: text[index].uppercased())
        }
        switch language {
        case .french: return Self.frenchTypography(text)
        case .english: return text
        default: return text.replacingOccurrences(of: "'", with: "’")
        }
    }

    /// French spacing: a narrow no-break space before `! ? ;`, a no-break space before `:` and
    /// inside guillemets, and the typographic apostrophe.
    static func frenchTypography(_ text: String) -> String {
        let noBreak: Unicode.Scalar = "\u{00A0}", thin: Unicode.Scalar = "\u{202F}"
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool { scalar == " " || scalar == noBreak || scalar == thin }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let previous = result.last
            switch scalar {
            case "!", "?", ";", ":":
                let space = scalar == ":" ? noBreak : thin
                if isSpace(previous) {
                    result.removeLast()
                    result.append(space)
                } else if let previous, previous != "!", previous != "?" {
                    result.append(space)
                }
                result.append(scalar)
            case "»":
                if isSpace(previous) { result.removeLast() }
                result.append(noBreak)
                result.append(scalar)
            case "'":
                result.append("’")
            default:
                if previous == "«" {
                    result.append(noBreak)
                    if isSpace(scalar) { continue }
                }
                result.append(scalar)
            }
        }
        return String(result)
    }
}
