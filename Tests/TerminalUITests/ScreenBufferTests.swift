import Testing
import TerminalUI

/// `text` followed by `count` spaces; expected rows are written by hand with explicit padding.
func padded(_ text: String, _ count: Int) -> String {
    text + String(repeating: " ", count: count)
}

/// A row of `count` copies of a mask letter.
func mask(_ letter: Character, _ count: Int) -> String {
    String(repeating: letter, count: count)
}

@Suite("ScreenBuffer")
struct ScreenBufferTests {
    @Test("a new buffer is blank rows of the full width")
    func blank() {
        let buffer = ScreenBuffer(width: 4, height: 2)
        #expect(buffer.lines() == ["    ", "    "])
        #expect(buffer.roleMask() == ["....", "...."])
        #expect(buffer.cursorPosition == nil)
    }

    @Test("negative sizes become empty and absurd sizes are capped")
    func sizes() {
        let negative = ScreenBuffer(width: -3, height: -1)
        #expect(negative.width == 0 && negative.height == 0)
        #expect(negative.lines().isEmpty)
        let huge = ScreenBuffer(width: Int.max, height: 5)
        #expect(huge.width == ScreenBuffer.maximumDimension)
        #expect(huge.height == 5)
    }

    @Test("writing at every position of a 10x1 buffer clips on both sides")
    func writeEveryColumn() {
        for x in -6...12 {
            var buffer = ScreenBuffer(width: 10, height: 1)
            let used = buffer.write("abc", at: Point(x: x, y: 0))
            // Independent model: column c shows "abc"[c - x] when that index exists.
            let letters: [Character] = ["a", "b", "c"]
            let expected = String((0..<10).map { column -> Character in
                let index = column - x
                return index >= 0 && index < 3 ? letters[index] : " "
            })
            #expect(buffer.lines() == [expected], "x = \(x)")
            #expect(used == max(0, min(3, 10 - x)), "x = \(x)")
        }
    }

    @Test("rows outside the buffer change nothing")
    func writeOutsideRows() {
        for y in [-100, -1, 2, 3, Int.max, Int.min] {
            var buffer = ScreenBuffer(width: 5, height: 2)
            buffer.write("hello", at: Point(x: 0, y: y))
            #expect(buffer == ScreenBuffer(width: 5, height: 2), "y = \(y)")
        }
    }

    @Test("extreme coordinates and widths never trap")
    func extremes() {
        var buffer = ScreenBuffer(width: 3, height: 3)
        let values = [Int.min, Int.min + 1, -1, 0, 1, 2, 3, Int.max - 1, Int.max]
        for x in values {
            for y in values {
                buffer.write("漢x👍", at: Point(x: x, y: y), maxWidth: Int.max)
                buffer.write("ab", at: Point(x: x, y: y), maxWidth: Int.min)
                buffer.fill(rect: Rect(x: x, y: y, width: Int.max, height: Int.max), style: .muted)
                buffer.setStyle(.error, in: Rect(x: x, y: y, width: 2, height: Int.max))
                buffer.drawBox(Rect(x: x, y: y, width: Int.max, height: Int.max))
                buffer.setCursor(at: Point(x: x, y: y))
                _ = buffer.cell(at: Point(x: x, y: y))
                buffer.withRegion(Rect(x: x, y: y, width: Int.max, height: 4)) { region in
                    region.write("zz", at: Point(x: x, y: y))
                }
            }
        }
        #expect(buffer.lines().count == 3)
        #expect(buffer.lines().allSatisfy { DisplayWidth.width(of: $0) == 3 })
    }

    @Test("a 0x0 buffer accepts every call and stays empty")
    func zeroByZero() {
        var buffer = ScreenBuffer(width: 0, height: 0)
        for x in -2...2 {
            for y in -2...2 {
                // Nothing is visible, but columns left of the edge still count as advanced.
                #expect(buffer.write("abc", at: Point(x: x, y: y)) == max(0, min(3, -x)))
                buffer.fill(rect: Rect(x: x, y: y, width: 3, height: 3))
                buffer.drawBox(Rect(x: x, y: y, width: 3, height: 3))
            }
        }
        buffer.clear()
        #expect(buffer.lines().isEmpty)
        #expect(buffer.roleMask().isEmpty)
        #expect(buffer.cells(inRow: 0).isEmpty)
    }

    @Test("a 1x1 buffer shows one narrow character; a wide one becomes a space")
    func oneByOne() {
        var buffer = ScreenBuffer(width: 1, height: 1)
        #expect(buffer.write("ab", at: .zero) == 1)
        #expect(buffer.lines() == ["a"])
        #expect(buffer.write("漢", at: .zero, style: .accent) == 1)
        #expect(buffer.lines() == [" "])
        #expect(buffer.roleMask() == ["a"])
        #expect(buffer.cell(at: .zero)?.isContinuation == false)
        buffer.write("x", at: .zero)
        // Only its right half would show, so column 0 gets a space; both columns count.
        #expect(buffer.write("👍", at: Point(x: -1, y: 0)) == 2)
        #expect(buffer.lines() == [" "])
    }

