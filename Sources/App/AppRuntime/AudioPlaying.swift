import Foundation
import ViewState

/// The audio player the effect runner drives: the app passes one on mpv, tests may pass the
/// same with mpv's `null` output. Commands return at once; outcomes arrive on `events`.
///
/// The player tags every event with the story it is about, and reports `.stopped` for the old
/// story itself when a new one replaces it, so a late event never lands on the wrong story.
public protocol AudioPlaying: Sendable {
    var events: AsyncStream<PlayerEvent> { get }
    /// Plays `file` at full volume (a fade of the story before does not carry over).
    func play(storyID: String, file: URL, from start: Double, speed: Double)
    /// The volume in percent, 0...100 (a sleep timer's fade).
    func setVolume(_ percent: Double)
    func setPaused(_ paused: Bool)
    func seek(to seconds: Double)
    func setSpeed(_ speed: Double)
    func stop()
}
