/// The terminal's size in cells, as the backend last reported it.
public struct TerminalSize: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// Below this the app shows only the "terminal too small" screen.
    public static let minimum = TerminalSize(width: 40, height: 12)

    public var isTooSmall: Bool { width < Self.minimum.width || height < Self.minimum.height }
}
