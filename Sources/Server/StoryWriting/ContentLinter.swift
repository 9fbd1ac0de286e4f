import InfiniteStoriesModels

/// Checks the story content files the way an editor would before a story reaches a child:
/// every sentence readable, every slot one the composer fills, every block in every language,
/// simple lines simple and rich lines rich, nothing written twice (docs/writing-stories.md).
///
/// `make lint-stories` prints its findings; the content tests require there are none.
public enum ContentLinter {
    /// Slots `StoryComposer` fills, before any case suffix.
    static let knownSlots: Set<String> = [
        "N", "N's", "age", "look", "ability", "theme", "wish", "trait", "goal", "target", "home", "c", "c.a",
        "place", "place.a", "Place", "thing", "thing.a", "Thing", "C", "C.a", "friend", "friend.a", "features",
        "back", "found",
    ]
    /// Slots every line of a list must use: the opening sentence introduces the hero by name and age.
    static let requiredSlots: [String: Set<String>] = [
        "pool:opening.intro:lines": ["N", "age"],
        "pool:opening.intro.anon:lines": ["age"],
        // A sequel's recall names where the last story went, and with whom when it had a companion.
        "pool:sequel.recall:lines": ["back"],
        "pool:sequel.recall.c:lines": ["back", "c"],
        "pool:sequel.meet.c:lines": ["c"],
    ]
    /// Slots holding a parent's own words, and the only lists that may quote them: anywhere else
    /// they would paste text of another language into a sentence.
    static let quotingLists: [String: Set<String>] = [
        "theme": ["pool:theme.quoted:lines"],
        "look": ["pool:opening.look:lines", "pool:opening.look.quoted:lines"],
        "wish": ["pool:wish.open:lines"],
    ]
    /// Case suffixes a slot may take in a language with cases.
    static let caseSuffixes: [StoryLanguage: Set<String>] = [.german: ["acc", "dat", "gen"]]
    /// Fields that describe pictures, in English only.
    static let pictureFields: Set<String> = ["image", "goalImage", "fixImage", "time1", "time2", "time3", "time4"]
    /// Lists that hold titles or name lists rather than sentences, exempt from sentence lengths.
    static let titleLists: Set<String> = ["title"]
    /// The longest sentence a simple (`-`) line may hold, in words.
    static let simpleSentenceLimit = 24
    /// The fewest words a rich (`+`) line may have.
    static let richLineMinimum = 6

    /// One finding: which file, where, and what is wrong.
    public struct Finding: Sendable, CustomStringConvertible {
        public let language: StoryLanguage
        public let place: String
        public let message: String

        public var description: String { "\(language.code).stories: \(place): \(message)" }
    }

    /// Every finding in the library's packs, English first.
    public static func findings(in library: ContentLibrary) -> [Finding] {
        let english = library.english
        var findings: [Finding] = []
        for language in StoryLanguage.allCases {
            guard let pack = library.parsedPack(language) else { continue }
            findings += check(pack, against: language == .english ? nil : english)
        }
        return findings
    }

