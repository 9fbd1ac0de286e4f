/// The characters of a rectangular border.
///
/// Unicode borders look best, but some consoles and fonts cannot draw them, so every widget that
/// draws a border takes a `BoxStyle` (usually `GlyphSet.box`) and an ASCII variant is always
/// available. All glyphs must be one column wide; `ScreenBuffer.drawBox` falls back to ASCII for
/// any that are not.
public struct BoxStyle: Sendable, Hashable {
    public var topLeft: Character
    public var topRight: Character
    public var bottomLeft: Character
    public var bottomRight: Character
    public var horizontal: Character
    public var vertical: Character

    public init(
        topLeft: Character,
        topRight: Character,
        bottomLeft: Character,
        bottomRight: Character,
        horizontal: Character,
        vertical: Character
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Light lines with rounded corners: `╭─╮ │ ╰─╯`.
    public static let rounded = BoxStyle(
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯", horizontal: "─", vertical: "│"
    )

    /// Light lines with square corners: `┌─┐ │ └─┘`.
    public static let light = BoxStyle(
        topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘", horizontal: "─", vertical: "│"
    )

    /// Heavy lines, for emphasis such as a focused pane: `┏━┓ ┃ ┗━┛`.
    public static let heavy = BoxStyle(
        topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛", horizontal: "━", vertical: "┃"
    )

    /// Plain ASCII: `+-+ | +-+`, drawable on any terminal.
    public static let ascii = BoxStyle(
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+", horizontal: "-", vertical: "|"
    )
}
