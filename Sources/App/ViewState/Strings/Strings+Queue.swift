/// Tonight's queue: its keys, its overlay and its messages.
extension Strings {
    public static let keyAddToQueue = "Queue"
    public static let keyAddToQueueHelp = "Add the story to tonight's queue"
    public static let keyShowQueueHelp = "Tonight's queue: reorder, remove, play"
    public static let keyQueueMoveDownHelp = "Move the story later in the queue"
    public static let keyQueueMoveUpHelp = "Move the story earlier in the queue"
    public static let keyQueueMove = "Move"
    public static let keyQueueRemoveHelp = "Take the story out of the queue (it is not deleted)"
    public static let keyQueueRemove = "Remove"
    public static let keyQueuePlayHelp = "Play the queue from this story, the reader following"
    public static let keyQueuePlay = "Play"
    public static let keyQueueCloseHelp = "Close the queue"
    public static let keyQueueMoveSelectionHelp = "Next story in the queue"
    public static let keyQueueMoveSelectionUpHelp = "Previous story in the queue"

    public static let queueTitle = "Tonight's queue"
    public static let queueLoading = "Loading tonight's queue..."
    public static let queueEmpty = "Nothing queued for tonight. Press + on a story to add it."
    /// The overlay's row of a story: `1. The Moon Trip · Luna · 4:12` (`separator` is the
    /// glyph set's: ` - ` in ASCII).
    public static func queueRow(_ position: Int, title: String, hero: String?, duration: String?, separator: String) -> String {
        var text = "\(position). \(title)"
        if let hero, !hero.isEmpty { text += separator + hero }
        if let duration { text += separator + duration }
        return text
    }
    public static let queueNoNarration = "no narration yet"
    public static let queuePlayingMark = "playing"
    public static let queueUpNextMark = "next"
    public static func queueAdded(_ title: String, count: Int) -> String {
        "\"\(title)\" is in tonight's queue (\(count) \(count == 1 ? "story" : "stories")). Q shows it."
    }
    public static func queueAlreadyHas(_ title: String) -> String { "\"\(title)\" is already in tonight's queue." }
    public static func queueRemoved(_ title: String) -> String { "\"\(title)\" left tonight's queue." }
    public static let queueFull = "Tonight's queue is full."
    public static func queueStoriesGone(_ title: String, others: Int) -> String {
        others == 0
            ? "\"\(title)\" is no longer in tonight's queue: it was deleted or taken out elsewhere."
            : "\"\(title)\" and \(others) more are no longer in tonight's queue: deleted or taken out elsewhere."
    }
    public static func queueNext(_ title: String) -> String { "Next in tonight's queue: \"\(title)\"." }
    public static let queueDone = "Tonight's queue is done. Sleep well."
    /// The mini player's mark while the queue plays: how many stories come after this one
    /// (a story played to its end leaves the queue).
    public static func queueRemaining(_ count: Int) -> String { count == 0 ? "last in queue" : "\(count) more queued" }
}
