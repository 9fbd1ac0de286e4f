import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// The reader's full-width mode: z and Enter toggle it, Esc leaves it before closing the story,
/// and scrolling, paging and pictures follow the wider text at every layout tier.
@Suite("Reader full width")
struct ReaderFullWidthTests {
    /// 60 paragraphs; every tenth names Éloïse and a silver key (the search tests look for them).
    static let longText = (1...60).map { index in
        index % 10 == 0
            ? "Paragraph \(index). Éloïse found a silver key under the old oak, where the moon dust glows softly all night."
            : "Paragraph \(index). The wind sang softly over the quiet hills of the sleeping valley, "
                + "and the little owls listened from the old pine trees."
    }.joined(separator: "\n\n")

    /// Signed in, Luna's stories listed, the first one open in the reader with `longText`.
    static func reader(size: TerminalSize = TerminalSize(width: 120, height: 40), pictures: Int = 0) -> Driver {
        var driver = Driver.main(size: size)
        driver.press(.tab, .enter)
        var story = TestData.story("s1")
        story.content = longText
        story.illustrations = (0..<pictures).map { index in
            Illustration(id: "i\(index)", displayOrder: index, textSegment: "", imagePrompt: "",
                         timestamp: Double(index) * 60, status: .completed,
                         imageUrl: "http://127.0.0.1:1/media/s1/scene-\(index).png?signature=\(index)")
        }
        driver.send(.lists(.storyOpened(story)))
        return driver
    }

    /// Lines of `longText` wrapped at `width` columns, counted without the app's code.
    static func lineCount(width: Int) -> Int {
        TextReader(text: longText).lines(width: width).count
    }

    @Test func zAndEnterToggleFullWidthAndTheReaderTakesTheWholeMainArea() throws {
        var driver = Self.reader()
        #expect(driver.state.layout.panes.map(\.pane) == [.heroes, .stories, .detail])
        let narrow = try #require(driver.state.readerAreas?.text)
        driver.press(.character("z"))
        #expect(driver.state.reader?.isFullWidth == true)
        #expect(driver.state.keyContext == .reader)
        let panes = driver.state.layout.panes
        #expect(panes.map(\.pane) == [.detail])
        // Header, footer stay; the pane spans every column between them.
        #expect(panes.first?.rect == Rect(x: 0, y: 1, width: 120, height: 38))
        let wide = try #require(driver.state.readerAreas?.text)
        #expect(wide.width == 116, "the interior less a column of margin on each side")
        #expect(narrow.width == 48)
        #expect(wide.height == narrow.height)
        // Enter in the reader toggles back.
        driver.press(.enter)
        #expect(driver.state.reader?.isFullWidth == false)
        #expect(driver.state.layout.panes.map(\.pane) == [.heroes, .stories, .detail])
        #expect(driver.state.reader != nil, "the story is still open")
    }

    @Test func escapeLeavesFullWidthFirstThenClosesTheStory() {
        var driver = Self.reader()
        driver.press(.character("z"))
        driver.press(.escape)
        #expect(driver.state.reader != nil)
        #expect(driver.state.reader?.isFullWidth == false)
        #expect(driver.state.layout.panes.count == 3)
        #expect(driver.state.keyContext == .reader)
        driver.press(.escape)
        #expect(driver.state.reader == nil)
        // h works like Esc.
        driver.press(.enter)
        driver.send(.lists(.storyOpened(TestData.story("s1"))))
        driver.press(.character("z"), .character("h"))
        #expect(driver.state.reader != nil && driver.state.reader?.isFullWidth == false)
    }

