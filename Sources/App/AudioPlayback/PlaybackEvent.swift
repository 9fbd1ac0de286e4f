/// What the engine reports while it plays, in the order it happens.
public enum PlaybackEvent: Sendable, Equatable {
    /// The file is open and playing (or paused, if asked to start paused); `duration` in seconds.
    case started(duration: Double?)
    /// The position in seconds: at most once per whole second of media while playing, and at
    /// once after a seek or a pause, so a clock shown from it never wakes the screen more often.
    case position(Double)
    case paused(Bool)
    case speed(Double)
    /// The software volume in percent, when it changed (a fade).
    case volume(Double)
    /// Playback reached the end of the file.
    case finished
    /// Playback was stopped (`stop()`, or another file replaced it).
    case stopped
    /// The file could not be played; mpv's reason.
    case failed(String)
    /// There is no audio device (SSH, CI, a server without sound); mpv's reason. Nothing plays.
    case noAudioOutput(String)
}
