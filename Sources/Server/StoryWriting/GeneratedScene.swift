/// One illustrated part of a story: a run of whole paragraphs with the picture drawn for it.
public struct GeneratedScene: Sendable, Equatable {
    /// 1-based position of the scene in the story.
    public var displayOrder: Int
    /// The scene's paragraphs, separated by blank lines exactly as in the story's content.
    public var textSegment: String
    /// A one-line English prompt for an illustration provider.
    public var imagePrompt: String
    /// Seconds from the start of narration at which the scene begins (130 spoken words a minute),
    /// so a player can show the picture while the narration reaches it.
    public var timestamp: Double

    public init(displayOrder: Int, textSegment: String, imagePrompt: String, timestamp: Double) {
        self.displayOrder = displayOrder
        self.textSegment = textSegment
        self.imagePrompt = imagePrompt
        self.timestamp = timestamp
    }
}