    /// The text is 33 rows high at 120x40 (one row for the position); it wraps at 48 columns in
    /// the pane and at 72 (the cap) in full width, so the last scroll offset is shorter there.
    @Test func scrollingAndPagingUseTheFullWidthGeometry() {
        var driver = Self.reader()
        let rows = 33
        driver.press(.character("G"))
        #expect(driver.state.reader?.scrollOffset == Self.lineCount(width: 48) - rows)
        driver.press(.character("g"), .character("z"))
        driver.press(.pageDown)
        #expect(driver.state.reader?.scrollOffset == rows, "a page is the text's height less one")
        driver.press(.character("G"))
        let end = Self.lineCount(width: ReaderState.maximumLineWidth) - rows
        #expect(driver.state.reader?.scrollOffset == end)
        driver.press(.down, .pageDown)
        #expect(driver.state.reader?.scrollOffset == end, "no scrolling past the end of the wider text")
        #expect(end < Self.lineCount(width: 48) - rows)
        // Back to the pane: the offset is clamped to the narrow text (and keeps the place).
        driver.press(.character("z"))
        let offset = driver.state.reader?.scrollOffset ?? -1
        #expect(offset >= 0 && offset <= Self.lineCount(width: 48) - rows)
        #expect(offset > end, "the same share of the story is at the top")
    }

    @Test(arguments: [(80, 24), (60, 20), (40, 12)])
    func fullWidthWorksAtEveryTier(width: Int, height: Int) throws {
        var driver = Self.reader(size: TerminalSize(width: width, height: height))
        driver.press(.character("z"))
        #expect(driver.state.keyContext == .reader)
        let layout = driver.state.layout
        #expect(layout.panes.map(\.pane) == [.detail])
        #expect(layout.panes.first?.rect.width == width)
        #expect(layout.breadcrumbs != nil || layout.tier != .onePane, "one pane keeps its breadcrumbs")
        let text = try #require(driver.state.readerAreas?.text)
        #expect(text.width == width - 4)
        driver.press(.character("G"))
        let lines = Self.lineCount(width: min(width - 4, ReaderState.maximumLineWidth))
        let rows = text.height > 1 ? text.height - 1 : text.height
        #expect(driver.state.reader?.scrollOffset == max(0, lines - rows))
        driver.press(.pageDown, .down, .character("/"))
        driver.type("silver")
        driver.press(.enter, .character("n"), .character("N"), .escape, .escape)
        #expect(driver.state.reader != nil, "Esc cleared the search, then left full width")
        driver.press(.escape)
        #expect(driver.state.reader == nil)
    }

    @Test func aTooSmallTerminalKeepsTheModeAndComesBackToIt() {
        var driver = Self.reader()
        driver.press(.character("z"))
        driver.send(.input(.resize(width: 30, height: 8)))
        #expect(driver.state.keyContext == .tooSmall)
        driver.press(.character("z"), .escape, .pageDown)
        driver.send(.input(.resize(width: 1, height: 1)), .input(.resize(width: 120, height: 40)))
        #expect(driver.state.reader?.isFullWidth == true)
        #expect(driver.state.layout.panes.map(\.pane) == [.detail])
    }

    @Test func movingToAnotherPaneBringsThePanesBack() {
        var driver = Self.reader()
        driver.press(.character("z"), .tab)
        #expect(driver.state.focus == .heroes)
        #expect(driver.state.reader?.isFullWidth == false)
        #expect(driver.state.layout.panes.count == 3)
        #expect(driver.state.reader != nil)
    }

    /// At 120 columns full width, the picture goes beside the 72-column text (as in a wide pane),
    /// and the picture asked for is rendered at the size the screen shows it.
    @Test func picturesFollowTheFullWidthLayout() throws {
        var driver = Self.reader(pictures: 3)
        let narrow = try #require(driver.state.readerAreas?.picture)
        let effects = driver.press(.character("z"))
        let areas = try #require(driver.state.readerAreas)
        let picture = try #require(areas.picture)
        #expect(areas.text.width == ReaderState.maximumLineWidth)
        #expect(picture.minX > areas.text.maxX, "beside the text")
        #expect(picture != narrow)
        let asked = effects.compactMap { effect -> PictureKey? in
            if case .renderPicture(_, let key) = effect { return key }
            return nil
        }
        #expect(asked == [PictureKey(url: "http://127.0.0.1:1/media/s1/scene-0.png?signature=0", columns: picture.width,
                                     rows: picture.height - 1)])
        // p/n still move between the pictures in full width.
        driver.press(.character("n"))
        #expect(driver.state.reader?.pictureIndex == 1)
    }
}
