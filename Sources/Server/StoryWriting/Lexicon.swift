import Foundation
import InfiniteStoriesModels

/// The nouns and adjectives a parent types that a story can carry into any of its languages
/// (`Content/lexicon.stories`).
///
/// Themes, custom events and a hero's look arrive in the parent's language, often English, and
/// the story may be told in another. Matching words against this small bilingual dictionary and
/// writing them back with the story language's own articles, genders and cases keeps the theme's
/// moon and dragon in the story ("la lune", "den Drachen") instead of pasting English into it. A
/// word that is not here is never guessed at: the story quotes it as the child's own words.
struct Lexicon: Sendable {
    /// A noun in one language: the word, its gender and whether it is plural.
    struct Form: Sendable, Equatable {
        enum Gender: Sendable { case masculine, feminine, neuter }
        let word: String
        let gender: Gender
        let isPlural: Bool
        /// An English word said without an article ("space", "grandma").
        var isBare = false
        /// German weak nouns' form after the nominative ("den Drachen", "dem Bären"); nil when
        /// the noun does not change.
        var oblique: String?
    }

    /// A noun the stories can use, in every language.
    struct Entry: Sendable {
        let id: String
        /// `place`, `creature` or `thing` for theme nouns; `body` or `item` for a look's parts.
        let role: String
        let forms: [StoryLanguage: Form]
    }

    /// An adjective's forms: French, Spanish and Italian give masculine and feminine, singular and
    /// plural; German gives the stem, which takes its ending from the article; English one word.
    struct Adjective: Sendable {
        let id: String
        let forms: [StoryLanguage: [String]]
        /// Forms used for hair when the language says it differently ("roux", "castaño").
        let hairForms: [StoryLanguage: [String]]
        /// Colours come first among French, Spanish and Italian adjectives ("roux et bouclés").
        let isColour: Bool
    }

    private(set) var nouns: [Entry] = []
    private(set) var looks: [Entry] = []
    private(set) var adjectives: [Adjective] = []
    /// Folded word → entries it names, per language (nil: any language).
    private var nounIndex: [String: [(entry: Int, language: StoryLanguage?)]] = [:]
    private var lookIndex: [String: Int] = [:]
    private var adjectiveIndex: [String: Int] = [:]

    init(source: String) {
        let pack = ContentParser.parse(source, language: .english)
        for block in pack.blocks("noun") { add(block, role: block.fields["role"] ?? "thing", isLook: false) }
        for block in pack.blocks("look") { add(block, role: block.fields["kind"] ?? "item", isLook: true) }
        for block in pack.blocks("adjective") {
            var forms: [StoryLanguage: [String]] = [:]
            var hair: [StoryLanguage: [String]] = [:]
            for language in StoryLanguage.allCases {
                if let value = block.fields[language.code] { forms[language] = Self.split(value, language) }
                if let value = block.fields[language.code + ".hair"] { hair[language] = Self.split(value, language) }
            }
            let index = adjectives.count
            adjectives.append(Adjective(id: block.id, forms: forms, hairForms: hair, isColour: block.fields["kind"] == "colour"))
            var keys = (forms[.english] ?? []) + (block.fields["match"]?.split(separator: " ").map(String.init) ?? [])
            for language in StoryLanguage.allCases where language != .english {
                keys += forms[language] ?? []
                keys += hair[language] ?? []
            }
            // German adjectives arrive inflected ("blonde Zöpfe", "einen roten Hut").
            for stem in forms[.german] ?? [] { keys += ["e", "en", "er", "es", "em"].map { stem + $0 } }
            for key in keys where adjectiveIndex[Self.key(key)] == nil { adjectiveIndex[Self.key(key)] = index }
        }
    }

    /// Splits an adjective's field into its forms: one word each, or four forms of the same
    /// number of words ("à pois à pois à pois à pois", "de rayas ..."), cut evenly.
    private static func split(_ value: String, _ language: StoryLanguage) -> [String] {
        let words = value.split(separator: " ").map(String.init)
        guard words.count > 4, words.count % 4 == 0 else { return words }
        let size = words.count / 4
        return (0..<4).map { words[$0 * size..<($0 + 1) * size].joined(separator: " ") }
    }

