import Testing
import TerminalUI

/// Records which rows a list asked for; a class because the row closure must share it with the test.
final class RowRequests {
    var indices: [Int] = []
}

@Suite("ListView and ListViewport")
struct ListViewTests {
    // MARK: Viewport arithmetic

    @Test("the offset moves only when the selection would leave the window")
    func scrollOffset() {
        // Selection inside the window: keep the previous offset.
        #expect(ListViewport.scrollOffset(selected: 12, previousOffset: 10, visibleRows: 5, count: 100) == 10)
        // Below the window: scroll just enough to show it on the last row.
        #expect(ListViewport.scrollOffset(selected: 15, previousOffset: 10, visibleRows: 5, count: 100) == 11)
        // Above the window: it becomes the first row.
        #expect(ListViewport.scrollOffset(selected: 3, previousOffset: 10, visibleRows: 5, count: 100) == 3)
        // Jump to the end.
        #expect(ListViewport.scrollOffset(selected: 99, previousOffset: 0, visibleRows: 5, count: 100) == 95)
    }

    @Test("offsets are clamped for short lists, missing selections and odd input")
    func scrollOffsetClamping() {
        #expect(ListViewport.scrollOffset(selected: 2, previousOffset: 7, visibleRows: 10, count: 4) == 0)
        #expect(ListViewport.scrollOffset(selected: nil, previousOffset: 500, visibleRows: 5, count: 20) == 15)
        #expect(ListViewport.scrollOffset(selected: nil, previousOffset: -3, visibleRows: 5, count: 20) == 0)
        #expect(ListViewport.scrollOffset(selected: 1_000, previousOffset: 0, visibleRows: 5, count: 20) == 15)
        #expect(ListViewport.scrollOffset(selected: -4, previousOffset: 9, visibleRows: 5, count: 20) == 0)
        #expect(ListViewport.scrollOffset(selected: 3, previousOffset: 2, visibleRows: 0, count: 20) == 2)
        #expect(ListViewport.scrollOffset(selected: 0, previousOffset: 0, visibleRows: 5, count: 0) == 0)
        #expect(ListViewport.scrollOffset(selected: Int.max, previousOffset: Int.min, visibleRows: Int.max, count: Int.max) >= 0)
    }

    @Test("the visible range and the more-above/below flags follow the offset")
    func viewport() {
        let middle = ListViewport(count: 30, visibleRows: 10, offset: 5)
        #expect(middle.visibleRange == 5..<15)
        #expect(middle.hasMoreAbove && middle.hasMoreBelow)
        let pastEnd = ListViewport(count: 30, visibleRows: 10, offset: 99)
        #expect(pastEnd.offset == 20 && pastEnd.visibleRange == 20..<30 && !pastEnd.hasMoreBelow)
        let short = ListViewport(count: 3, visibleRows: 10, offset: 2)
        #expect(short.visibleRange == 0..<3 && !short.hasMoreAbove && !short.hasMoreBelow)
    }

    // MARK: Drawing

    @Test("only visible rows are requested, however long the list")
    func drawsOnlyVisibleRows() {
        let requests = RowRequests()
        let list = ListView(count: 1_000_000, selectedIndex: 500_000, scrollOffset: 0) { index in
            requests.indices.append(index)
            return ListRow("Story \(index)")
        }
        var buffer = ScreenBuffer(width: 30, height: 6)
        let viewport = list.draw(in: buffer.bounds, on: &buffer)
        // Six rows: five items and the position line.
        #expect(viewport.visibleRows == 5)
        #expect(viewport.offset == 499_996)
        #expect(requests.indices == [499_996, 499_997, 499_998, 499_999, 500_000])
        #expect(buffer.lines()[4].hasPrefix("Story 500000"))
        #expect(buffer.roleMask()[4] == mask("s", 30))
        #expect(buffer.lines()[5] == padded("↑↓", 14) + "500001/1000000")
    }

