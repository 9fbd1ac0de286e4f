import TerminalUI
import ViewState

/// The app's settings from its config file (`config.toml`), before the command line and the
/// environment have their say; every field starts at the app's default.
///
/// Order of precedence, lowest first: these defaults, the config file, the environment
/// (`INFINITE_STORIES_SERVER`, `NO_COLOR`), the command line. `ascii` and `no_color` can only be
/// turned on by the later ones (there is no `--colour` to undo a file's `no_color = true`).
public struct AppConfiguration: Sendable, Equatable {
    /// The story server's URL; nil runs the embedded server.
    public var server: String?
    public var ascii = false
    public var noColor = false
    public var themeName = ThemeName.standard
    /// The user's changes to the theme, per role.
    public var roleOverrides: [Role: RoleOverride] = [:]
    public var keyOverrides = KeyOverrides()
    /// `sleep_timer`: the sleep timer until one is chosen with `T` (then remembered per server).
    public var sleepTimer = SleepTimer.endOfStory

    public init() {}

    /// The named theme with the user's role overrides applied.
    public var theme: Theme {
        var theme = themeName.theme
        for role in Role.allCases {
            if let override = roleOverrides[role] { override.apply(to: &theme, role: role) }
        }
        return theme
    }
}
