import Foundation
import InfiniteStoriesModels

/// The parts of a free-text theme a story can be built around: where it happens, who comes
/// along and what it is about ("a trip to the moon with a friendly owl" → the moon, a friendly owl).
///
/// A theme quoted whole only fits a sentence or two ("could think about only one thing: ..."),
/// so a story told that way drifts off into a built-in world. Taken apart with the few rules
/// below, its nouns fit template lines that take a place, a companion or a thing, and can carry
/// every scene. The rules only look at small words (articles, "with", "to", "in", "avec",
/// "dans", ...), so they cannot misread a noun they do not know; what they cannot place is
/// left out, and the story still quotes the whole theme where it did before.
struct ThemeElements: Sendable, Equatable {
    /// A noun phrase of the theme in the two forms a sentence needs.
    struct Noun: Sendable, Equatable {
        /// As first mentioned: "a friendly owl", "un hibou gentil", "grandma".
        let indefinite: String
        /// Once known: "the friendly owl", "le hibou gentil", "grandma".
        let definite: String
        /// German case forms, keyed as slot suffixes: `acc`, `dat` (definite), `a.acc`, `a.dat`.
        var cases: [String: String] = [:]
    }

    /// Where the story happens or leads: "the moon", "the fog", "la plage".
    var place: Noun?
    /// Who comes along, always one (a group does not fit sentences written for one companion).
    var companion: Noun?
    /// What the story is about when the theme names it first: "a pirate ship", "a giant cake".
    var thing: Noun?

    var isEmpty: Bool { place == nil && companion == nil && thing == nil }

    init(place: Noun?, companion: Noun?, thing: Noun?) {
        self.place = place
        self.companion = companion
        self.thing = thing
    }

    /// The elements of a cleaned theme; `possessive` is the hero's possessive ("Emma's"), which
    /// replaces the child's own "my" ("with my brother" → "Emma's brother").
    init(theme: String, language: StoryLanguage, possessive: String) {
        // Languages whose small words these rules do not know take nothing apart: their stories
        // quote the theme as the child's own words rather than misread it.
        guard let rules: Rules = language == .french ? .french : language == .english ? .english : nil else { return }
        let words = theme.split(separator: " ").map(String.init).map { $0.trimmingCharacters(in: rules.edgePunctuation) }
            .filter { !$0.isEmpty }
        var lead: [String] = []
        var placeWords: [String]?
        var placePrefix: [String] = []
        var companionWords: [String]?
        // Which phrase the words go to: the theme's lead, its place, its companion, or nowhere
        // (after a word that starts a clause the rules do not read).
        enum Role { case lead, place, companion, none }
        var role = Role.lead
        var index = 0
        while index < words.count {
            let word = words[index]
            let key = rules.key(word)
            let next = index + 1 < words.count ? rules.key(words[index + 1]) : ""
            if let article = rules.placeWords[key] {
                // "à travers la forêt": a second place word right after the first starts it again.
                let restarts = role == .place && placeWords?.isEmpty == true
                role = placeWords == nil || restarts ? .place : .none
                if role == .place {
                    placeWords = []
                    placePrefix = article.isEmpty ? [] : [article]
                }
            } else if rules.companionWords.contains(key) {
                role = companionWords == nil ? .companion : .none
                if role == .companion { companionWords = [] }
            } else if rules.breakWords.contains(key) || (rules.isParticiple(key) && rules.placeWords[next] != nil) {
                role = .none
            } else {
                switch role {
                case .lead: lead.append(word)
                case .place: placeWords?.append(word)
                case .companion: companionWords?.append(word)
                case .none: break
                }
            }
            index += 1
        }
        if let first = lead.first, rules.isActivity(rules.key(first)) { lead.removeFirst() }
        let isFrame = lead.contains { rules.frameWords.contains(rules.key($0)) }
        thing = isFrame ? nil : rules.noun(lead, possessive: possessive)
        place = placeWords.flatMap { rules.noun(placePrefix + rules.droppingPartitive($0), possessive: possessive) }
        companion = companionWords.flatMap { words in
            rules.isPlural(words) ? nil : rules.noun(words, possessive: possessive)
        }
    }

