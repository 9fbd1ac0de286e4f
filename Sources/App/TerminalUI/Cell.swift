/// One column of one row of a `ScreenBuffer`.
///
/// A wide character (CJK, emoji) occupies two cells: the first holds the character, the second
/// is a *continuation* cell that holds nothing of its own. The backend writes the character at the
/// first cell and skips continuations; the buffer guarantees that a continuation always follows
/// a wide character, so the terminal never sees half of one.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn in this cell; a space for blank and continuation cells.
    public internal(set) var character: Character
    /// How the cell is drawn (for a continuation cell, the style of its wide character).
    public internal(set) var style: Style
    /// Whether this cell is the right half of the wide character in the cell to its left.
    public internal(set) var isContinuation: Bool

    /// A cell showing `character`, which should be one column wide.
    ///
    /// Anything else (controls, zero-width clusters, wide characters) is stored as a space,
    /// because a single cell cannot show it; `ScreenBuffer.write` handles wide characters.
    public init(_ character: Character = " ", style: Style = .normal) {
        self.character = DisplayWidth.width(of: character) == 1 ? character : " "
        self.style = style
        self.isContinuation = false
    }

    /// A blank cell in the normal style.
    public static let blank = Cell()

    /// A cell holding `character` without measuring it again, for callers that already did
    /// (a one-column character, or the first half of a two-column one).
    init(measured character: Character, style: Style) {
        self.character = character
        self.style = style
        self.isContinuation = false
    }

    /// The second cell of a wide character drawn in `style`.
    static func continuation(style: Style) -> Cell {
        var cell = Cell(measured: " ", style: style)
        cell.isContinuation = true
        return cell
    }
}
