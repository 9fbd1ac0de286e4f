import InfiniteStoriesModels

/// The story open for reading.
public struct ReaderState: Sendable, Equatable {
    public var storyID: String
    /// The full story once loaded (with its illustrations, for the scene breaks).
    public var story: Story?
    /// The text as the reader shows it, scene breaks marked.
    public var text: String = ""
    public var scrollOffset = 0
    public var isLoading = true
    public var error: String?

    /// Lines are never longer than this: long lines are hard to follow.
    public static let maximumLineWidth = 72

    public init(storyID: String) {
        self.storyID = storyID
    }

    /// Fills the reader with a loaded story.
    public mutating func show(_ story: Story) {
        self.story = story
        text = ReaderText.compose(content: story.content, illustrations: story.illustrations ?? [])
        isLoading = false
        error = nil
    }
}
