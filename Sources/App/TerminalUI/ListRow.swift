/// One row of a `ListView`: main text on the left, optional secondary text (a date, a count, a
/// status) right-aligned, and the row's style when it is not selected.
public struct ListRow: Sendable, Hashable {
    public var text: String
    public var secondaryText: String
    public var style: Style
    /// Columns of `text` to underline, such as the part of a title a `/` filter matched, so the
    /// reason a row is listed shows without colour; nil for none. Only the part actually drawn
    /// is underlined (never the ellipsis of a cut row).
    public var emphasizedColumns: Range<Int>?

    public init(_ text: String, secondaryText: String = "", style: Style = .normal, emphasizedColumns: Range<Int>? = nil) {
        self.text = text
        self.secondaryText = secondaryText
        self.style = style
        self.emphasizedColumns = emphasizedColumns
    }
}
