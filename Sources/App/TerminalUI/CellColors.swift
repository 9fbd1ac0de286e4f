/// Colours a cell asks for itself, instead of its role's: the cells of a picture, where every
/// cell has its own foreground and background.
///
/// Colour tiers still apply: on a monochrome terminal these are ignored (a picture there is drawn
/// with shapes), and colours a terminal cannot show degrade like the theme's.
public struct CellColors: Sendable, Hashable {
    public var foreground: TerminalColor
    public var background: TerminalColor

    public init(foreground: TerminalColor, background: TerminalColor) {
        self.foreground = foreground
        self.background = background
    }
}
