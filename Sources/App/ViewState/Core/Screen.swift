/// Which full screen the app shows.
public enum Screen: Sendable, Hashable {
    /// The first frame: drawn before any server or network work, until the saved session is known.
    case launching
    /// Sign in / sign up.
    case auth
    /// Heroes, stories and the detail or reader pane.
    case main
}
