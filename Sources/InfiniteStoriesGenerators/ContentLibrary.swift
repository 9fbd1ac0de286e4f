import Foundation
import InfiniteStoriesModels

/// The parsed story content of every language the offline writer knows.
///
/// The content lives in `Content/<code>.stories` (docs/writing-stories.md) and is compiled into
/// the binary by the EmbedStoryContent plugin; `ContentLibrary(directory:)` reads the same files
/// from disk instead, so a writer can preview an edit without rebuilding. Parsing takes a few
/// milliseconds and happens once per process (Swift's lazy, thread-safe static initialisation).
public struct ContentLibrary: Sendable {
    /// The packs by language; a language without a pack is not written by this library.
    let packs: [StoryLanguage: ContentPack]
    /// The words of themes and looks in every language (`Content/lexicon.stories`).
    let lexicon: Lexicon

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
        var packs: [StoryLanguage: ContentPack] = [:]
        for language in StoryLanguage.allCases {
            guard let text = source(language.code) else { continue }
            packs[language] = ContentParser.parse(text, language: language)
        }
        self.packs = packs
        lexicon = Lexicon(source: source("lexicon") ?? "")
    }

    /// Languages with content of their own.
    public var languages: Set<StoryLanguage> { Set(packs.keys) }

    /// The content to tell a story in `language`, or English when that language has none.
    func pack(for language: StoryLanguage) -> ContentPack {
        packs[language] ?? english
    }

    /// The English content, which also describes every block's picture for the image prompts.
    var english: ContentPack { packs[.english] ?? ContentPack(language: .english) }

    // The embedded library's packs, for tests and callers that never read from disk.
    static var english: ContentPack { embedded.english }
    static var languages: Set<StoryLanguage> { embedded.languages }
    static func pack(for language: StoryLanguage) -> ContentPack { embedded.pack(for: language) }
}
