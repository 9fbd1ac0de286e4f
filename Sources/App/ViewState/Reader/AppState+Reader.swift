import TerminalUI

/// The reader's place on screen, worked out once for the reducer and the screens.
extension AppState {
    /// Whether the reader takes the whole main area now: full width was asked for and the reader
    /// has the focus (with the focus elsewhere the panes are back).
    public var readerFillsMainArea: Bool {
        focus == .detail && reader?.isFullWidth == true
    }

    /// The main screen's layout as it is while the reader is read: what `layout` is with the
    /// reader focused, and on the two- and one-pane tiers what it will be once it is.
    public var readerLayout: ScreenLayout {
        ScreenLayout(size: size, hasBanner: bannerTakesRow, focus: .detail, hasPlayer: showsPlayerRow,
                     readerFullWidth: readerFillsMainArea)
    }

    /// The reader's areas in screen coordinates, or nil when no story is open or there is no room.
    ///
    /// The reducer scrolls, pages and jumps to matches by these; the reader's view draws with
    /// `ScreenLayout.readerAreas` on the same pane interior and the same flags.
    public var readerAreas: ReaderAreas? {
        guard let reader, let interior = readerLayout.interior(of: .detail) else { return nil }
        return ScreenLayout.readerAreas(inDetailInterior: interior, hasPictures: reader.hasPictures,
                                        showsSearch: reader.showsSearchLine)
    }
}
