/// The part of the app the main screen shows: the library (heroes, stories, reader) or one of
/// the account's other places. Switched with one key from anywhere on the main screen, as
/// lazygit and k9s switch views; Esc goes back to the library.
public enum Section: String, Sendable, Hashable, CaseIterable {
    /// Heroes, their stories, the detail pane and the reader.
    case library
    /// The user's own story events (custom events).
    case events
    /// The reading journey: listening days, minutes, heroes, milestones.
    case journey
    /// Name, preferences and usage.
    case settings
}
