/// Sequels and series: the `c` key, the series marks, and the reader's end of a part.
extension Strings {
    public static let keyContinueStory = "Continue"
    public static let keyContinueStoryHelp = "Continue this story: a sequel with the same companion and places"
    /// The mark before a title in a series, in the list and the detail pane.
    public static let seriesMark = "❧"
    public static let seriesMarkASCII = "&"
    public static let seriesLabel = "Series"
    /// "Part 2 of 3".
    public static func seriesPart(_ part: Int, of length: Int) -> String { "Part \(part) of \(length)" }
    public static func continuingStory(_ title: String) -> String { "Writing the next part of \"\(title)\"..." }
    public static let continueNotWritten = "This story is still being written: continue it once it is done."
    /// The reader's line under the last paragraph of a part: where the series goes from here.
    public static func seriesEnd(part: Int, length: Int, next: String?, hasPrevious: Bool) -> String {
        var text = "End of part \(part) of \(length)."
        if let next { text += " n: part \(part + 1), \"\(next)\"." } else { text += " c writes the next part." }
        if hasPrevious { text += " p: part \(part - 1)." }
        return text
    }
}
