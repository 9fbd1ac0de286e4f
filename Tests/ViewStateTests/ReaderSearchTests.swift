import InfiniteStoriesModels
import Testing
import TerminalUI
import ViewState

/// `/` in the reader: typing jumps to the first match at or after the scroll position, Enter
/// keeps the query for n/N (wrapping around the ends), Esc clears it; n/p are the pictures
/// again without a kept query.
@Suite("Reader search")
struct ReaderSearchTests {
    /// Lines of the story as the reader at 120x40 wraps them (48 columns), made without the app.
    static let lines = TextReader(text: ReaderFullWidthTests.longText).lines(width: 48).map(\.text)
    /// The lines where "Éloïse" starts, in order: one per tenth paragraph.
    static let eloiseLines = lines.indices.filter { lines[$0].contains("Éloïse") }
    /// Rows of text shown at 120x40.
    static let rows = 33

    static func isShown(_ line: Int, _ driver: Driver) -> Bool {
        let top = driver.state.reader?.scrollOffset ?? -1
        return line >= top && line < top + rows - 1  // the search line takes a row while searching
    }

    @Test func typingJumpsToTheFirstMatchAtOrAfterTheScrollPosition() throws {
        var driver = ReaderFullWidthTests.reader()
        #expect(Self.eloiseLines.count == 6)
        driver.press(.pageDown, .pageDown)
        let origin = try #require(driver.state.reader?.scrollOffset)
        let expected = try #require(Self.eloiseLines.firstIndex { $0 >= origin })
        driver.press(.character("/"))
        #expect(driver.state.keyContext == .readerSearchEntry)
        // Case and accents do not matter.
        driver.type("ELOI")
        let search = try #require(driver.state.reader?.search)
        #expect(search.currentMatch == expected)
        #expect(search.matchCount == 6)
        #expect(Self.isShown(Self.eloiseLines[expected], driver))
        driver.type("se")
        #expect(driver.state.reader?.search?.currentMatch == expected, "still from where typing began")
        #expect(driver.state.reader?.search?.query == "ELOIse")
        // A query typed with the accents finds the same.
        driver.press(.escape, .character("/"))
        driver.type("éloïse")
        #expect(driver.state.reader?.search?.currentMatch == expected)
    }

    @Test func enterKeepsTheQueryAndNAndShiftNMoveAroundTheEnds() throws {
        var driver = ReaderFullWidthTests.reader()
        driver.press(.character("/"))
        driver.type("silver key")
        #expect(driver.state.reader?.search?.currentMatch == 0)
        driver.press(.enter)
        #expect(driver.state.keyContext == .readerSearch)
        #expect(driver.state.reader?.search?.isEditing == false)
        for index in 1..<6 {
            driver.press(.character("n"))
            #expect(driver.state.reader?.search?.currentMatch == index)
            #expect(driver.state.reader?.search?.continuation == nil)
            #expect(Self.isShown(Self.eloiseLines[index], driver), "match \(index) is on screen")
        }
        driver.press(.character("n"))
        #expect(driver.state.reader?.search?.currentMatch == 0)
        #expect(driver.state.reader?.search?.continuation == .fromTop)
        #expect(Self.isShown(Self.eloiseLines[0], driver))
        driver.press(.character("N"))
        #expect(driver.state.reader?.search?.currentMatch == 5)
        #expect(driver.state.reader?.search?.continuation == .fromBottom)
        driver.press(.character("N"))
        #expect(driver.state.reader?.search?.currentMatch == 4)
        #expect(Self.isShown(Self.eloiseLines[4], driver))
    }

    /// n after scrolling away goes on from the screen, not from a match far behind.
    @Test func nGoesOnFromWhereTheReaderScrolled() {
        var driver = ReaderFullWidthTests.reader()
        driver.press(.character("/"))
        driver.type("eloise")
        driver.press(.enter, .character("G"))
        let top = driver.state.reader?.scrollOffset ?? 0
        driver.press(.character("N"))
        let expected = Self.eloiseLines.lastIndex { $0 < top }
        #expect(driver.state.reader?.search?.currentMatch == expected)
    }

    @Test func aQueryThatMatchesNothingSaysSoAndStaysPut() {
        var driver = ReaderFullWidthTests.reader()
        driver.press(.pageDown)
        let origin = driver.state.reader?.scrollOffset
        driver.press(.character("/"))
        driver.type("xyz")
        #expect(driver.state.reader?.search?.matchCount == 0)
        #expect(driver.state.reader?.search?.currentMatch == nil)
        #expect(driver.state.reader?.scrollOffset == origin)
        driver.press(.enter, .character("n"), .character("N"))
        #expect(driver.state.keyContext == .readerSearch)
        #expect(driver.state.reader?.search?.currentMatch == nil)
        #expect(driver.state.reader?.scrollOffset == origin)
        #expect(Strings.noMatch("xyz") == "No match for 'xyz'.")
    }

