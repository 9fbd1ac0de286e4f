import Foundation

/// Cleans the free text a parent typed (names, looks, themes, wishes) before it goes into a story.
///
/// That text can be anything: empty, one enormous word, several lines, control characters. The
/// story must read well whatever it is, so it is collapsed to one line and cut at a word boundary
/// without leaving a dangling "and" or "with" behind.
enum TextSanitizer {
    private static let trailingPunctuation = CharacterSet(charactersIn: ".,;:!?…-–—\"'«»“”„()[]{}")
    /// Words that must not end a shortened phrase (all five languages).
    private static let danglingWords: Set<String> = [
        "a", "an", "and", "or", "the", "of", "with", "to", "in", "on", "for", "at", "but", "by",
        "et", "ou", "de", "du", "des", "la", "le", "les", "un", "une", "avec", "à", "au", "aux", "pour", "en", "sur",
        "y", "o", "el", "los", "las", "con", "por", "para", "del", "al",
        "und", "oder", "der", "die", "das", "den", "dem", "ein", "eine", "mit", "zu", "im", "am", "von", "für",
        "e", "il", "lo", "gli", "di", "da", "per", "su", "nel", "della", "dei",
    ]

    /// The text on one line, at most `maxWords` words and about `maxCharacters` characters, or nil
    /// when nothing readable is left.
    static func clean(_ text: String?, maxWords: Int, maxCharacters: Int) -> String? {
        guard let text else { return nil }
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
            .map { word in String(word.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init)) }
            .filter { !$0.isEmpty }
        var kept: [String] = []
        var length = 0
        var shortened = false
        for word in words {
            if kept.count == maxWords || length + word.count + (kept.isEmpty ? 0 : 1) > maxCharacters {
                if kept.isEmpty { kept.append(String(word.prefix(maxCharacters))) }
                shortened = true
                break
            }
            kept.append(word)
            length += word.count + (kept.count > 1 ? 1 : 0)
        }
        if shortened {
            while kept.count > 1, let last = kept.last,
                  danglingWords.contains(last.lowercased().trimmingCharacters(in: trailingPunctuation)) {
                kept.removeLast()
            }
        }
        let joined = kept.joined(separator: " ")
        let trimmed = joined.trimmingCharacters(in: trailingPunctuation.union(.whitespaces))
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Words that start a shortened phrase's last clause; cutting before them keeps a long theme
    /// readable ("a trip to the museum with grandpa and lots of" -> "a trip to the museum with grandpa").
    private static let clauseWords: Set<String> = [
        "and", "or", "but", "with", "who", "which", "that", "because", "where", "when",
        "et", "ou", "mais", "avec", "qui", "que", "parce", "quand", "où",
        "y", "pero", "con", "que", "porque", "cuando", "donde",
        "und", "oder", "aber", "mit", "der", "die", "das", "weil", "wenn", "wo",
        "e", "ma", "con", "che", "perché", "quando", "dove",
    ]

    /// Like `clean`, but a phrase that had to be shortened is cut before its last clause when
    /// that still leaves three words or more.
    static func phrase(_ text: String?, maxWords: Int, maxCharacters: Int) -> String? {
        guard let cleaned = clean(text, maxWords: maxWords, maxCharacters: maxCharacters) else { return nil }
        let full = clean(text, maxWords: Int.max, maxCharacters: Int.max) ?? cleaned
        guard cleaned != full else { return cleaned }
        var words = cleaned.split(separator: " ").map(String.init)
        if let cut = words.indices.last(where: { $0 >= 3 && clauseWords.contains(words[$0].lowercased()) }) {
            words = Array(words[..<cut])
        }
        return clean(words.joined(separator: " "), maxWords: maxWords, maxCharacters: maxCharacters)
    }

    /// Leading words that only say "can" ("can fly", "peut voler", "kann fliegen").
    private static let abilityLeads = [
        "i can ", "can ", "could ", "is able to ", "able to ", "has the power to ", "the power to ", "power to ",
        "peut ", "sait ", "puede ", "sabe ", "kann ", "può ", "sa ",
    ]

    /// An ability as a phrase that fits "a special gift: ..." and "thought of ...": the "can" is
    /// dropped and, in English, the verb becomes a gerund ("can talk to cats" -> "talking to cats").
    static func ability(_ text: String, english: Bool) -> String {
        var phrase = text
        let lower = phrase.lowercased()
        guard let lead = abilityLeads.first(where: { lower.hasPrefix($0) }), phrase.count > lead.count else {
            // "talks to owls": the verb as "can" would have it, then as a gerund.
            var words = phrase.split(separator: " ").map(String.init)
            guard english, words.count > 1, let verb = words.first, let base = baseForm(verb) else { return phrase }
            words[0] = gerund(base)
            return words.joined(separator: " ")
        }
        phrase = String(phrase.dropFirst(lead.count))
        guard english else { return phrase }
        var words = phrase.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        if let verb = words.first { words[0] = gerund(verb) }
        return words.joined(separator: " ")
    }

    /// The plain form of an English verb in the third person ("flies" → "fly", "talks" → "talk"),
    /// or nil when the word does not look like one.
    static func baseForm(_ verb: String) -> String? {
        let word = verb.lowercased()
        guard word.count > 3, word.allSatisfy(\.isLetter), word.hasSuffix("s"), !word.hasSuffix("ss") else { return nil }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if ["ches", "shes", "xes", "zes", "sses"].contains(where: word.hasSuffix) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    /// The -ing form of an English verb, by the usual spelling rules.
    static func gerund(_ verb: String) -> String {
        let word = verb.lowercased()
        guard word.count > 1, !word.hasSuffix("ing"), word.allSatisfy(\.isLetter) else { return verb }
        if word == "be" || word == "see" || word == "flee" { return word + "ing" }
        if word.hasSuffix("ie") { return String(word.dropLast(2)) + "ying" }
        if word.hasSuffix("ee") || word.hasSuffix("ye") || word.hasSuffix("oe") { return word + "ing" }
        if word.hasSuffix("e") { return String(word.dropLast()) + "ing" }
        let vowels = Set("aeiou")
        let letters = Array(word)
        if letters.count <= 4, letters.count >= 3,
           !vowels.contains(letters[letters.count - 1]), !"wxy".contains(letters[letters.count - 1]),
           vowels.contains(letters[letters.count - 2]), !vowels.contains(letters[letters.count - 3]) {
            return word + String(letters[letters.count - 1]) + "ing"
        }
        return word + "ing"
    }

    /// Lower-cases the first letter so the phrase can sit inside a sentence, unless it looks like
    /// a name or an acronym (second letter upper-case) or the language capitalises nouns (German).
    static func inline(_ text: String, keepCase: Bool) -> String {
        guard !keepCase, let first = text.first, first.isUppercase else { return text }
        let second = text.dropFirst().first
        if let second, second.isUppercase { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Capitalises a name typed all in lower case ("emma" -> "Emma"); leaves other names alone.
    static func name(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Lower-case letters only, without accents: the key used to recognise traits and abilities
    /// typed in any of the five languages.
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}
