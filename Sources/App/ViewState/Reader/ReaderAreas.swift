import TerminalUI

/// Where the parts of the reader go inside its pane.
///
/// `ScreenLayout.readerAreas(inDetailInterior:hasPictures:showsSearch:)` makes it for both the
/// reducer (scrolling, paging, search jumps) and the reader's view, so what the reducer clamps
/// and jumps to is exactly what the screen shows.
public struct ReaderAreas: Sendable, Hashable {
    /// The title and the narration/pictures status rows.
    public var header: Rect
    /// Where the story's text is wrapped (the text column is at most
    /// `ReaderState.maximumLineWidth` wide and centred inside it).
    public var text: Rect
    /// The picture with its caption row, when the pane has room for one.
    public var picture: Rect?
    /// The `/` search line under the text, while a search is typed or kept.
    public var searchLine: Rect?

    public init(header: Rect, text: Rect, picture: Rect? = nil, searchLine: Rect? = nil) {
        self.header = header
        self.text = text
        self.picture = picture
        self.searchLine = searchLine
    }
}
