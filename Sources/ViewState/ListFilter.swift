import Foundation

/// What a list is narrowed to: the `/` query and, for stories, favourites only.
public struct ListFilter: Sendable, Hashable {
    /// The query as typed.
    public var query: String
    public var favoritesOnly: Bool

    public init(query: String = "", favoritesOnly: Bool = false) {
        self.query = query
        self.favoritesOnly = favoritesOnly
    }

    /// Whether anything is filtered out at all.
    public var isActive: Bool { !normalizedQuery.isEmpty || favoritesOnly }

    /// The query compared case- and accent-insensitively, without surrounding spaces.
    public var normalizedQuery: String {
        // No query, nothing to fold: every frame asks, and Foundation's first fold costs a
        // conformance scan of the whole binary before the first frame.
        guard !query.isEmpty else { return "" }
        return ListFilter.normalize(query.trimmingCharacters(in: .whitespaces))
    }

    /// Text folded for matching, so "eLoise" finds "Éloïse".
    public static func normalize(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
