import InfiniteStoriesModels

/// Tells which of the five story languages a text is written in, from its function words.
///
/// One home for every caller: the OpenAI provider checks a model's answer with it, the offline
/// writer tells which language a parent typed a theme in.
///
/// A model asked for a German story sometimes answers in English (small local models most of
/// all, when the parent's brief is in English), and a parent should not get a story their child
/// cannot follow. Articles, pronouns, prepositions and conjunctions make up a third to a half of
/// any running text, and each of these languages has its own; counting them tells the five apart
/// reliably once a text has a sentence or two, which every story has. No library does this here:
/// the Swift packages this project can use have no language identifier (Apple's NaturalLanguage
/// exists on Apple's systems only), and Debian's `libcld2` has a C++ interface only, which would
/// need a C++ shim and another system library for what forty lines of word lists do at this
/// length.
///
/// A word several languages share ("la", "de", "un") counts for each of them in equal parts, so
/// it adds evidence without deciding between them. A text is identified only when its language's
/// evidence reaches a minimum and is at least `dominance` times any other's: a short or evenly
/// mixed text is not identified at all, and callers treat that as "cannot tell", never as wrong.
public enum StoryLanguageIdentifier {
    /// How many times the next language's evidence the winner's must be.
    public static let dominance = 2.0
    /// Evidence (function words, shared ones counted in parts) a story text needs to be identified.
    public static let storyEvidence = 3.0
    /// A title has a handful of words: two function words of one language are enough there.
    public static let titleEvidence = 2.0

    /// The language `text` is clearly written in, or nil when it is too short or too mixed to tell.
    public static func identify(_ text: String, minimumEvidence: Double = storyEvidence) -> StoryLanguage? {
        let ranked = evidence(in: text).sorted { $0.value > $1.value }
        guard let best = ranked.first, best.value >= minimumEvidence else { return nil }
        let runnerUp = ranked.dropFirst().first?.value ?? 0
        return best.value >= dominance * runnerUp ? best.key : nil
    }

    /// Each language's evidence in `text`: its function words, a shared word counting 1/n for each
    /// of the n languages that have it.
    public static func evidence(in text: String) -> [StoryLanguage: Double] {
        var totals: [StoryLanguage: Double] = [:]
        for word in words(of: text) {
            guard let languages = owners[word] else { continue }
            let share = 1 / Double(languages.count)
            for language in languages { totals[language, default: 0] += share }
        }
        return totals
    }

    /// Lowercased runs of letters: apostrophes split elisions ("l'appelait" is "l" and "appelait").
    public static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Frequent function words of bedtime-story prose in each language (elided forms such as
    /// "l", "d", "qu" included, since `words(of:)` splits them off).
    public static let functionWords: [StoryLanguage: Set<String>] = [
        .english: [
            "the", "and", "of", "to", "he", "she", "it", "his", "her", "they", "them", "their", "with", "that",
            "this", "for", "at", "but", "had", "have", "has", "said", "you", "we", "all", "not", "there", "be",
            "from", "into", "out", "up", "what", "when", "would", "could", "is", "are", "then", "by", "my", "your",
            "our", "just", "very", "who", "will", "can", "did", "do", "been", "because", "over", "down", "if", "how",
            "where", "now", "back", "like", "as", "its", "him", "were", "one", "was", "an", "am", "i",
        ],
        .german: [
            "der", "die", "das", "und", "ist", "ein", "eine", "einen", "einem", "einer", "nicht", "sie", "er", "es",
            "ich", "du", "wir", "ihr", "mit", "auf", "für", "von", "zu", "dem", "den", "des", "im", "sich", "auch",
            "noch", "wie", "aber", "dann", "wenn", "war", "waren", "hatte", "nach", "bei", "aus", "so", "sein",
            "seine", "ihre", "kein", "keine", "nur", "schon", "doch", "über", "vor", "durch", "oder", "weil", "dass",
            "als", "um", "zum", "zur", "sehr", "ganz", "was", "wo", "hat", "ihm", "ihn", "uns", "wieder", "ja",
            "nein", "an", "am", "ins", "vom", "beim", "dort", "hier", "immer", "jetzt", "denn", "mir", "mich", "dir",
            "dich", "ob", "bis", "ohne",
        ],
        .french: [
            "le", "la", "les", "et", "est", "il", "elle", "ils", "elles", "un", "une", "des", "du", "de", "au", "aux",
            "en", "que", "qui", "qu", "ne", "pas", "dans", "sur", "pour", "avec", "son", "sa", "ses", "leur", "mais",
            "ce", "cette", "on", "nous", "vous", "je", "tu", "était", "avait", "très", "plus", "tout", "tous",
            "comme", "où", "dit", "se", "lui", "bien", "si", "quand", "puis", "encore", "l", "d", "c", "à", "s", "n",
            "j", "aussi", "alors", "chez", "sans", "sous", "vers", "depuis", "mon", "ma", "mes", "ton", "ta",
        ],
        .spanish: [
            "el", "la", "los", "las", "y", "es", "un", "una", "unos", "unas", "del", "al", "de", "en", "que", "no",
            "se", "su", "sus", "por", "para", "con", "pero", "muy", "lo", "le", "les", "como", "cuando", "donde",
            "era", "estaba", "había", "fue", "dijo", "también", "más", "todo", "todos", "este", "esta", "eso", "ella",
            "él", "ellos", "yo", "tú", "nos", "mi", "hasta", "desde", "sin", "ya", "así", "porque", "hacia", "si",
            "son", "vez", "cada", "entonces", "mientras", "bajo", "aquí", "allí", "nada", "algo",
        ],
        .italian: [
            "il", "lo", "la", "gli", "le", "e", "è", "un", "una", "uno", "di", "del", "della", "delle", "dei", "degli",
            "al", "alla", "nel", "nella", "che", "non", "si", "per", "con", "ma", "come", "più", "era", "aveva",
            "erano", "sono", "ha", "mi", "ti", "ci", "suo", "sua", "questo", "questa", "quello", "quella", "molto",
            "tutto", "tutti", "quando", "perché", "dove", "poi", "anche", "ancora", "già", "così", "disse", "lei",
            "lui", "io", "noi", "da", "sul", "l", "d", "c", "i", "ogni", "volta", "mentre", "tra", "fra", "dal",
            "dalla", "nei", "ed", "sempre", "cui", "dopo", "allora", "ecco", "po", "sotto", "sopra",
        ],
    ]

    /// For each function word, the languages that have it.
    private static let owners: [String: [StoryLanguage]] = {
        var owners: [String: [StoryLanguage]] = [:]
        for language in StoryLanguage.allCases {
            for word in functionWords[language] ?? [] { owners[word, default: []].append(language) }
        }
        return owners
    }()
}
