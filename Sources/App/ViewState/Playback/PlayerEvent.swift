import Foundation

/// What the audio player reports, for one story, with the time it happened (listening sessions
/// are timed from these, so pauses are excluded exactly).
public struct PlayerEvent: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Playing (or paused, if asked to start paused); `duration` in seconds.
        case started(duration: Double?)
        case position(Double)
        case paused(Bool)
        case speed(Double)
        /// The volume the player now plays at, in percent (a sleep timer's fade).
        case volume(Double)
        /// The end of the narration was reached.
        case finished
        /// Stopped by the user, or replaced by another story.
        case stopped
        /// The file could not be played; the engine's reason.
        case failed(String)
        /// No sound device (SSH, CI); the engine's reason.
        case noAudioOutput(String)
    }

    public var storyID: String
    public var kind: Kind
    public var date: Date

    public init(storyID: String, _ kind: Kind, at date: Date) {
        self.storyID = storyID
        self.kind = kind
        self.date = date
    }
}
