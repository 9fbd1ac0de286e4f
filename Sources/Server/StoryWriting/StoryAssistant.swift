import Foundation
import InfiniteStoriesModels

/// The custom-event helpers of upstream's `ai-assistant/*` routes, done offline.
///
/// Upstream asks a language model for a title, a richer prompt, keywords and similar events.
/// With no key the app must still help a parent who is typing an event, so each answer is worked
/// out from the parent's own words with small, predictable rules: the same description always
/// gets the same answer, and nothing is invented that the parent did not write (apart from the
/// bedtime framing of the enhanced prompt).
///
/// The rules are static functions; an instance is the offline `StoryAssisting` provider.
public struct StoryAssistant: StoryAssisting {
    public init() {}

    // MARK: StoryAssisting

    public func title(description: String, language: StoryLanguage) -> String {
        Self.title(for: description, language: language)
    }

    public func enhancedPrompt(title: String, description: String, category: String?, ageRange: String?,
                               tone: String?) -> String {
        Self.enhancedPrompt(title: title, description: description, category: category, ageRange: ageRange, tone: tone)
    }

    public func keywords(event: String, description: String) -> [String] {
        Self.keywords(event: event, description: description)
    }

    public func similarEvents(description: String) -> [String] {
        Self.similarEvents(to: description)
    }

    public func sanitized(prompt: String) -> (text: String, tokensUsed: Int) {
        (Self.sanitize(prompt), 0)
    }

    /// Most keywords upstream answers with.
    public static let maximumKeywords = 8
    /// Most similar events upstream answers with.
    public static let maximumSuggestions = 3
    /// Longest sanitized prompt, in characters: enough for any story wish, short enough that a
    /// pasted document cannot flood the story prompt it is woven into.
    public static let maximumSanitizedLength = 2000

    // MARK: Title

