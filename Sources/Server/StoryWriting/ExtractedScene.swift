/// One scene of upstream's `stories/extract-scenes` answer: where a picture goes in a story the
/// caller already has, what to draw, and how the scene feels.
public struct ExtractedScene: Sendable, Equatable {
    /// 1-based position in the story.
    public var sceneNumber: Int
    /// The scene's own text, exactly as it appears in the story.
    public var textSegment: String
    /// A one-line English prompt for an illustration provider.
    public var illustrationPrompt: String
    /// Seconds from the start of narration at which the scene begins.
    public var timestamp: Double
    /// One of `OfflineSceneExtractor.emotions`.
    public var emotion: String
    /// `key`, `major` or `minor`: which pictures matter most when not all can be drawn.
    public var importance: String

    public init(sceneNumber: Int, textSegment: String, illustrationPrompt: String, timestamp: Double,
                emotion: String, importance: String) {
        self.sceneNumber = sceneNumber
        self.textSegment = textSegment
        self.illustrationPrompt = illustrationPrompt
        self.timestamp = timestamp
        self.emotion = emotion
        self.importance = importance
    }
}
