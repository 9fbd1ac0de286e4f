import InfiniteStoriesModels

/// Reads what a free theme or a custom event is about: its place, its companion and its thing,
/// ready for a story in any of the five languages.
///
/// A custom event arrives as a title, keywords and a prompt written for a writer ("Write a
/// bedtime story called The Late Tooth Fairy for children aged 2-4. The idea: ..."). None of
/// that text is ever pasted into the story: only the nouns the lexicon knows are taken from it,
/// title first, then keywords, then the prompt, and written in the story's language. A theme in
/// the story's own language, in English or French, is first read by `ThemeElements`, which keeps
/// its adjectives ("a friendly owl"); the lexicon fills in what those rules could not place.
struct ThemeReader: Sendable {
    let lexicon: Lexicon
    let language: StoryLanguage

    /// The language whose small words the text uses most (`StoryLanguageIdentifier`'s evidence,
    /// so a short theme still leans one way); the story's language when none leads.
    func guessLanguage(of text: String) -> StoryLanguage {
        let evidence = StoryLanguageIdentifier.evidence(in: text)
        var best = language
        // In the catalog's order, so a tie is decided the same way on every run.
        for candidate in StoryLanguage.allCases where evidence[candidate, default: 0] > evidence[best, default: 0] {
            best = candidate
        }
        return best
    }

    /// The theme's elements, or nil when none of its words is understood (the story then quotes
    /// the theme as the child's own words).
    func elements(theme: String, keywords: [String], brief: String?, possessive: String) -> ThemeElements? {
        // The title alone says which language the theme is typed in; a custom event's prompt is
        // often in English (the assistant writes it) whatever the title's language.
        let themeLanguage = guessLanguage(of: theme)
        let languages = [themeLanguage, .english, language]
        var elements = ThemeElements(place: nil, companion: nil, thing: nil)
        // Words the rules already placed in a phrase ("pirate" in "a pirate ship") are not read again.
        var covered = Set<String>()
        if themeLanguage == language, language == .english || language == .french {
            elements = ThemeElements(theme: theme, language: language, possessive: possessive)
            // The rules read "The Late Tooth Fairy" as one thing; the lexicon knows its head noun
            // is a creature, and takes it apart (a "pirate ship" stays a ship).
            if let thing = elements.thing, let head = head(of: thing.definite),
               let entry = lexicon.noun(for: head, in: languages), entry.role != "thing" {
                elements.thing = nil
            }
            for noun in [elements.place, elements.companion, elements.thing].compactMap({ $0 }) {
                covered.formUnion(words(of: noun.definite).map(Lexicon.key))
            }
        }
        for source in [theme] + keywords + [brief ?? ""] {
            for entry in entries(in: source, languages: languages, skipping: source == theme ? covered : []) {
                guard let form = entry.forms[language] else { continue }
                let phrase = NounPhraseWriter(language: language).phrase(form)
                guard !isNamed(phrase, in: elements) else { continue }
                switch entry.role {
                case "place" where elements.place == nil: elements.place = phrase
                case "creature" where elements.companion == nil: elements.companion = phrase
                // A noun whose own part is taken ("snow" when the garden is the place, a second
                // creature) is what the story is about.
                default: if elements.thing == nil { elements.thing = phrase }
                }
            }
        }
        return elements.isEmpty ? nil : elements
    }

    /// What a longer wish asks for, as a place or a thing in the story's language: its first
    /// noun the lexicon knows ("a chocolate cake with a unicorn" → the cake; "to see the dolphins
    /// at the sea" → the sea, a place). A creature in a wish is usually who the wish is for or
    /// from ("tell Mia her grandma loves her"), not something to go and find.
    func wishElements(in text: String) -> ThemeElements? {
        let languages = [guessLanguage(of: text), .english, language]
        guard let entry = entries(in: text, languages: languages).first(where: { $0.role != "creature" && $0.forms[language] != nil }),
              let form = entry.forms[language] else { return nil }
        let noun = NounPhraseWriter(language: language).phrase(form)
        return entry.role == "place" ? ThemeElements(place: noun, companion: nil, thing: nil)
            : ThemeElements(place: nil, companion: nil, thing: noun)
    }

    /// The lexicon's nouns in a text, in order, but for the words to skip; two words that name
    /// one thing ("tooth fairy") are read together first.
    private func entries(in text: String, languages: [StoryLanguage], skipping: Set<String> = []) -> [Lexicon.Entry] {
        let words = words(of: text).filter { !skipping.contains(Lexicon.key($0)) }
        var found: [Lexicon.Entry] = []
        var index = 0
        while index < words.count {
            if index + 1 < words.count, let pair = lexicon.noun(for: words[index] + "-" + words[index + 1], in: languages) {
                found.append(pair)
                index += 2
                continue
            }
            let key = Lexicon.key(words[index])
            if !Self.allFunctionWords.contains(key), let entry = lexicon.noun(for: words[index], in: languages) {
                found.append(entry)
            }
            index += 1
        }
        return found
    }

    /// No small word of any language is read as a noun.
    private static let allFunctionWords = Set(StoryLanguageIdentifier.functionWords.values.joined())

    private func words(of text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "/" }).map(String.init)
    }

    /// A phrase's head noun: the last word in English ("a pirate ship"), the first after the
    /// article in French ("un bateau pirate").
    private func head(of phrase: String) -> String? {
        let words = words(of: phrase).map { $0.replacingOccurrences(of: "l’", with: "") }
        guard language == .french else { return words.last }
        return words.first { !["le", "la", "les", "un", "une", "des", "son", "sa", "ses"].contains($0.lowercased()) }
    }

    /// Whether another element already says the same noun ("the moon" as place and thing).
    private func isNamed(_ noun: ThemeElements.Noun, in elements: ThemeElements) -> Bool {
        [elements.place, elements.companion, elements.thing].contains { $0?.definite == noun.definite }
    }
}