    /// A title built on the description's key noun phrase: the longest run of consecutive content
    /// words that follows an article or preposition (any run when none does; the first one on a
    /// tie), at most four words, in title case.
    ///
    /// "A brave little night light who is scared of the dark" gives "The Brave Little Night Light".
    /// English titles get "The"; other languages keep the phrase as it is, capitalised.
    public static func title(for description: String, language: StoryLanguage = .english) -> String {
        let words = tokens(of: description)
        var best: ArraySlice<String> = []
        var bestOpened = false
        var start = 0
        while start < words.count {
            guard isContentWord(words[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < words.count, isContentWord(words[end]) { end += 1 }
            // A run after an article or preposition is a noun phrase ("the seaside aquarium");
            // one after "where" or "who" is more likely a clause ("Mia meets friendly sharks").
            let opened = start == 0 || phraseOpeners.contains(words[start - 1])
            if (opened && !bestOpened) || (opened == bestOpened && end - start > best.count) {
                best = words[start..<end]
                bestOpened = opened
            }
            start = end
        }
        let phrase = best.prefix(4).map(capitalised).joined(separator: " ")
        guard !phrase.isEmpty else { return language == .english ? "A Bedtime Story" : "Bedtime Story" }
        return language == .english ? "The \(phrase)" : phrase
    }

    /// Words a noun phrase follows: articles, possessives and prepositions (English, plus the
    /// other story languages' articles).
    private static let phraseOpeners: Set<String> = [
        "a", "an", "the", "my", "our", "your", "his", "her", "their", "its", "this", "that", "first",
        "to", "of", "in", "on", "at", "for", "with", "about", "from", "into", "onto", "under", "over", "through",
        "around", "near", "behind", "like",
        "un", "une", "le", "la", "les", "des", "du", "el", "los", "las", "una", "der", "die", "das", "ein", "eine",
        "il", "lo", "gli",
    ]

    // MARK: Enhanced prompt

    /// The parent's idea, kept word for word, framed as a bedtime story request: the age range,
    /// the tone, a gentle arc and a calm ending a child can fall asleep to.
    public static func enhancedPrompt(title: String, description: String, category: String? = nil,
                                      ageRange: String? = nil, tone: String? = nil) -> String {
        let idea = collapsingWhitespace(description)
        let ages = nonEmpty(ageRange) ?? "4-8"
        let mood = nonEmpty(tone)?.lowercased() ?? "warm and gentle"
        var sentences = ["Write a bedtime story called \"\(collapsingWhitespace(title))\" for children aged \(ages)."]
        sentences.append("The idea: \(idea.hasSuffix(".") ? idea : idea + ".")")
        if let category = nonEmpty(category) { sentences.append("It is a \(category.lowercased()) story.") }
        sentences.append("Keep the tone \(mood), with simple words and short sentences a child can follow.")
        sentences.append("Give it a gentle arc: a cosy beginning, a small challenge the hero meets with courage "
                         + "and kindness, and a warm resolution where the hero learns something.")
        sentences.append("End calmly, with the hero safe, content and drifting off to sleep, so the listener is "
                         + "ready to sleep too.")
        return sentences.joined(separator: " ")
    }

    // MARK: Keywords

    /// The event's and the description's content words: stop words removed, plurals reduced to
    /// their singular, each word once, in the order they first appear, at most eight.
    public static func keywords(event: String, description: String) -> [String] {
        var seen: [String] = []
        for word in tokens(of: event + " " + description) where isContentWord(word) && word.count > 2 {
            let lemma = singular(word)
            if !seen.contains(lemma) { seen.append(lemma) }
            if seen.count == maximumKeywords { break }
        }
        return seen
    }

    // MARK: Similar events

    /// Up to three built-in events (`Catalog.events`), the ones sharing most words with the
    /// description first (catalog order on a tie); events sharing none fill the list last so a
    /// parent always has something to pick.
    public static func similarEvents(to description: String) -> [String] {
        let words = Set(tokens(of: description).filter(isContentWord).map(singular))
        let ranked = Catalog.events.enumerated().map { index, event in
            (event: event, index: index, score: eventWords[event, default: []].intersection(words).count)
        }
        .sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }
        return ranked.prefix(maximumSuggestions).map(\.event)
    }

    /// Each built-in event's own words and a few it is about, singular and lower-case.
    private static let eventWords: [String: Set<String>] = [
        "Bedtime Adventure": ["bedtime", "adventure", "night", "moon", "star", "dream", "sleep", "bed", "dark", "quest"],
        "School Day Fun": ["school", "day", "fun", "class", "teacher", "classroom", "lesson", "recess", "playground", "homework"],
        "Birthday Celebration": ["birthday", "celebration", "party", "cake", "present", "gift", "candle", "balloon", "celebrate"],
        "Weekend Explorer": ["weekend", "explorer", "explore", "forest", "wood", "park", "hike", "camping", "trail", "map"],
        "Rainy Day Magic": ["rainy", "rain", "day", "magic", "puddle", "umbrella", "storm", "cloud", "rainbow", "indoor"],
        "Family Time": ["family", "time", "mom", "dad", "mum", "grandma", "grandpa", "sister", "brother", "home", "together"],
        "Making Friends": ["making", "friend", "friendship", "new", "shy", "share", "play", "neighbour", "neighbor", "kind"],
        "Learning Something New": ["learning", "learn", "something", "new", "science", "museum", "library", "book", "discover", "dinosaur", "space"],
        "Helping Others": ["helping", "help", "other", "kind", "kindness", "care", "rescue", "share", "animal", "neighbour"],
        "Holiday Adventure": ["holiday", "adventure", "vacation", "trip", "beach", "sea", "travel", "christmas", "snow", "journey"],
    ]

    // MARK: Sanitizing

    /// A prompt with instruction-like text and personal details taken out: "ignore previous
    /// instructions" and its kin, chat role markers, URLs, email addresses and phone numbers;
    /// whitespace collapsed and the length bounded at a word boundary.
    ///
    /// What is left is the parent's story wish, safe to weave into a model's prompt.
    public static func sanitize(_ prompt: String) -> String {
        var text = prompt
        for (pattern, replacement) in removals {
            guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive, .anchorsMatchLines])
            else { continue }
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                       withTemplate: replacement)
        }
        return TextSanitizer.clean(text, maxWords: .max, maxCharacters: maximumSanitizedLength) ?? ""
    }

    /// Patterns removed by `sanitize`, in order (URLs before emails, so an address inside a link
    /// goes with the link).
    private static let removals: [(String, String)] = [
        // "Ignore (all) (the) previous instructions", "disregard the above rules", ...
        (#"\b(ignore|disregard|forget|override|bypass)\s+(all\s+|any\s+|the\s+|your\s+|of\s+)*(previous|prior|above|earlier|preceding|former|system|safety)?\s*(instructions?|prompts?|rules?|directions?|guidelines?|context)\b[.!:]?"#, " "),
        (#"\b(you\s+are\s+now|from\s+now\s+on\s+you\s+are|act\s+as|pretend\s+(to\s+be|you\s+are))\b[^.!?\n]*[.!?]?"#, " "),
        (#"\b(system\s+prompt|jailbreak|developer\s+mode)\b"#, " "),
        (#"<\|[^|>]*\|>|\[/?(INST|SYS)\]|<<\/?SYS>>|</?(system|assistant|user)>"#, " "),
        (#"^\s*#*\s*(system|assistant|user|developer|instructions?)\s*:"#, " "),
        (#"\b(https?|ftp)://\S+|\bwww\.\S+"#, " "),
        (#"[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}"#, " "),
        (#"\+?\(?\d[\d\s().-]{6,}\d"#, " "),
    ]

    // MARK: Words

    /// Lower-case words of letters, digits and inner apostrophes, possessive "'s" dropped
    /// ("the dragon's cave" has the words "the", "dragon", "cave").
    static func tokens(of text: String) -> [String] {
        text.lowercased()
            .split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "’") })
            .map { token in
                var word = token.trimmingCharacters(in: CharacterSet(charactersIn: "'’"))
                if word.hasSuffix("'s") || word.hasSuffix("’s") { word.removeLast(2) }
                return word
            }
            .filter { !$0.isEmpty }
    }

    private static func isContentWord(_ word: String) -> Bool {
        word.count > 1 && !stopWords.contains(word) && !word.allSatisfy(\.isNumber) && !word.contains("'") && !word.contains("’")
    }

    /// A plural's singular by the regular English rules ("puppies" → "puppy", "foxes" → "fox",
    /// "wolves" → "wolf", "dragons" → "dragon"); words that only look plural ("bus", "glass",
    /// "octopus") stay as they are.
    static func singular(_ word: String) -> String {
        if let irregular = irregularPlurals[word] { return irregular }
        guard word.count > 3, word.hasSuffix("s") else { return word }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") { return word }
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ves"), word.count > 4 { return String(word.dropLast(3)) + "f" }
        for ending in ["ches", "shes", "sses", "xes", "zes"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    private static let irregularPlurals: [String: String] = [
        "children": "child", "mice": "mouse", "geese": "goose", "feet": "foot", "teeth": "tooth",
        "people": "person", "leaves": "leaf", "knives": "knife", "lives": "life", "wives": "wife",
        "movies": "movie", "cookies": "cookie", "horses": "horse", "houses": "house", "roses": "rose",
        "noses": "nose", "toes": "toe", "shoes": "shoe", "eyes": "eye", "clothes": "clothes", "news": "news",
        "species": "species", "series": "series", "giraffes": "giraffe", "cliffs": "cliff",
    ]

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let collapsed = collapsingWhitespace(text)
        return collapsed.isEmpty ? nil : collapsed
    }

    private static func collapsingWhitespace(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
    }

    /// Function words, pronouns, common verbs and story filler ("story", "about", "wants") that
    /// never name what an event is about.
    private static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "so", "yet", "if", "then", "than", "that", "this", "these", "those",
        "of", "to", "in", "on", "at", "by", "for", "with", "about", "from", "into", "onto", "over", "under", "up", "down",
        "out", "off", "after", "before", "during", "while", "through", "around", "near", "behind", "between", "across",
        "again", "also", "too", "very", "really", "just", "only", "even", "still", "ever", "never", "always", "often",
        "sometimes", "not", "no", "yes", "all", "any", "some", "each", "every", "both", "many", "much", "more", "most",
        "few", "other", "another", "such", "own", "same", "first", "last", "one", "two", "three",
        "i", "me", "my", "mine", "we", "us", "our", "ours", "you", "your", "yours", "he", "him", "his", "she", "her",
        "hers", "it", "its", "they", "them", "their", "theirs", "who", "whom", "whose", "which", "what", "where",
        "when", "why", "how", "there", "here", "someone", "something", "everyone", "everything", "anyone", "anything",
        "is", "am", "are", "was", "were", "be", "been", "being", "has", "have", "had", "having", "do", "does", "did",
        "doing", "will", "would", "shall", "should", "can", "could", "may", "might", "must", "get", "gets", "got",
        "getting", "go", "goes", "going", "went", "gone", "come", "comes", "came", "coming", "make", "makes", "made",
        "making", "take", "takes", "took", "want", "wants", "wanted", "like", "likes", "liked", "love", "loves",
        "loved", "need", "needs", "try", "tries", "tried", "see", "sees", "saw", "seen", "find", "finds", "found",
        "let", "lets", "put", "puts", "say", "says", "said", "tell", "tells", "told", "become", "becomes", "became",
        "feel", "feels", "felt", "keep", "keeps",
        "story", "stories", "tale", "tales", "bedtime", "child", "kid", "kids", "children", "day", "time", "way",
        "lot", "lots", "thing", "things", "please", "write", "daughter", "son",
    ]
}
