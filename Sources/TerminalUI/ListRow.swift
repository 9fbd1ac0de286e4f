/// One row of a `ListView`: main text on the left, optional secondary text (a date, a count, a
/// status) right-aligned, and the row's style when it is not selected.
public struct ListRow: Sendable, Hashable {
    public var text: String
    public var secondaryText: String
    public var style: Style

    public init(_ text: String, secondaryText: String = "", style: Style = .normal) {
        self.text = text
        self.secondaryText = secondaryText
        self.style = style
    }
}
