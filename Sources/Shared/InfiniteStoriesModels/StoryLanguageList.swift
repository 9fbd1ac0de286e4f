/// `GET /api/v1/story-languages`: the languages this server's story writer writes, so clients
/// offer only those.
///
/// Entries carry the code and the wire name as plain strings, not `StoryLanguage`, so a client
/// meeting a language it does not know yet skips that entry instead of failing the whole answer.
public struct StoryLanguageList: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        /// The two-letter code (`en`).
        public var code: String
        /// The wire name stories carry (`English`).
        public var name: String

        public init(code: String, name: String) {
            self.code = code
            self.name = name
        }

        public init(_ language: StoryLanguage) {
            self.init(code: language.code, name: language.rawValue)
        }
    }

    /// In the catalog's order.
    public var languages: [Entry]

    public init(languages: [Entry]) { self.languages = languages }

    /// The entries this build knows, in the catalog's order.
    public var known: [StoryLanguage] {
        let codes = Set(languages.compactMap { StoryLanguage(wire: $0.code) })
        return Catalog.languages.filter(codes.contains)
    }
}
