import TerminalUI

/// Colours as a config file writes them: `default`, the sixteen standard names (`red`,
/// `bright-blue`, also `bright_blue`), or a 256-palette number.
public enum ColorName {
    /// The colour `name` stands for, or nil.
    public static func color(named name: String) -> TerminalColor? {
        let lower = name.lowercased().replacingUnderscores()
        if lower == "default" { return .default }
        return ANSIColor.allCases.first { Self.name(of: $0) == lower }.map(TerminalColor.ansi)
    }

    /// Palette entry `number`: 0-15 are the standard colours (shown on both colour tiers).
    public static func color(number: Int) -> TerminalColor? {
        guard (0...255).contains(number) else { return nil }
        if number < 16, let ansi = ANSIColor(rawValue: number) { return .ansi(ansi) }
        return .indexed(UInt8(number))
    }

    /// The name `--print-config` writes for `color` (a number for a palette entry).
    public static func text(of color: TerminalColor) -> String {
        switch color {
        case .default: "\"default\""
        case .ansi(let ansi): "\"\(name(of: ansi))\""
        case .indexed(let index): String(index)
        }
    }

    static func name(of color: ANSIColor) -> String {
        switch color {
        case .black: "black"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .magenta: "magenta"
        case .cyan: "cyan"
        case .white: "white"
        case .brightBlack: "bright-black"
        case .brightRed: "bright-red"
        case .brightGreen: "bright-green"
        case .brightYellow: "bright-yellow"
        case .brightBlue: "bright-blue"
        case .brightMagenta: "bright-magenta"
        case .brightCyan: "bright-cyan"
        case .brightWhite: "bright-white"
        }
    }
}

private extension String {
    /// `bright_blue` as `bright-blue`, without Foundation.
    func replacingUnderscores() -> String { String(map { $0 == "_" ? "-" : $0 }) }
}
