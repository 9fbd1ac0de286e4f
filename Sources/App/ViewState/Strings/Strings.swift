import Foundation

/// Every text of the terminal app that a person may read, in one place.
///
/// Kept together so the wording stays consistent from screen to screen and so a translation
/// touches one folder: this file holds the app frame's words, and `Strings+<Feature>.swift`
/// each feature's, as extensions of this one namespace. Errors that come from the client
/// library are not repeated here: the app shows `ClientError.message` (the client's own
/// `ClientMessages`) as it is, except a network failure, which names the server
/// (`serverNotAnswering`).
public enum Strings {
    // MARK: App frame

    public static let appName = "InfiniteStories"
    public static let startingServer = "Starting the story server..."
    public static let notSignedIn = "not signed in"
    public static let online = "online"
    public static let offline = "offline"
    public static let degraded = "trouble"
    public static let checking = "checking"
    public static let starting = "starting"

    /// `● online 12 ms`: the word carries the meaning; the dot is decoration.
    public static func onlineStatus(milliseconds: Int) -> String { "\(online) \(milliseconds) ms" }

    /// Header note while stories are being written in the background.
    public static func generationsRunning(_ count: Int) -> String {
        count == 1 ? "1 story in progress" : "\(count) stories in progress"
    }

    public static func serverFailed(_ reason: String) -> String { "The story server could not start: \(reason)" }

    /// `Label: value`, for the facts in the detail pane.
    public static func fact(_ label: String, _ value: String) -> String { "\(label): \(value)" }

}
