import TerminalUI

/// The built-in themes a config file can name (`[theme] name = "bedtime"`).
public enum ThemeName: String, Sendable, CaseIterable {
    case standard
    /// Warm and dim, for a dark room (`Theme.bedtime`).
    case bedtime

    public var theme: Theme {
        switch self {
        case .standard: .standard
        case .bedtime: .bedtime
        }
    }
}
