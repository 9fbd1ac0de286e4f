import InfiniteStoriesModels

/// Writes a hero's look, as the parent typed it, as words of the story's language: "curly red
/// hair, green boots" becomes "les cheveux roux et bouclés et des bottes vertes", "rote, lockige
/// Haare und grüne Stiefel".
///
/// Every part must be understood (a look noun of the lexicon with its known adjectives), or the
/// writer gives up and the story quotes the look as the child's own words: half a translation
/// would put an English word in the middle of a French sentence.
struct LookWriter: Sendable {
    let lexicon: Lexicon
    let language: StoryLanguage

    /// Words that may stand around a look's parts without meaning anything to translate.
    private static let fillers: Set<String> = [
        "a", "an", "the", "some", "with", "wears", "wearing", "has", "have", "her", "his", "their", "and", "pair", "of",
        "un", "une", "des", "le", "la", "les", "avec", "et", "de", "ein", "eine", "einen", "mit", "und", "el", "los",
        "las", "unos", "unas", "con", "y", "il", "lo", "gli", "i", "e", "di",
    ]
    /// Words that join the parts of a look.
    private static let joins: Set<String> = ["and", "with", "et", "avec", "und", "mit", "y", "con", "e", "&"]

    /// One understood part: a look noun and its adjectives, in the order typed.
    private struct Part {
        let entry: Lexicon.Entry
        let adjectives: [Lexicon.Adjective]
    }

    /// The look in the story's language, or nil when a part of it is not understood.
    func features(_ look: String) -> String? {
        guard let parts = parts(of: look), !parts.isEmpty else { return nil }
        let phrases = parts.compactMap(phrase)
        guard phrases.count == parts.count else { return nil }
        return Self.list(phrases, language: language)
    }

    /// Small words of French, Spanish and Italian, where adjectives follow their noun.
    private static let romanceWords: Set<String> = [
        "y", "e", "et", "con", "avec", "des", "el", "il", "los", "las", "les", "gli", "una", "une", "uno",
    ]

    private func parts(of look: String) -> [Part]? {
        var parts: [Part] = []
        var adjectives: [Lexicon.Adjective] = []
        let words = look.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" || $0 == "/" }).map(String.init)
        let adjectivesFollow = words.contains { Self.romanceWords.contains(Lexicon.key($0)) }
        for word in words {
            let key = Lexicon.key(word)
            if key.isEmpty { continue }
            if let entry = lexicon.look(for: word) {
                parts.append(Part(entry: entry, adjectives: adjectives))
                adjectives = []
            } else if let adjective = lexicon.adjective(for: word) {
                if adjectivesFollow, let last = parts.popLast() {
                    parts.append(Part(entry: last.entry, adjectives: last.adjectives + [adjective]))
                    continue
                }
                adjectives.append(adjective)
            } else if Self.fillers.contains(key) || Self.joins.contains(key) {
                continue
            } else {
                return nil
            }
        }
        // Adjectives after the last noun ("cheveux roux") belong to it.
        guard !adjectives.isEmpty else { return parts }
        guard let last = parts.popLast() else { return nil }
        return parts + [Part(entry: last.entry, adjectives: last.adjectives + adjectives)]
    }

    /// One part with its article and agreeing adjectives.
    private func phrase(_ part: Part) -> String? {
        guard let form = part.entry.forms[language] else { return nil }
        let isHair = part.entry.id == "hair"
        let isBody = part.entry.role == "body"
        let writer = NounPhraseWriter(language: language)
        switch language {
        case .english:
            let adjectives = part.adjectives.compactMap { $0.forms[.english]?.first }
            let noun = ([adjectives.joined(separator: " ")].filter { !$0.isEmpty } + [form.word]).joined(separator: " ")
            return writer.indefinite(Lexicon.Form(word: noun, gender: form.gender, isPlural: form.isPlural,
                                                  isBare: form.isBare))
        case .german:
            let ending = Self.germanEnding(form)
            let adjectives = part.adjectives.compactMap { adjective -> String? in
                guard let stem = adjective.forms[.german]?.first else { return nil }
                return ["lila", "rosa", "orange"].contains(stem) ? stem : stem + ending
            }
            let noun = adjectives.isEmpty ? form.word : adjectives.joined(separator: ", ") + " " + form.word
            return writer.indefinite(Lexicon.Form(word: noun, gender: form.gender, isPlural: form.isPlural), .accusative)
        case .french, .spanish, .italian:
            let index = (form.gender == .feminine ? 1 : 0) + (form.isPlural ? 2 : 0)
            let ordered = part.adjectives.filter(\.isColour) + part.adjectives.filter { !$0.isColour }
            let adjectives = ordered.compactMap { adjective -> String? in
                let forms = (isHair ? adjective.hairForms[language] : nil) ?? adjective.forms[language]
                guard let forms, forms.count == 4 else { return nil }
                return forms[index]
            }
            guard adjectives.count == part.adjectives.count else { return nil }
            let article = isBody ? writer.definite(form) : writer.indefinite(form)
            return adjectives.isEmpty ? article : article + " " + Self.list(adjectives, language: language)
        }
    }

    /// German adjective endings after "hatte" (accusative): "einen roten Hut", "eine rote Mütze",
    /// "ein rotes Kleid", "rote Stiefel".
    private static func germanEnding(_ form: Lexicon.Form) -> String {
        if form.isPlural { return "e" }
        switch form.gender {
        case .masculine: return "en"
        case .feminine: return "e"
        case .neuter: return "es"
        }
    }

    /// "A, B and C" in the language.
    static func list(_ items: [String], language: StoryLanguage) -> String {
        let and = switch language {
        case .english: "and"
        case .french: "et"
        case .german: "und"
        case .spanish: "y"
        case .italian: "e"
        }
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(and) " + last
    }
}
