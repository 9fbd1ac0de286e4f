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
    /// The picture shown, an index into `illustrations`; follows the narration while it plays.
    public var pictureIndex = 0
    /// The picture the narration last moved to (p/n may have moved away from it since).
    public var followedPictureIndex: Int?

    /// Lines are never longer than this: long lines are hard to follow.
    public static let maximumLineWidth = 72

    public init(storyID: String) {
        self.storyID = storyID
    }

    /// The story's pictures in reading order.
    public var illustrations: [Illustration] {
        (story?.illustrations ?? []).sorted { $0.displayOrder < $1.displayOrder }
    }

    public var hasPictures: Bool { !(story?.illustrations ?? []).isEmpty }

    /// The picture for narration time `position`: the last one whose `timestamp` is not after it
    /// (upstream's rule), the first before any.
    public func pictureIndex(at position: Double) -> Int {
        var index = 0
        for (offset, illustration) in illustrations.enumerated() where illustration.timestamp <= position {
            index = offset
        }
        return index
    }

    /// Fills the reader with a loaded story.
    public mutating func show(_ story: Story) {
        self.story = story
        text = ReaderText.compose(content: story.content, illustrations: story.illustrations ?? [])
        isLoading = false
        error = nil
    }
}
