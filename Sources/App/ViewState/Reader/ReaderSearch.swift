import TerminalUI

/// A `/` search inside the open story: the query being typed, or kept so n/N move between its
/// matches (like less and vim).
///
/// Matches are not stored: they depend on how the text wraps, which depends on the terminal and
/// the reader's width, so the reducer and the view find them again (`TextMatch.all`) from the
/// same wrapped lines. Only what the user was told is kept: which match, of how many.
public struct ReaderSearch: Sendable, Equatable {
    /// Which way the last jump went around the end of the story.
    public enum Continuation: Sendable, Equatable {
        /// Past the last match, on to the first.
        case fromTop
        /// Before the first match, back to the last.
        case fromBottom
    }

    /// The query as typed.
    public var query: String
    /// The field while the query is being typed; nil once it is kept with Enter.
    public var editor: LineEditor?
    /// The reader's scroll offset when typing began: the first match is looked for from there,
    /// and Esc scrolls back to it.
    public var originOffset: Int
    /// The match the reader jumped to, in reading order; nil when there is none.
    public var currentMatch: Int?
    /// How many matches the story has for the query.
    public var matchCount = 0
    /// Set when the last jump went around the end of the story.
    public var continuation: Continuation?

    /// A search being typed, starting with `query`, from scroll offset `origin`.
    public init(query: String = "", originOffset: Int) {
        self.query = query
        self.editor = LineEditor(text: query, maximumLength: 200)
        self.originOffset = originOffset
    }

    public var isEditing: Bool { editor != nil }

    /// The query as matched: case- and accent-insensitive, without surrounding spaces; empty
    /// when there is nothing to look for.
    public var normalizedQuery: String { ListFilter(query: query).normalizedQuery }
}
