/// How many colours the terminal can show, which decides how the `Theme` renders roles.
public enum ColorTier: String, Sendable, Hashable, CaseIterable {
    /// No colour at all (or the user asked for none, e.g. `NO_COLOR`): attributes only.
    case monochrome
    /// The basic ANSI palette. The standard theme uses only colours 0–7 so that it also works on
    /// 8-colour terminals (`TERM=xterm`, the Linux console).
    case ansi16
    /// The xterm 256-colour palette.
    case ansi256

    /// The richest tier a terminal reporting `colorCount` colours (ncurses `COLORS`) can show.
    ///
    /// - Parameter colorsDisabled: pass `true` when `NO_COLOR` is set or colour is switched off.
    public init(colorCount: Int, colorsDisabled: Bool = false) {
        if colorsDisabled || colorCount < 8 {
            self = .monochrome
        } else if colorCount < 256 {
            self = .ansi16
        } else {
            self = .ansi256
        }
    }
}
