/// The three columns of the main screen, left to right.
///
/// Focus moves between them with Tab and h/l; which of them are on screen depends on the
/// terminal width (`LayoutTier`), so the focused pane is always one that is shown.
public enum Pane: Int, Sendable, Hashable, CaseIterable, Comparable {
    case heroes
    case stories
    case detail

    public static func < (lhs: Pane, rhs: Pane) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The pane to the right, or nil at the right edge.
    public var next: Pane? { Pane(rawValue: rawValue + 1) }
    /// The pane to the left, or nil at the left edge.
    public var previous: Pane? { Pane(rawValue: rawValue - 1) }
}