    @Test("a wide character at the last column is replaced by a space, never split")
    func wideAtLastColumn() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        #expect(buffer.write("abcd漢", at: .zero) == 5)
        #expect(buffer.lines() == ["abcd "])
        #expect(buffer.cell(at: Point(x: 4, y: 0))?.character == " ")

        var fits = ScreenBuffer(width: 5, height: 1)
        #expect(fits.write("abc漢", at: .zero) == 5)
        #expect(fits.lines() == ["abc漢"])
        #expect(fits.cell(at: Point(x: 3, y: 0))?.character == "漢")
        #expect(fits.cell(at: Point(x: 4, y: 0))?.isContinuation == true)
    }

    @Test("maxWidth limits the columns written, also for wide characters")
    func maxWidth() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        #expect(buffer.write("abcdef", at: Point(x: 1, y: 0), maxWidth: 3) == 3)
        #expect(buffer.lines() == [" abc    "])
        #expect(buffer.write("x漢", at: Point(x: 5, y: 0), maxWidth: 2) == 2)
        #expect(buffer.lines() == [" abc x  "])
        #expect(buffer.write("zzz", at: .zero, maxWidth: 0) == 0)
        #expect(buffer.write("zzz", at: .zero, maxWidth: -4) == 0)
        #expect(buffer.lines() == [" abc x  "])
    }

    @Test("text cut at a region's edge or at maxWidth ends in the ellipsis, wide characters whole")
    func writeWithEllipsis() {
        var buffer = ScreenBuffer(width: 12, height: 3)
        buffer.withRegion(Rect(x: 1, y: 0, width: 8, height: 3)) { region in
            #expect(region.write("Maximilian the Third", at: .zero, ellipsis: "…") == 8)
            region.write("小龙小龙小龙", at: Point(x: 0, y: 1), ellipsis: "…")
            region.write("Sparkle the Unicorn", at: Point(x: 2, y: 2), maxWidth: 5, ellipsis: "...")
        }
        #expect(buffer.lines() == [" Maximil…   ", " 小龙小…    ", "   Sp...    "])
        // Text that fits is drawn as it is; no room draws nothing.
        var fits = ScreenBuffer(width: 6, height: 1)
        #expect(fits.write("Luna", at: Point(x: 2, y: 0), ellipsis: "…") == 4)
        #expect(fits.write("Luna", at: Point(x: 6, y: 0), ellipsis: "…") == 0)
        #expect(fits.write("Luna", at: .zero, maxWidth: 0, ellipsis: "…") == 0)
        #expect(fits.lines() == ["  Luna"])
    }

    @Test("writes advance by display width and skip controls and lone marks")
    func advance() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        let used = buffer.write("a\u{7}b\nc\u{1B}[0m", at: .zero)
        #expect(used == 6)
        #expect(buffer.lines() == [padded("abc[0m", 6)])
        var other = ScreenBuffer(width: 12, height: 1)
        #expect(other.write("👨‍👩‍👧e\u{301}漢", at: .zero) == 5)
        #expect(other.lines() == [padded("👨‍👩‍👧e\u{301}漢", 7)])
    }

    @Test("overwriting either half of a wide character blanks the other half")
    func overwriteHalves() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("漢字", at: .zero)
        buffer.write("x", at: Point(x: 1, y: 0))
        #expect(buffer.lines() == [" x字"])
        buffer.write("y", at: Point(x: 2, y: 0))
        #expect(buffer.lines() == [" xy "])
        #expect((0..<4).allSatisfy { buffer.cell(at: Point(x: $0, y: 0))?.isContinuation == false })

        var shifted = ScreenBuffer(width: 5, height: 1)
        shifted.write("漢字", at: .zero)
        shifted.write("字", at: Point(x: 1, y: 0))
        #expect(shifted.lines() == [" 字  "])
    }

    @Test("fill clips to the buffer and cuts wide characters cleanly")
    func fill() {
        var buffer = ScreenBuffer(width: 6, height: 3)
        buffer.write("漢字漢", at: Point(x: 0, y: 1))
        buffer.fill(rect: Rect(x: 1, y: 1, width: 2, height: 5), style: .muted, character: ".")
        // Columns 1-2 of rows 1-2 are dots; the halves of 漢 and 字 that were cut become blanks.
        #expect(buffer.lines() == ["      ", " .. 漢", " ..   "])
        #expect(buffer.roleMask() == ["......", ".mm...", ".mm..."])
        buffer.fill(rect: Rect(x: -3, y: -3, width: 4, height: 4), character: "漢")
        #expect(buffer.lines()[0] == "      ")
    }

    @Test("setStyle restyles without changing text and keeps wide characters whole")
    func setStyle() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.write("a漢b", at: .zero)
        buffer.setStyle(.selected, in: Rect(x: 2, y: 0, width: 1, height: 1))
        #expect(buffer.lines() == ["a漢b"])
        #expect(buffer.roleMask() == [".ss."])
    }

    @Test("regions use local coordinates and cannot draw outside their rect")
    func regions() {
        var buffer = ScreenBuffer(width: 8, height: 4)
        buffer.withRegion(Rect(x: 2, y: 1, width: 4, height: 2)) { region in
            #expect(region.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
            region.write("hello", at: .zero)
            region.write("xy", at: Point(x: -1, y: 1))
            region.write("below", at: Point(x: 0, y: 2))
            region.withRegion(Rect(x: 1, y: 1, width: 10, height: 10)) { inner in
                #expect(inner.bounds.width == 10)
                inner.write("12345", at: Point(x: 1, y: 0))
            }
        }
        #expect(buffer.lines() == [
            "        ",
            "  hell  ",
            "  y 12  ",
            "        ",
        ])
        #expect(buffer.bounds == Rect(x: 0, y: 0, width: 8, height: 4))
    }

    @Test("the cursor is translated out of regions and hidden outside them")
    func cursor() {
        var buffer = ScreenBuffer(width: 10, height: 5)
        buffer.withRegion(Rect(x: 3, y: 2, width: 4, height: 2)) { region in
            region.setCursor(at: Point(x: 1, y: 1))
        }
        #expect(buffer.cursorPosition == Point(x: 4, y: 3))
        buffer.withRegion(Rect(x: 3, y: 2, width: 4, height: 2)) { region in
            region.setCursor(at: Point(x: 4, y: 0))
        }
        #expect(buffer.cursorPosition == nil)
    }

    @Test("boxes in unicode and ASCII, with a title")
    func boxes() {
        var buffer = ScreenBuffer(width: 4, height: 3)
        let interior = buffer.drawBox(buffer.bounds)
        #expect(interior == Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(buffer.lines() == ["╭──╮", "│  │", "╰──╯"])
        #expect(buffer.roleMask() == ["####", "#..#", "####"])

        var ascii = ScreenBuffer(width: 12, height: 3)
        ascii.drawBox(ascii.bounds, box: .ascii, title: "Heroes")
        #expect(ascii.lines() == ["+- Heroes -+", "|          |", "+----------+"])
        #expect(ascii.roleMask() == ["##tttttttt##", "#..........#", "############"])

        var cut = ScreenBuffer(width: 9, height: 3)
        cut.drawBox(cut.bounds, box: .light, title: "Very long title")
        #expect(cut.lines()[0] == "┌─ Ve… ─┐")
    }

    @Test("boxes too small for a border draw nothing")
    func tinyBoxes() {
        for (width, height) in [(0, 0), (1, 1), (1, 5), (5, 1)] {
            var buffer = ScreenBuffer(width: 6, height: 6)
            let interior = buffer.drawBox(Rect(x: 1, y: 1, width: width, height: height))
            #expect(interior.isEmpty)
            #expect(buffer == ScreenBuffer(width: 6, height: 6))
        }
    }

    @Test("equality, changed rows and a readable difference report")
    func equalityAndDiff() {
        var first = ScreenBuffer(width: 5, height: 3)
        var second = ScreenBuffer(width: 5, height: 3)
        first.write("same", at: .zero)
        second.write("same", at: .zero)
        #expect(first == second)
        #expect(first.differenceDescription(from: second) == nil)
        #expect(first.changedRows(comparedTo: second).isEmpty)

        second.write("other", at: Point(x: 0, y: 2), style: .error)
        #expect(first != second)
        #expect(second.changedRows(comparedTo: first) == [2])
        let report = second.differenceDescription(from: first) ?? ""
        #expect(report.contains("row 2:"))
        #expect(report.contains("- |     |  ....."))
        #expect(report.contains("+ |other|  eeeee"))
        #expect(!report.contains("row 0:"))

        let resized = ScreenBuffer(width: 4, height: 3)
        #expect(resized.changedRows(comparedTo: first) == [0, 1, 2])
        #expect(first.description == "|same |\n|     |\n|     |")
    }

    @Test("a style alone makes cells differ")
    func styleDifference() {
        var plain = ScreenBuffer(width: 3, height: 1)
        var bold = ScreenBuffer(width: 3, height: 1)
        plain.write("abc", at: .zero)
        bold.write("abc", at: .zero, style: Style.normal.adding(.bold))
        #expect(plain.lines() == bold.lines())
        #expect(plain != bold)
    }
}
