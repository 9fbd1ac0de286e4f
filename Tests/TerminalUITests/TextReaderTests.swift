import Testing
import TerminalUI

@Suite("TextReader")
struct TextReaderTests {
    /// Fifty one-word paragraphs, "line1" to "line50": one wrapped line each.
    let fiftyLines = (1...50).map { "line\($0)" }.joined(separator: "\n")

    @Test("a scene-break paragraph becomes a centred, muted ornament")
    func sceneBreak() {
        var buffer = ScreenBuffer(width: 20, height: 3)
        TextReader(text: "Once upon a time.\n***\nThe end.").draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [
            padded("Once upon a time.", 3),
            padded("       · · ·", 8),
            padded("The end.", 12),
        ])
        #expect(buffer.roleMask()[1] == mask(".", 7) + mask("m", 5) + mask(".", 8))
        #expect(buffer.roleMask()[0] == mask(".", 20))
    }

    @Test("markers are recognised with surrounding spaces, in ASCII too")
    func markerVariants() {
        let reader = TextReader(text: "a\n  * * *  \n---\nb", glyphs: .ascii)
        let lines = reader.lines(width: 9)
        #expect(lines.map(\.isSceneBreak) == [false, true, true, false])
        #expect(lines[1].text == "  * * *")
        #expect(TextReader(text: "a\r\n\r\nb").lines(width: 5).map(\.text) == ["a", "", "b"])
    }

    @Test("the position line shows the first visible line, the total and the scroll percentage")
    func positionLine() {
        var buffer = ScreenBuffer(width: 30, height: 11)
        let viewport = TextReader(text: fiftyLines, scrollOffset: 20).draw(in: buffer.bounds, on: &buffer)
        #expect(viewport == ListViewport(count: 50, visibleRows: 10, offset: 20))
        #expect(buffer.lines()[0] == padded("line21", 24))
        #expect(buffer.lines()[9] == padded("line30", 24))
        #expect(buffer.lines()[10] == padded("", 14) + "Line 21/50 · 50%")
        #expect(buffer.roleMask()[10] == mask(".", 14) + mask("m", 16))
    }

    @Test("the offset is clamped at both ends: 0% at the top, 100% at the end")
    func clamping() {
        var buffer = ScreenBuffer(width: 30, height: 11)
        let end = TextReader(text: fiftyLines, scrollOffset: 1_000).draw(in: buffer.bounds, on: &buffer)
        #expect(end.offset == 40)
        #expect(buffer.lines()[9] == padded("line50", 24))
        #expect(buffer.lines()[10].hasSuffix("Line 41/50 · 100%"))
        let top = TextReader(text: fiftyLines, scrollOffset: -7).draw(in: buffer.bounds, on: &buffer)
        #expect(top.offset == 0)
        #expect(buffer.lines()[10].hasSuffix("Line 1/50 · 0%"))
    }

    @Test("text that fits has no position line, and empty text draws nothing")
    func fits() {
        var buffer = ScreenBuffer(width: 10, height: 3)
        TextReader(text: "short").draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["short     ", padded("", 10), padded("", 10)])
        TextReader(text: "").draw(in: buffer.bounds, on: &buffer)
        #expect(buffer == ScreenBuffer(width: 10, height: 3))
    }

    @Test("a maximum line width makes a centred reading column")
    func readingColumn() {
        var buffer = ScreenBuffer(width: 20, height: 2)
        TextReader(text: "aaaa bbbb cccc", maximumLineWidth: 10).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [padded("     aaaa bbbb", 6), padded("     cccc", 11)])
    }

    @Test("degenerate regions do not trap")
    func tiny() {
        for (width, height) in [(0, 0), (1, 1), (1, 5), (5, 1), (2, 2)] {
            var buffer = ScreenBuffer(width: width, height: height)
            TextReader(text: fiftyLines + "\n***\n漢字", scrollOffset: 3).draw(in: buffer.bounds, on: &buffer)
            #expect(buffer.lines().allSatisfy { DisplayWidth.width(of: $0) == width })
        }
    }
}
