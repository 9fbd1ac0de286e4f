import Foundation

/// Errors the app finds itself (the client library's own messages are shown as they are).
extension Strings {
    // MARK: Errors shown by the app itself

    public static func retryAfter(seconds: Int) -> String {
        if seconds < 60 { return "Try again in \(max(1, seconds)) s." }
        let minutes = (seconds + 59) / 60
        return minutes == 1 ? "Try again in 1 minute." : "Try again in \(minutes) minutes."
    }
    public static func fieldProblem(_ field: String, _ message: String) -> String { "\(field): \(message)" }
    /// A network failure: the app knows which server it talks to, and that is what does not
    /// answer (the connection may be fine: the embedded server is on this computer).
    public static func serverNotAnswering(_ url: String) -> String { "The story server at \(url) does not answer." }
    public static let selectHeroFirst = "Select a hero first."
    public static let selectStoryFirst = "Select a story first."
    public static let storyStillWriting = "The story is still being written."
    public static let narrationInProgress = "The narration is being recorded."
    public static func picturesAlreadyDrawn(_ count: Int) -> String {
        count == 1 ? "The picture is drawn: press Enter to see it." : "All \(count) pictures are drawn: press Enter to see them."
    }
    public static let picturesInProgress = "The pictures are being drawn."
}