    /// English titles capitalise their words ("Emma and the Friendly Owl"); other languages
    /// write titles like sentences. Small words stay small: the phrase goes inside a title,
    /// whose first letter is capitalised anyway.
    static func titleCase(_ text: String, language: StoryLanguage) -> String {
        guard language == .english else { return text }
        let small: Set<String> = ["a", "an", "the", "of", "and", "to", "in", "on", "at", "with", "for", "by"]
        return text.split(separator: " ").map { word in
            guard !small.contains(word.lowercased()), let first = word.first else { return String(word) }
            return first.uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    // MARK: - The rules of one language

    /// The small words one language's rules read.
    private struct Rules {
        /// Words that start the place, with the article they stand for (`au` → `le`).
        let placeWords: [String: String]
        let companionWords: Set<String>
        /// Words that end a phrase and start a clause the rules do not read.
        let breakWords: Set<String>
        /// Nouns that only frame the theme ("a trip", "une journée"): not what it is about.
        let frameWords: Set<String>
        let pluralDeterminers: Set<String>
        let language: StoryLanguage

        var edgePunctuation: CharacterSet { CharacterSet(charactersIn: ".,;:!?…\"«»“”()[]") }

        /// A word as the rules compare it: lower case, one kind of apostrophe.
        func key(_ word: String) -> String { word.lowercased().replacingOccurrences(of: "’", with: "'") }

        /// "lost", "hidden", "perdu", "cachée": ends the lead when a place follows.
        func isParticiple(_ key: String) -> Bool {
            switch language {
            case .french:
                if ["é", "ée", "és", "ées"].contains(where: key.hasSuffix) { return key.count > 3 }
                // "perdu", "perdue", but not "bateau" or "hibou".
                let stem = key.replacingOccurrences(of: "u(e?s?)$", with: "", options: .regularExpression)
                guard stem != key, let last = stem.last else { return false }
                return key.count > 3 && !"aeiouy".contains(last)
            default:
                return (key.count > 4 && key.hasSuffix("ed")) || ["lost", "hidden", "stuck", "caught", "left", "found", "made"].contains(key)
            }
        }

        /// A leading verb ("baking a cake", "faire un gâteau"): the theme is about its object.
        func isActivity(_ key: String) -> Bool {
            switch language {
            case .french:
                let nouns: Set<String> = ["mer", "hiver", "soir", "père", "mère", "frère", "terre", "pierre", "lumière", "rivière", "sorcière"]
                return key.count > 3 && !nouns.contains(key) && ["er", "ir", "re", "oir"].contains { key.hasSuffix($0) }
            default:
                let nouns: Set<String> = ["thing", "king", "ring", "string", "spring", "wing", "morning", "evening", "building", "ceiling", "painting", "wedding", "pudding", "swing", "sibling", "duckling", "darling", "viking"]
                return key.count > 4 && key.hasSuffix("ing") && !nouns.contains(key)
            }
        }

        func isPlural(_ words: [String]) -> Bool {
            guard let first = words.first.map(key) else { return false }
            if pluralDeterminers.contains(first) { return true }
            guard language == .english, let last = words.last.map(key) else { return false }
            let singularEndings = ["ss", "us", "is", "'s"]
            return last.hasSuffix("s") && !singularEndings.contains(where: last.hasSuffix) && first != "a" && first != "an"
        }

        /// French "près de la mer", "autour du lac": the place is "la mer", "le lac".
        func droppingPartitive(_ words: [String]) -> [String] {
            guard language == .french, let first = words.first.map(key) else { return words }
            switch first {
            case "de": return Array(words.dropFirst())
            case "du": return ["le"] + words.dropFirst()
            case "des": return ["les"] + words.dropFirst()
            default:
                guard first.hasPrefix("d'"), let word = words.first else { return words }
                return [String(word.dropFirst(2))] + words.dropFirst()
            }
        }

        /// The two forms of a phrase, or nil when it is empty or too long to be one thing.
        func noun(_ words: [String], possessive: String) -> Noun? {
            guard let first = words.first, words.count <= 6 else { return nil }
            let rest = words.dropFirst().joined(separator: " ")
            let lower = key(first)
            switch language {
            case .french:
                if rest.isEmpty, ["un", "une", "le", "la", "les", "mon", "ma", "son", "sa"].contains(lower) { return nil }
                switch lower {
                case "un": return Noun(indefinite: words.joined(separator: " "), definite: frenchDefinite("le", rest))
                case "une": return Noun(indefinite: words.joined(separator: " "), definite: frenchDefinite("la", rest))
                case "mon", "ton": return same("son " + rest)
                case "ma", "ta": return same(startsWithVowel(rest) ? "son " + rest : "sa " + rest)
                default: return same(words.joined(separator: " "))
                }
            default:
                if rest.isEmpty, ["a", "an", "the", "my", "his", "her", "their"].contains(lower) { return nil }
                switch lower {
                case "a", "an": return Noun(indefinite: words.joined(separator: " "), definite: "the " + rest)
                case "my": return same(possessive + " " + rest)
                default: return same(words.joined(separator: " "))
                }
            }
        }

        private func same(_ text: String) -> Noun { Noun(indefinite: text, definite: text) }

        private func startsWithVowel(_ text: String) -> Bool { NounPhraseWriter.frenchElides(text) }

        private func frenchDefinite(_ article: String, _ rest: String) -> String {
            startsWithVowel(rest) ? "l’" + rest : article + " " + rest
        }

        static let english = Rules(
            placeWords: [
                "to": "", "in": "", "into": "", "on": "", "onto": "", "at": "", "inside": "", "under": "",
                "across": "", "through": "", "near": "", "around": "", "over": "", "beyond": "", "towards": "",
                "toward": "", "among": "", "by": "", "underneath": "", "behind": "",
            ],
            companionWords: ["with"],
            breakWords: [
                "and", "or", "but", "who", "that", "which", "where", "when", "while", "because", "for", "from",
                "so", "then", "after", "before", "during", "without", "about", "like", "called", "named", "full",
                "looking", "trying", "&",
            ],
            frameWords: [
                "trip", "journey", "voyage", "visit", "adventure", "adventures", "day", "afternoon", "morning",
                "evening", "night", "story", "quest", "outing", "ride", "walk", "tour", "expedition", "mission",
                "time", "holiday", "weekend", "vacation",
            ],
            pluralDeterminers: ["some", "two", "three", "four", "five", "many", "lots", "all", "several", "these", "those"],
            language: .english)

        static let french = Rules(
            placeWords: [
                "à": "", "au": "le", "aux": "les", "sur": "", "dans": "", "vers": "", "sous": "", "jusqu'à": "",
                "jusqu'au": "le", "jusqu'aux": "les", "parmi": "", "derrière": "", "devant": "", "près": "",
                "autour": "", "au-dessus": "", "au-delà": "", "loin": "", "travers": "",
            ],
            companionWords: ["avec", "chez"],
            breakWords: [
                "et", "ou", "mais", "qui", "que", "qu'", "où", "quand", "pour", "pendant", "sans", "parce", "plein",
                "pleine", "comme", "appelé", "appelée", "nommé", "nommée", "&",
            ],
            frameWords: [
                "voyage", "journée", "jour", "aventure", "aventures", "promenade", "visite", "balade", "sortie",
                "nuit", "soirée", "après-midi", "matinée", "histoire", "excursion", "expédition", "périple",
                "mission", "quête", "vacances", "week-end",
            ],
            pluralDeterminers: ["les", "des", "mes", "tes", "ses", "nos", "vos", "leurs", "deux", "trois", "quatre",
                                "quelques", "plusieurs", "ces"],
            language: .french)
    }
}