    private mutating func add(_ block: ContentBlock, role: String, isLook: Bool) {
        var forms: [StoryLanguage: Form] = [:]
        for language in StoryLanguage.allCases {
            guard let value = block.fields[language.code] else { continue }
            forms[language] = Self.form(value, language: language)
            forms[language]?.oblique = block.fields[language.code + ".oblique"]
        }
        let entry = Entry(id: block.id, role: role, forms: forms)
        let index = isLook ? looks.count : nouns.count
        if isLook { looks.append(entry) } else { nouns.append(entry) }
        var keys: [(String, StoryLanguage?)] = []
        for (language, form) in forms {
            let words = form.word.split(separator: " ").map(String.init)
            // The head noun: last in English ("magic wand"), first elsewhere ("fond de la mer").
            guard let head = language == .english ? words.last : words.first else { continue }
            keys.append((head, language))
            for plural in Self.plurals(of: head, language: language) { keys.append((plural, language)) }
            if words.count > 1 { keys.append((form.word.replacingOccurrences(of: " ", with: "-"), language)) }
        }
        for word in block.fields["match"]?.split(separator: " ") ?? [] { keys.append((String(word), nil)) }
        for (word, language) in keys {
            if isLook {
                if lookIndex[Self.key(word)] == nil { lookIndex[Self.key(word)] = index }
            } else {
                nounIndex[Self.key(word), default: []].append((index, language))
            }
        }
    }

    /// Reads `mot f`, `Haare n.pl`, `moon`.
    private static func form(_ value: String, language: StoryLanguage) -> Form {
        var words = value.split(separator: " ").map(String.init)
        var gender = Form.Gender.neuter
        var plural = false
        var bare = false
        if language == .english, let tag = words.last, tag == "pl" || tag == "bare" {
            words.removeLast()
            plural = tag == "pl"
            bare = tag == "bare"
        }
        if language != .english, let tag = words.last, ["m", "f", "n", "m.pl", "f.pl", "n.pl"].contains(tag) {
            words.removeLast()
            gender = tag.hasPrefix("m") ? .masculine : tag.hasPrefix("f") ? .feminine : .neuter
            plural = tag.hasSuffix(".pl")
        }
        let word = words.joined(separator: " ")
        return Form(word: language == .english ? word : word.replacingOccurrences(of: "'", with: "’"),
                    gender: gender, isPlural: plural, isBare: bare)
    }

    /// Plurals a parent may type, by each language's common rule.
    private static func plurals(of word: String, language: StoryLanguage) -> [String] {
        // "Ei" + "n" would be the article "ein": short words take no guessed plural.
        guard word.count > 2 else { return [] }
        return switch language {
        case .english: [word + "s", word + "es"]
        case .french: [word + "s", word + "x"]
        case .spanish: [word + "s", word + "es"]
        case .german: [word + "e", word + "en", word + "n", word + "s"]
        case .italian: [String(word.dropLast()) + "i", String(word.dropLast()) + "e"]
        }
    }

    /// A word as the index compares it: lower case, no accents, one apostrophe.
    static func key(_ word: String) -> String {
        TextSanitizer.fold(word).replacingOccurrences(of: "’", with: "'")
            .trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?…\"«»“”„()[]"))
    }

    // MARK: - Looking words up

    /// The theme noun a word names, preferring the given languages' words (the theme's own
    /// language and English, which parents often type whatever the story's language).
    func noun(for word: String, in languages: [StoryLanguage]) -> Entry? {
        guard let candidates = nounIndex[Self.key(word)] else { return nil }
        let hit = candidates.first { candidate in candidate.language.map(languages.contains) ?? true }
        return hit.map { nouns[$0.entry] }
    }

    func look(for word: String) -> Entry? { lookIndex[Self.key(word)].map { looks[$0] } }

    func adjective(for word: String) -> Adjective? { adjectiveIndex[Self.key(word)].map { adjectives[$0] } }
}
