import Foundation
import InfiniteStoriesModels

/// The story content of every language the offline writer knows, parsed when first needed.
///
/// The content lives in `Content/<code>.stories` (docs/writing-stories.md) and is compiled into
/// the binary by the EmbedStoryContent plugin; `ContentLibrary(directory:)` reads the same files
/// from disk instead, so a writer can preview an edit without rebuilding. Each language is parsed
/// the first time a story needs it (English always, for the pictures), once per library: parsing
/// all five takes about a second in a debug build, which a server should not spend on languages
/// nobody asked for, all at once, on a thread its other requests are waiting for.
public struct ContentLibrary: Sendable {
    /// The text of each language's file; a language without one is not written by this library.
    private let sources: [StoryLanguage: String]
    private let lexiconSource: String
    private let cache = Cache()

    /// Parsed packs and lexicon, filled on first use under a lock (one library serves every
    /// story being written at the same time).
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var packs: [StoryLanguage: ContentPack] = [:]
        var lexicon: Lexicon?
    }

    /// The content compiled into the binary.
    public static let embedded = ContentLibrary(reading: EmbeddedStoryContent.source)

    /// Reads `<code>.stories` for every language from `directory`; a missing file leaves that
    /// language out (the English file is required, it also describes the pictures).
    public init(directory: URL) throws {
        guard FileManager.default.fileExists(atPath: directory.appending(path: "en.stories").path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: directory.appending(path: "en.stories").path])
        }
        self.init(reading: { code in
            try? String(contentsOf: directory.appending(path: "\(code).stories"), encoding: .utf8)
        })
    }

    init(reading source: (String) -> String?) {
        var sources: [StoryLanguage: String] = [:]
        for language in StoryLanguage.allCases {
            if let text = source(language.code) { sources[language] = text }
        }
        self.sources = sources
        lexiconSource = source("lexicon") ?? ""
    }

    /// Languages with content of their own.
    public var languages: Set<StoryLanguage> { Set(sources.keys) }

    /// A language's own content, or nil when it has none.
    func parsedPack(_ language: StoryLanguage) -> ContentPack? {
        guard let text = sources[language] else { return nil }
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let pack = cache.packs[language] { return pack }
        let pack = ContentParser.parse(text, language: language)
        cache.packs[language] = pack
        return pack
    }

    /// The content to tell a story in `language`, or English when that language has none.
    func pack(for language: StoryLanguage) -> ContentPack {
        parsedPack(language) ?? english
    }

    /// The English content, which also describes every block's picture for the image prompts.
    var english: ContentPack { parsedPack(.english) ?? ContentPack(language: .english) }

    /// The words of themes and looks in every language (`Content/lexicon.stories`).
    var lexicon: Lexicon {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let lexicon = cache.lexicon { return lexicon }
        let lexicon = Lexicon(source: lexiconSource)
        cache.lexicon = lexicon
        return lexicon
    }

    // The embedded library's packs, for tests and callers that never read from disk.
    static var english: ContentPack { embedded.english }
    static var languages: Set<StoryLanguage> { embedded.languages }
    static func pack(for language: StoryLanguage) -> ContentPack { embedded.pack(for: language) }
}
