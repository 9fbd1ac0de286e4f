/// A new listen waiting for sound before it is counted on the server (`/play`): the story, and
/// where in its narration the play started.
public struct PlayToCount: Sendable, Equatable {
    public var storyID: String
    public var from: Double
}
