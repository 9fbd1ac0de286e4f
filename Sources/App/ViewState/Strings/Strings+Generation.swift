import Foundation

/// A story being written, narrated and illustrated, followed live.
extension Strings {
    // MARK: Generation progress

    public static let stepWriting = "Writing"
    public static let stepNarration = "Narration"
    public static let stepIllustrations = "Illustrations"
    public static let stepWaiting = "waiting"
    public static let stepRunning = "in progress"
    public static let stepDone = "done"
    public static func stepFailed(_ reason: String) -> String { "failed: \(reason)" }
    public static func illustrationCount(completed: Int, total: Int) -> String { "\(completed)/\(total)" }
    public static func elapsed(seconds: Int) -> String {
        let safe = max(0, seconds)
        return safe < 60 ? "\(safe)s" : "\(safe / 60)m \(String(format: "%02d", safe % 60))s"
    }
    public static let startingStory = "Starting your story..."
    public static let retryTextHint = "Press s to try writing a new story."
    public static let retryAudioHint = "Press a to record the narration again."
    public static let retryIllustrationsHint = "Press i to draw the missing pictures again."
    public static let stopWatchingHint = "Esc: stop following (writing goes on)"
    public static let storySoFar = "The story so far"
    public static func storyReady(_ title: String) -> String { "\"\(title)\" is ready." }
}