    @Test("rows from a collection slice are read by offset, not by the slice's own indices")
    func sliceRows() {
        let all = (0..<20).map { ListRow("Item \($0)") }
        let slice = all[10..<13]
        let list = ListView(rows: slice, selectedIndex: 0)
        var buffer = ScreenBuffer(width: 10, height: 3)
        list.draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["Item 10   ", "Item 11   ", "Item 12   "])
        #expect(buffer.roleMask()[0] == mask("s", 10))
    }

    @Test("secondary text is right-aligned in the row's style; long text is truncated before it")
    func rowLayout() {
        let rows = [
            ListRow("The Moon Dragon", secondaryText: "3m"),
            ListRow("A very long story title indeed", secondaryText: "12 min"),
            ListRow("Failed", secondaryText: "error", style: .error),
        ]
        var buffer = ScreenBuffer(width: 20, height: 3)
        ListView(rows: rows).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [
            "The Moon Dragon   3m",
            "A very long…  12 min",
            "Failed         error",
        ])
        // Secondary text takes its row's style: no colour change for the highlight to undo.
        #expect(buffer.roleMask()[0] == mask(".", 20))
        #expect(buffer.roleMask()[2] == mask("e", 20))
    }

    @Test("an empty list shows its empty text, muted")
    func emptyList() {
        var buffer = ScreenBuffer(width: 12, height: 2)
        ListView(count: 0, emptyText: "No stories yet") { _ in ListRow("never") }
            .draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["No stories  ", "yet         "])
        #expect(buffer.roleMask()[0] == mask("m", 10) + "..")
    }

    @Test("an empty list's hint is word-wrapped on the rows it has, cut with the ellipsis only when they are too few")
    func emptyListWrapsItsHint() {
        let hint = "No heroes yet. Press n to create one."
        func draw(width: Int, height: Int, glyphs: GlyphSet = .unicode) -> [String] {
            var buffer = ScreenBuffer(width: width, height: height)
            ListView(count: 0, emptyText: hint, glyphs: glyphs) { _ in ListRow("never") }.draw(in: buffer.bounds, on: &buffer)
            return buffer.lines()
        }
        #expect(draw(width: 16, height: 4) == ["No heroes yet.  ", "Press n to      ", "create one.     ", padded("", 16)])
        // Too few rows: the last one ends after a whole word and the ellipsis.
        #expect(draw(width: 16, height: 2) == ["No heroes yet.  ", "Press n to…     "])
        #expect(draw(width: 16, height: 2, glyphs: .ascii) == ["No heroes yet.  ", "Press n to...   "])
        // A full last row is cut inside to make room for the ellipsis.
        #expect(draw(width: 10, height: 2) == ["No heroes ", "yet. Pres…"])
        // Wide characters wrap and are never split.
        #expect(ListView.wrappedHint("小龙小龙小龙小龙", width: 5, height: 2, ellipsis: "…") == ["小龙", "小龙…"])
        #expect(draw(width: 40, height: 1) == [hint + "   "])
        #expect(draw(width: 1, height: 1).count == 1 && draw(width: 0, height: 3).allSatisfy(\.isEmpty))
    }

    @Test("emphasized columns are underlined in the row's own style, never on the ellipsis of a cut row")
    func emphasizedColumns() {
        var buffer = ScreenBuffer(width: 12, height: 2)
        ListView(rows: [ListRow("a moon trip", emphasizedColumns: 2..<6), ListRow("the moonlit garden", emphasizedColumns: 4..<20)],
                 selectedIndex: 0)
            .draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["a moon trip ", "the moonlit…"])
        let underlined = (0..<2).map { row in
            String((0..<12).map { buffer.cell(at: Point(x: $0, y: row))?.style.attributes.contains(.underline) == true ? "u" : "." })
        }
        #expect(underlined == ["..uuuu......", "....uuuuuuu."])
        #expect(buffer.cell(at: Point(x: 2, y: 0))?.style.role == .selected)
    }

    @Test("the list draws inside its rect only, even with a huge offset")
    func confinedToRect() {
        var buffer = ScreenBuffer(width: 10, height: 5)
        let list = ListView(rows: [ListRow("aaaaaaaaaaaaaa"), ListRow("b")], scrollOffset: 9_999)
        let viewport = list.draw(in: Rect(x: 2, y: 1, width: 5, height: 2), on: &buffer)
        #expect(viewport.offset == 0)
        #expect(buffer.lines() == [
            padded("", 10),
            "  aaaa…   ",
            "  b       ",
            padded("", 10),
            padded("", 10),
        ])
    }
}
