/// Where the keyboard is: decides which bindings apply, which hints the footer shows and what
/// the `?` help lists.
public enum KeyContext: String, Sendable, Hashable, CaseIterable {
    case launching
    case auth
    /// Signing in with Apple: the code and the address are on screen, waiting for the browser.
    case appleSignIn
    case heroes
    case stories
    case detail
    /// The detail pane while a story is being written and followed.
    case progress
    case reader
    /// The reader while a `/` search is kept: n/N move between its matches.
    case readerSearch
    /// The reader's `/` line while the query is typed.
    case readerSearchEntry
    case filter
    /// The main screen's other sections (`Section`).
    case events
    case journey
    case settings
    /// The settings' name field while it is typed into.
    case settingsName
    /// The new / edit event form over the events section.
    case eventForm
    case heroForm
    case storyPicker
    case confirmation
    /// A confirmation that asks to type something first (the email, to delete an account).
    case typedConfirmation
    /// A confirmation with a voice to choose (narrating a story again).
    case voiceConfirmation
    case help
    /// The message log (`M`) over the main screen.
    case messageLog
    /// Tonight's queue (`Q`) over the main screen.
    case queue
    case tooSmall

    /// Contexts where printable keys are typed into a field instead of being commands.
    public var isTextEntry: Bool {
        switch self {
        case .auth, .filter, .heroForm, .storyPicker, .readerSearchEntry, .typedConfirmation, .settingsName, .eventForm: true
        default: false
        }
    }
}
