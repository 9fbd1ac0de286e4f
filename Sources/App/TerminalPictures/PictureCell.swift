import TerminalUI

/// One terminal cell of a picture: a symbol and its two colours.
public struct PictureCell: Sendable, Hashable {
    public var character: Character
    public var foreground: TerminalColor
    public var background: TerminalColor

    public init(_ character: Character, foreground: TerminalColor, background: TerminalColor) {
        self.character = character
        self.foreground = foreground
        self.background = background
    }
}
