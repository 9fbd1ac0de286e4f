import InfiniteStoriesModels

/// Writes a noun with the article its language and case want: "the moon", "l’île", "den
/// Drachen", "uno zaino", "unas botas".
///
/// Each language's article rules are small and regular enough to write down; doing it here lets
/// the lexicon store one form per noun and the content use any case a sentence needs.
struct NounPhraseWriter: Sendable {
    enum Case: String, Sendable, CaseIterable { case nominative, accusative = "acc", dative = "dat" }

    let language: StoryLanguage

    /// The noun as the content's slots want it: `definite`, `indefinite`, and in German their
    /// accusative and dative, keyed as the slot suffixes (`acc`, `dat`, `a.acc`, `a.dat`).
    func phrase(_ form: Lexicon.Form) -> ThemeElements.Noun {
        var cases: [String: String] = [:]
        if language == .german {
            for grammaticalCase in [Case.accusative, .dative] {
                cases[grammaticalCase.rawValue] = definite(form, grammaticalCase)
                cases["a." + grammaticalCase.rawValue] = indefinite(form, grammaticalCase)
            }
        }
        return ThemeElements.Noun(indefinite: indefinite(form, .nominative), definite: definite(form, .nominative),
                                  cases: cases)
    }

    func definite(_ form: Lexicon.Form, _ grammaticalCase: Case = .nominative) -> String {
        let word = form.word
        switch language {
        case .english:
            return form.isBare ? word : "the " + word
        case .french:
            if form.isPlural { return "les " + word }
            return Self.frenchElides(word) ? "l’" + word : (form.gender == .feminine ? "la " : "le ") + word
        case .spanish:
            switch (form.gender, form.isPlural) {
            case (.feminine, false): return "la " + word
            case (.feminine, true): return "las " + word
            case (_, false): return "el " + word
            case (_, true): return "los " + word
            }
        case .italian:
            return Self.italianDefinite(form) + word
        case .german:
            return Self.germanDefinite(form, grammaticalCase) + " " + Self.germanWord(form, grammaticalCase)
        }
    }

    /// A weak noun takes its oblique form outside the nominative ("der Drache", "den Drachen").
    private static func germanWord(_ form: Lexicon.Form, _ grammaticalCase: Case) -> String {
        grammaticalCase == .nominative ? form.word : form.oblique ?? form.word
    }

    /// "a moon", "une île", "einen Drachen", "uno zaino"; plurals take no article in English,
    /// German, Spanish and Italian ("green boots", "grüne Stiefel") and "des" in French.
    func indefinite(_ form: Lexicon.Form, _ grammaticalCase: Case = .nominative) -> String {
        let word = form.word
        switch language {
        case .english:
            if form.isPlural || form.isBare { return word }
            return (Self.startsWithVowelLetter(word) ? "an " : "a ") + word
        case .french:
            return (form.isPlural ? "des " : form.gender == .feminine ? "une " : "un ") + word
        case .spanish:
            if form.isPlural { return word }
            return (form.gender == .feminine ? "una " : "un ") + word
        case .italian:
            if form.isPlural { return word }
            if form.gender == .feminine { return (Self.startsWithVowelLetter(word) ? "un’" : "una ") + word }
            return (Self.italianTakesLo(word) ? "uno " : "un ") + word
        case .german:
            if form.isPlural { return word }
            let article: String = switch (form.gender, grammaticalCase) {
            case (.masculine, .nominative), (.neuter, .nominative), (.neuter, .accusative): "ein"
            case (.masculine, .accusative): "einen"
            case (.masculine, .dative), (.neuter, .dative): "einem"
            case (.feminine, .dative): "einer"
            case (.feminine, _): "eine"
            }
            return article + " " + Self.germanWord(form, grammaticalCase)
        }
    }

    // MARK: - The rules of each language

    private static func germanDefinite(_ form: Lexicon.Form, _ grammaticalCase: Case) -> String {
        if form.isPlural { return grammaticalCase == .dative ? "den" : "die" }
        switch (form.gender, grammaticalCase) {
        case (.masculine, .nominative): return "der"
        case (.masculine, .accusative): return "den"
        case (.masculine, .dative), (.neuter, .dative): return "dem"
        case (.neuter, _): return "das"
        case (.feminine, .dative): return "der"
        case (.feminine, _): return "die"
        }
    }

    private static func italianDefinite(_ form: Lexicon.Form) -> String {
        let word = form.word
        if form.gender == .feminine { return form.isPlural ? "le " : startsWithVowelLetter(word) ? "l’" : "la " }
        if form.isPlural { return startsWithVowelLetter(word) || italianTakesLo(word) ? "gli " : "i " }
        if startsWithVowelLetter(word) { return "l’" }
        return italianTakesLo(word) ? "lo " : "il "
    }

    /// Italian "lo" and "uno" before s + consonant, z, gn, ps, x and y ("lo zaino", "lo scoiattolo").
    private static func italianTakesLo(_ word: String) -> Bool {
        let lower = word.lowercased()
        guard let first = lower.first else { return false }
        if "zxy".contains(first) { return true }
        if lower.hasPrefix("gn") || lower.hasPrefix("ps") { return true }
        let letters = Array(lower)
        return first == "s" && letters.count > 1 && !"aeiouàèéìòù".contains(letters[1])
    }

    private static func startsWithVowelLetter(_ word: String) -> Bool {
        guard let first = word.lowercased().first else { return false }
        return "aeiouàâäéèêëîïôöùûü".contains(first)
    }

    /// Words that take `l’` in French ("l’ours", "l’île"); `h` is silent except in the common
    /// nouns where French keeps the article whole ("le hibou", "le hérisson").
    static func frenchElides(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard let first = lower.first else { return false }
        if "aeiouyàâäéèêëîïôöùûüœ".contains(first) { return true }
        let aspirated = ["hibou", "héros", "hérisson", "hamster", "haricot", "hache", "hangar", "hutte", "homard",
                         "hockey", "hameau", "haie", "hall", "hérons", "héron", "harpe", "hotte", "huit"]
        return first == "h" && !aspirated.contains { lower.hasPrefix($0) }
    }
}
