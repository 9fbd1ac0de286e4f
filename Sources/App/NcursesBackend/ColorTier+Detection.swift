import TerminalUI

extension ColorTier {
    /// The tier to draw with, from what the user asked for and what the terminal can do.
    ///
    /// `NO_COLOR` follows https://no-color.org: any non-empty value switches colour off (an empty
    /// value is treated as unset, as the convention says). `colorCount` is ncurses `COLORS`, or
    /// `nil` when the terminal has no colour support at all.
    static func detect(noColorOption: Bool, noColorEnvironment: String?, colorCount: Int?) -> ColorTier {
        let disabledByEnvironment = !(noColorEnvironment ?? "").isEmpty
        guard !noColorOption, !disabledByEnvironment, let colorCount else {
            return .monochrome
        }
        return ColorTier(colorCount: colorCount)
    }

    /// Whether colour must stay off before the terminal is even asked (so `start_color` is skipped).
    static func colorsDisabled(noColorOption: Bool, noColorEnvironment: String?) -> Bool {
        detect(noColorOption: noColorOption, noColorEnvironment: noColorEnvironment, colorCount: 256) == .monochrome
    }
}
