import InfiniteStoriesModels
import TerminalUI

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

    /// The reader takes the whole main area (z or Enter), for a line length that reads well
    /// where the reader pane alone is narrow.
    public var isFullWidth = false
    /// The `/` search in the story: being typed, or kept for n/N; nil when there is none.
    public var search: ReaderSearch?
    /// The series the story is a part of, once loaded (only for a story in one).
    public var series: StorySeries?

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

    /// Where the keys go in the reader: the search field while a query is typed, n/N for
    /// matches while one is kept, the plain reader otherwise.
    public var keyContext: KeyContext {
        guard let search else { return .reader }
        return search.isEditing ? .readerSearchEntry : .readerSearch
    }

    /// The picture for narration time `position`: the last one whose `timestamp` is not after it
    /// (upstream's rule), the first before any.
    public func pictureIndex(at position: Double) -> Int {
        var index = 0
        for (offset, illustration) in illustrations.enumerated() where illustration.timestamp <= position {
            index = offset
        }
        return index
    }

    /// Whether the reader gives its last text row to the `/` search line.
    public var showsSearchLine: Bool { search != nil }

    /// The text as a `TextReader` shows it: scrolled, its lines at most `maximumLineWidth` long.
    public func textReader(glyphs: GlyphSet = .unicode) -> TextReader {
        TextReader(text: text, scrollOffset: scrollOffset, maximumLineWidth: Self.maximumLineWidth, glyphs: glyphs)
    }

    /// The text wrapped as it shows in a text area `width` columns wide (the reducer scrolls and
    /// searches these lines; the view draws and highlights the same ones).
    public func lines(inTextAreaWidth width: Int, glyphs: GlyphSet = .unicode) -> [TextReader.Line] {
        let reader = textReader(glyphs: glyphs)
        return reader.lines(width: reader.lineWidth(forRegionWidth: width))
    }

    /// Fills the reader with a loaded story.
    public mutating func show(_ story: Story) {
        self.story = story
        composeText()
        isLoading = false
        error = nil
    }

    /// Takes the story's series: the end of the text then says where the series goes.
    public mutating func adopt(_ series: StorySeries) {
        self.series = series.parts.count > 1 ? series : nil
        if story != nil { composeText() }
    }

    private mutating func composeText() {
        guard let story else { return }
        text = ReaderText.compose(content: story.content, illustrations: story.illustrations ?? [], ending: seriesEnding)
    }

    /// Where the story sits in its loaded series.
    private var seriesIndex: Int? { series?.parts.firstIndex { $0.id == storyID } }

    /// The part after this one, and the one before, in the loaded series.
    public var nextPart: Story? {
        guard let series, let index = seriesIndex, index + 1 < series.parts.count else { return nil }
        return series.parts[index + 1]
    }

    public var previousPart: Story? {
        guard let series, let index = seriesIndex, index > 0 else { return nil }
        return series.parts[index - 1]
    }

    /// The line under the last paragraph of a part of a series.
    var seriesEnding: String? {
        guard let series, let index = seriesIndex else { return nil }
        let next = nextPart.map { $0.title.isEmpty ? Strings.untitled : $0.title }
        return Strings.seriesEnd(part: index + 1, length: series.parts.count, next: next, hasPrevious: index > 0)
    }
}
