import InfiniteStoriesModels

/// A finished story as a generator returns it, before the server stores it.
public struct GeneratedStory: Sendable, Equatable {
    public var title: String
    /// Paragraphs separated by one blank line (`"\n\n"`).
    public var content: String
    /// Consecutive runs of paragraphs that together cover `content` in order.
    public var scenes: [GeneratedScene]
    /// Words of `content` (tokens holding at least one letter or digit).
    public var wordCount: Int
    /// Seconds of narration at 130 words a minute.
    public var estimatedDuration: Double
    /// The content this story was made of, for the hero's next stories (empty from AI providers).
    public var memory: StoryMemory
    /// What happened, for a sequel: the writer's own account, or one read from the text.
    public var recap: StoryRecap

    public init(title: String, content: String, scenes: [GeneratedScene], wordCount: Int,
                estimatedDuration: Double, memory: StoryMemory = StoryMemory(), recap: StoryRecap? = nil) {
        self.memory = memory
        self.recap = recap ?? StoryRecap(text: content)
        self.title = title
        self.content = content
        self.scenes = scenes
        self.wordCount = wordCount
        self.estimatedDuration = estimatedDuration
    }
}
