/// The side of a `Rect` a slice is cut from.
public enum RectEdge: Sendable, Hashable, CaseIterable {
    case top
    case bottom
    case left
    case right
}