    static func check(_ pack: ContentPack, against english: ContentPack?) -> [Finding] {
        let language = pack.language
        var findings: [Finding] = pack.issues.map { Finding(language: language, place: "parse", message: $0) }
        func report(_ place: String, _ message: String) {
            findings.append(Finding(language: language, place: place, message: message))
        }
        var seen: [String: String] = [:]
        for (kind, ids) in pack.orderedKinds {
            for id in ids {
                guard let block = pack.block(kind, id) else { continue }
                let place = "@\(kind) \(id)"
                if language != .english {
                    for field in block.fields.keys where pictureFields.contains(field) {
                        report(place, "\(field) describes a picture: English only")
                    }
                }
                if kind == "pool" {
                    let lines = block.lines("lines")
                    if lines.count < 2 { report(place, "a pool needs at least two lines") }
                    if !lines.contains(where: { !$0.isRich }) { report(place, "a pool needs a simple (-) line") }
                }
                for (list, lines) in block.lists.sorted(by: { $0.key < $1.key }) {
                    for line in lines {
                        let at = "\(place) \(list): \(line.source)"
                        findings += slotFindings(line, language: language).map {
                            Finding(language: language, place: at, message: $0)
                        }
                        // In any case: `{back.dat}` names `{back}`.
                        let named = Set(line.slotNames.map { splitCase($0, language: language).0 })
                        for slot in requiredSlots["\(kind):\(id):\(list)"] ?? [] where !named.contains(slot) {
                            report(at, "every line here names {\(slot)}")
                        }
                        for slot in line.slotNames {
                            if let lists = quotingLists[slot], !lists.contains("\(kind):\(id):\(list)") {
                                report(at, "{\(slot)} is the parent's own text: only \(lists.sorted().joined(separator: ", ")) may quote it")
                            }
                        }
                        if !titleLists.contains(list), !id.hasSuffix(".title") {
                            let longest = longestSentence(line.source)
                            if !line.isRich && longest > simpleSentenceLimit {
                                report(at, "a simple line with a sentence of \(longest) words (at most \(simpleSentenceLimit)): split it or mark it +")
                            }
                            if line.isRich && WordCounter.count(line.source) < richLineMinimum {
                                report(at, "a rich line of fewer than \(richLineMinimum) words: mark it -")
                            }
                        }
                        if let first = seen[line.source] {
                            report(at, "written twice (first in \(first))")
                        } else {
                            seen[line.source] = "\(place) \(list)"
                        }
                    }
                }
            }
        }
        if let english {
            findings += parity(pack, english)
        }
        return findings
    }

    /// Problems with the slots of one line.
    static func slotFindings(_ line: TemplateLine, language: StoryLanguage) -> [String] {
        var messages: [String] = []
        for case .text(let text) in line.segments where text.contains("{") || text.contains("}") {
            messages.append("a brace that does not close a slot")
        }
        for slot in line.slotNames {
            let (base, suffix) = splitCase(slot, language: language)
            if !knownSlots.contains(base) {
                messages.append("{\(slot)} is not a slot the writer fills")
            } else if let suffix, caseSuffixes[language]?.contains(suffix) != true {
                messages.append("{\(slot)}: .\(suffix) is not a case of \(language.rawValue)")
            }
            if base == "N's", [.french, .spanish, .italian].contains(language) {
                messages.append("{N's} is an English or German possessive: write the language's own form")
            }
        }
        return messages
    }

    /// A slot name without its case suffix (`goal.dat` → `goal`, `dat`; `c.a` stays `c.a`).
    static func splitCase(_ slot: String, language: StoryLanguage) -> (String, String?) {
        guard let dot = slot.lastIndex(of: ".") else { return (slot, nil) }
        let suffix = String(slot[slot.index(after: dot)...])
        let base = String(slot[..<dot])
        if knownSlots.contains(slot) { return (slot, nil) }
        if ["acc", "dat", "gen", "nom"].contains(suffix) { return (base, suffix) }
        return (slot, nil)
    }

    /// Words of the longest sentence of a line (a line may hold a short exchange of two).
    static func longestSentence(_ text: String) -> Int {
        SentenceSplitter.sentences(text).map(WordCounter.count).max() ?? 0
    }

    /// Blocks and lists English has that the pack lacks, and blocks English does not have.
    static func parity(_ pack: ContentPack, _ english: ContentPack) -> [Finding] {
        var findings: [Finding] = []
        let language = pack.language
        for (kind, ids) in english.orderedKinds {
            for id in ids {
                guard let reference = english.block(kind, id) else { continue }
                guard let block = pack.block(kind, id) else {
                    findings.append(Finding(language: language, place: "@\(kind) \(id)", message: "missing (English has it)"))
                    continue
                }
                for (list, lines) in reference.lists where !lines.isEmpty && block.lines(list).isEmpty {
                    findings.append(Finding(language: language, place: "@\(kind) \(id)", message: "the list \(list): is missing or empty"))
                }
                for field in reference.fields.keys where !pictureFields.contains(field) && block.fields[field] == nil {
                    findings.append(Finding(language: language, place: "@\(kind) \(id)", message: "the field \(field) is missing"))
                }
            }
        }
        for (kind, ids) in pack.orderedKinds {
            for id in ids where english.block(kind, id) == nil {
                findings.append(Finding(language: language, place: "@\(kind) \(id)", message: "not in English: every language has the same blocks"))
            }
        }
        return findings
    }
}
