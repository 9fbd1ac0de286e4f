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

    /// Where `normalizedQuery` (already folded) first occurs in `text` under the same folding, as
    /// a range of `text` itself; nil when it does not occur or is empty.
    ///
    /// Why: the list underlines the part of a title the filter matched, which needs positions in
    /// the title as shown, not in its folded form. Folding usually maps each character to one
    /// character, so positions carry over; when it does not (a ligature folding to two letters),
    /// each character is folded on its own. Meant for the few visible rows, not for filtering.
    public static func range(of normalizedQuery: String, in text: String) -> Range<String.Index>? {
        guard !normalizedQuery.isEmpty, !text.isEmpty else { return nil }
        let folded = normalize(text)
        if folded.count == text.count {
            guard let found = folded.firstRange(of: normalizedQuery) else { return nil }
            let start = folded.distance(from: folded.startIndex, to: found.lowerBound)
            let length = folded.distance(from: found.lowerBound, to: found.upperBound)
            let lower = text.index(text.startIndex, offsetBy: start)
            return lower..<text.index(lower, offsetBy: length)
        }
        // Character by character: where each character's folding starts in the folded text.
        var joined = ""
        var starts: [(folded: Int, index: String.Index)] = []
        for index in text.indices {
            starts.append((joined.count, index))
            joined += normalize(String(text[index]))
        }
        guard let found = joined.firstRange(of: normalizedQuery) else { return nil }
        let start = joined.distance(from: joined.startIndex, to: found.lowerBound)
        let end = joined.distance(from: joined.startIndex, to: found.upperBound)
        // The characters whose foldings overlap the match.
        let lower = starts.last { $0.folded <= start }?.index ?? text.startIndex
        let upper = starts.first { $0.folded >= end }?.index ?? text.endIndex
        return lower..<upper
    }
}
