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
    /// until another story was, or the list was loaded again (`forgetRequest`): a server that
    /// fails keeps failing quietly, not in a loop.
    public private(set) var requested: String?
    /// The story whose opening could not be read last: the pane says so instead of "Loading...".
    public private(set) var failed: String?

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

    /// Whether the text kept for `storyID` is all of the opening (not a saved list's shorter one).
    public func isComplete(for storyID: String) -> Bool {
        texts[storyID]?.isComplete == true
    }

    /// Whether the server should be asked for `storyID`'s opening.
    public func needsRequest(for storyID: String) -> Bool {
        requested != storyID && texts[storyID]?.isComplete != true
    }

    mutating func markRequested(_ storyID: String) {
        requested = storyID
        if failed == storyID { failed = nil }
    }

    mutating func markFailed(_ storyID: String) {
        failed = storyID
    }

    /// Lets the last story asked for be asked again: the list was loaded again (the server
    /// answers, perhaps after being away).
    mutating func forgetRequest() {
        requested = nil
    }

    /// Keeps `text` as `storyID`'s opening; the oldest goes when there are more than `limit`.
    mutating func store(_ text: String, for storyID: String, isComplete: Bool = true) {
        if texts.updateValue(Entry(text: text, isComplete: isComplete), forKey: storyID) == nil {
            order.append(storyID)
        }
        if failed == storyID { failed = nil }
        if order.count > Self.limit {
            let evicted = order.removeFirst()
            texts[evicted] = nil
            // Gone before it was shown (or shown and gone): it may be asked for again.
            if requested == evicted { requested = nil }
        }
    }

    /// Forgets `storyID` (the story was deleted).
    mutating func remove(_ storyID: String) {
        guard texts.removeValue(forKey: storyID) != nil else { return }
        order.removeAll { $0 == storyID }
    }
}
