/// The narration loaded in the player: what the mini player and the reader's progress line show.
///
/// It survives browsing (the listen goes on while the user looks at other heroes); it ends on
/// stop, at the end of the narration, or when the narration cannot be played.
public struct PlayerState: Sendable, Equatable {
    public enum Phase: Sendable, Equatable {
        /// The narration is being fetched or opened.
        case loading
        case playing
        case paused
    }

    public var storyID: String
    public var title: String
    public var phase: Phase = .loading
    /// Seconds from the start, as the engine last said.
    public var position: Double
    /// Seconds, once the engine opened the file (or the server's figure before that).
    public var duration: Double?
    public var speed: Double
    /// The volume the player says it plays at, in mpv's percent (0...100): below 100 only while
    /// a sleep timer fades the narration out (the mini player shows it then).
    public var volume: Double = 100
    /// The volume last asked of the player, so each step of a fade is asked once.
    public var askedVolume: Double = 100

    /// How far `←`/`→` (and `[`/`]`) move.
    public static let seekStep = 15.0
    /// Speed steps of `<`/`>`.
    public static let speedStep = 0.25
    public static let slowest = 0.5
    public static let fastest = 2.0

    public init(storyID: String, title: String, position: Double = 0, duration: Double? = nil, speed: Double = 1) {
        self.storyID = storyID
        self.title = title
        self.position = position
        self.duration = duration
        self.speed = speed
    }

    /// `position` moved by `delta`, kept within the narration.
    public func seekTarget(by delta: Double) -> Double {
        var target = max(0, position + delta)
        if let duration, duration > 0 { target = min(target, duration) }
        return target
    }

    /// The next speed `steps` steps away, kept within 0.5...2.0.
    public func speed(steppedBy steps: Int) -> Double {
        let stepped = (speed / Self.speedStep).rounded() * Self.speedStep + Double(steps) * Self.speedStep
        return min(Self.fastest, max(Self.slowest, stepped))
    }
}
