import InfiniteStoriesModels

/// Tonight's queue as the app knows it (the server keeps it: `Q` loads it again), the overlay
/// that shows it, and the playing through it.
public struct QueueState: Sendable, Equatable {
    /// In play order.
    public var items: [QueueItem] = []
    /// The server has answered at least once since sign-in.
    public var isLoaded = false
    public var isLoading = false
    /// The overlay (`Q`) is open, with `selection` its highlighted row.
    public var isShown = false
    public var selection = 0
    public var scrollOffset = 0
    /// The queued story the player is on while the queue plays; nil when it does not.
    public var playingStoryID: String?
    /// The story that plays next, during the short pause between two stories.
    public var upNext: String?
    /// The reader showed the story that just ended: it opens the next one.
    public var readerFollows = false
    /// The story that plays after the one playing, when that one was taken out of the queue
    /// while it played (it can no longer say what comes after it).
    public var resumeAt: String?

    /// Seconds of quiet between two stories of the queue.
    public static let pauseSeconds = 3.0

    public init() {}

    public var isPlaying: Bool { playingStoryID != nil }

    public func index(of storyID: String) -> Int? { items.firstIndex { $0.storyId == storyID } }

    /// The story after `storyID` in the queue (nil after the last, or when it is not queued).
    public func item(after storyID: String) -> QueueItem? {
        guard let index = index(of: storyID), index + 1 < items.count else { return nil }
        return items[index + 1]
    }

    public var selectedItem: QueueItem? { items.indices.contains(selection) ? items[selection] : nil }

    /// Keeps the selection on a row and visible in `rows` rows.
    mutating func clampSelection(rows: Int) {
        selection = items.isEmpty ? 0 : min(max(0, selection), items.count - 1)
        let rows = max(1, rows)
        if selection < scrollOffset { scrollOffset = selection }
        if selection >= scrollOffset + rows { scrollOffset = selection - rows + 1 }
        scrollOffset = max(0, min(scrollOffset, max(0, items.count - rows)))
    }
}
