/// The sixteen standard terminal colours, numbered as ncurses and SGR number them.
public enum ANSIColor: Int, Sendable, Hashable, CaseIterable {
    case black = 0
    case red
    case green
    case yellow
    case blue
    case magenta
    case cyan
    case white
    case brightBlack
    case brightRed
    case brightGreen
    case brightYellow
    case brightBlue
    case brightMagenta
    case brightCyan
    case brightWhite
}
