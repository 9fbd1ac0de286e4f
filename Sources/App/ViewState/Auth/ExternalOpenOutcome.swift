/// What happened when a picture was handed to the system's image viewer.
public enum ExternalOpenOutcome: Sendable, Equatable {
    case opened
    /// No graphical session (SSH, a console): nothing can show a window.
    case noDisplay
    /// `xdg-open` is not installed.
    case viewerMissing
    case failed(String)
}
