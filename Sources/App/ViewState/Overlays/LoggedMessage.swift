import Foundation

/// A message the status line showed, kept for the message log (`M`): it goes from the status
/// line at the next key press, and may have been cut there.
public struct LoggedMessage: Sendable, Equatable {
    public var message: BannerMessage
    /// `AppState.now` when it was shown.
    public var shownAt: Date

    public init(_ message: BannerMessage, shownAt: Date) {
        self.message = message
        self.shownAt = shownAt
    }
}
