/// What a piece of text means on screen; the `Theme` decides how each meaning looks.
///
/// Widgets speak only in roles so that one theme switch (or a monochrome terminal) changes the
/// whole app consistently, and so that snapshot tests can assert meaning (`roleMask()`) without
/// depending on colours.
public enum Role: String, Sendable, Hashable, CaseIterable {
    case normal
    case muted
    case selected
    case error
    case warning
    case success
    case banner
    case accent
    case border
    case title

    /// The one-character code `ScreenBuffer.roleMask()` uses for this role.
    ///
    /// Distinct for every role; `normal` is `.` so that masks read like a picture of the screen.
    public var maskLetter: Character {
        switch self {
        case .normal: "."
        case .muted: "m"
        case .selected: "s"
        case .error: "e"
        case .warning: "w"
        case .success: "k"
        case .banner: "b"
        case .accent: "a"
        case .border: "#"
        case .title: "t"
        }
    }
}
