/// A foreground or background colour as the backend should request it.
public enum TerminalColor: Sendable, Hashable {
    /// The terminal's own default colour (ncurses `-1` with `use_default_colors`), which keeps
    /// the user's background and transparency intact.
    case `default`
    /// One of the sixteen standard colours.
    case ansi(ANSIColor)
    /// An entry of the 256-colour palette.
    case indexed(UInt8)

    /// The palette number for ncurses, or `-1` for the terminal default.
    public var paletteIndex: Int {
        switch self {
        case .default: -1
        case .ansi(let color): color.rawValue
        case .indexed(let index): Int(index)
        }
    }
}
