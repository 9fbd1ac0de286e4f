/// The openings of the stories the detail pane showed lately, read from the server one story at
/// a time when the selection rests on it; bounded.
///
/// Why: the story list asks its pages with no text (`contentLimit=0`), so that 10,000 stories
/// in memory are 10,000 small summaries and not 10,000 paragraphs (~6 MiB), and only the story
/// the pane shows needs its opening. Kept apart from the list so that a list refreshed from the
/// server does not lose what was read.
public struct StoryPreviews: Sendable, Equatable {
    /// Openings kept: more than a session of browsing comes back to; the oldest go first.
    public static let limit = 64

    private var texts: [String: Entry] = [:]
    /// `texts`' keys, the oldest stored first.
    private var order: [String] = []
    /// The story whose opening was asked for last (answered or not). It is not asked for again
    /// until another story was: a server that fails keeps failing quietly, not in a loop.
    public private(set) var requested: String?

    private struct Entry: Sendable, Equatable {
        var text: String
        /// The text is all of the opening a summary keeps (`StorySummary.previewLength`), not
        /// the shorter one a saved list kept.
        var isComplete: Bool
    }

    public init() {}

    /// The opening kept for `storyID`, if any.
    public func text(for storyID: String) -> String? {
        texts[storyID]?.text
    }

    /// Whether the server should be asked for `storyID`'s opening.
    public func needsRequest(for storyID: String) -> Bool {
        requested != storyID && texts[storyID]?.isComplete != true
    }

    mutating func markRequested(_ storyID: String) {
        requested = storyID
    }

    /// Keeps `text` as `storyID`'s opening; the oldest goes when there are more than `limit`.
    mutating func store(_ text: String, for storyID: String, isComplete: Bool = true) {
        if texts.updateValue(Entry(text: text, isComplete: isComplete), forKey: storyID) == nil {
            order.append(storyID)
        }
        if order.count > Self.limit {
            texts[order.removeFirst()] = nil
        }
    }

    /// Forgets `storyID` (the story was deleted).
    mutating func remove(_ storyID: String) {
        guard texts.removeValue(forKey: storyID) != nil else { return }
        order.removeAll { $0 == storyID }
    }
}