    @Test func escapeWhileTypingClearsAndGoesBackAndAnEmptyQueryIsNoSearch() {
        var driver = ReaderFullWidthTests.reader()
        driver.press(.character("/"))
        driver.type("eloise")
        #expect(Self.eloiseLines[0] >= Self.rows, "the first match is below the first screen")
        #expect(driver.state.reader?.scrollOffset ?? 0 > 0)
        driver.press(.escape)
        #expect(driver.state.reader?.search == nil)
        #expect(driver.state.reader?.scrollOffset == 0)
        #expect(driver.state.keyContext == .reader)
        driver.press(.character("/"), .enter)
        #expect(driver.state.reader?.search == nil)
        #expect(driver.state.keyContext == .reader)
        // Typed keys are the query's, not commands.
        driver.press(.character("/"))
        driver.type("qz")
        #expect(driver.state.shouldQuit == false)
        #expect(driver.state.reader?.isFullWidth == false)
        #expect(driver.state.reader?.search?.query == "qz")
    }

    /// Without a kept query n/p are the pictures; with one, n/N are the matches and p is not
    /// bound (the footer and help say so); clearing the query gives n back to the pictures.
    @Test func nIsTheNextPictureWithoutAQueryAndTheNextMatchWithOne() {
        var driver = ReaderFullWidthTests.reader(pictures: 3)
        driver.press(.character("n"))
        #expect(driver.state.reader?.pictureIndex == 1)
        driver.press(.character("p"))
        #expect(driver.state.reader?.pictureIndex == 0)
        driver.press(.character("/"))
        driver.type("oak")
        driver.press(.enter)
        #expect(driver.state.reader?.search?.currentMatch == 0)
        driver.press(.character("n"), .character("n"))
        #expect(driver.state.reader?.search?.currentMatch == 2)
        #expect(driver.state.reader?.pictureIndex == 0)
        driver.press(.character("p"), .character("N"))
        #expect(driver.state.reader?.pictureIndex == 0)
        #expect(driver.state.reader?.search?.currentMatch == 1)
        #expect(KeyMap.command(for: .character("n"), in: .readerSearch) == .nextMatch)
        #expect(KeyMap.command(for: .character("n"), in: .reader) == .nextPicture)
        #expect(KeyMap.footerHints(for: .readerSearch).contains { $0.label == Strings.keyMatch })
        #expect(!KeyMap.footerHints(for: .readerSearch).contains { $0.label == Strings.keyPictures })
        #expect(KeyMap.footerHints(for: .reader).contains { $0.label == Strings.keyPictures })
        driver.press(.escape)
        #expect(driver.state.keyContext == .reader)
        #expect(driver.state.reader != nil)
        driver.press(.character("n"))
        #expect(driver.state.reader?.pictureIndex == 1)
    }

    @Test func escapeClearsTheSearchThenLeavesFullWidthThenClosesAndHelpIsTheSearchs() {
        var driver = ReaderFullWidthTests.reader()
        driver.press(.character("z"), .character("/"))
        driver.type("oak")
        driver.press(.enter, .character("?"))
        #expect(driver.state.help?.context == .readerSearch)
        driver.press(.escape, .escape)
        #expect(driver.state.reader?.search == nil)
        #expect(driver.state.reader?.isFullWidth == true)
        driver.press(.escape)
        #expect(driver.state.reader?.isFullWidth == false)
        #expect(driver.state.reader != nil)
        driver.press(.escape)
        #expect(driver.state.reader == nil)
    }

    /// In full width the text wraps at 72 columns: the jump lands on the match's line there.
    @Test func aJumpInFullWidthUsesTheWiderLines() throws {
        var driver = ReaderFullWidthTests.reader()
        driver.press(.character("z"), .character("/"))
        driver.type("eloise")
        driver.press(.enter, .character("N"))
        let wide = TextReader(text: ReaderFullWidthTests.longText).lines(width: 72).map(\.text)
        let last = try #require(wide.lastIndex { $0.contains("Éloïse") })
        let top = try #require(driver.state.reader?.scrollOffset)
        #expect(driver.state.reader?.search?.currentMatch == 5)
        #expect(last >= top && last < top + Self.rows - 1)
    }

    /// A query across a line break is found, with a highlight on both lines.
    @Test func aMatchCanSpanALineBreak() throws {
        let lines = [TextReader.Line("the moon"), TextReader.Line("dust glows"), TextReader.Line(""),
                     TextReader.Line("moon", isSceneBreak: true), TextReader.Line("Moon Dust")]
        let matches = TextMatch.all(of: " moon DUST ", in: lines)
        #expect(matches.map(\.segments) == [
            [TextMatch.Segment(line: 0, start: 4, length: 4), TextMatch.Segment(line: 1, start: 0, length: 4)],
            [TextMatch.Segment(line: 4, start: 0, length: 9)],
        ])
        #expect(TextMatch.all(of: "   ", in: lines).isEmpty)
        #expect(TextMatch.all(of: "ÉLOÏSE", in: [TextReader.Line("and eloise")]).first?.segments
            == [TextMatch.Segment(line: 0, start: 4, length: 6)])
    }
}
