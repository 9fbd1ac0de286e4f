import QRCode
import TerminalUI
import Testing

/// Codes drawn into a screen buffer: half blocks (two module rows a cell), the ASCII form, the
/// explicit colours, the quiet zone, and never a cell outside the buffer or the clip.
@Suite("QR code drawing")
struct QRCodeDrawingTests {
    /// ```
    /// # . #
    /// . # .
    /// # # .
    /// ```
    static let small = QRMatrix(width: 3, modules: [true, false, true, false, true, false, true, true, false])
    static let white = CellColors(foreground: .indexed(231), background: .indexed(231))
    static let black = CellColors(foreground: .indexed(16), background: .indexed(16))
    static let blackOverWhite = CellColors(foreground: .indexed(16), background: .indexed(231))
    static let whiteOverBlack = CellColors(foreground: .indexed(231), background: .indexed(16))

    static func drawn(_ drawing: QRCodeDrawing) -> ScreenBuffer {
        let size = drawing.size
        var buffer = ScreenBuffer(width: size.columns, height: size.rows)
        drawing.draw(at: .zero, on: &buffer)
        return buffer
    }

    @Test func sizesIncludeTheQuietZone() {
        #expect(QRCodeDrawing.quietZone == 2)
        #expect(QRCodeDrawing.size(for: Self.small, ascii: false) == (7, 4))
        #expect(QRCodeDrawing.size(for: Self.small, ascii: true) == (14, 7))
        let version1 = QRMatrix(width: 21, modules: Array(repeating: false, count: 441))
        #expect(QRCodeDrawing.size(for: version1, ascii: false) == (25, 13))
        #expect(QRCodeDrawing(version1, tier: .ansi16, glyphs: .ascii).size == (50, 25))
        #expect(QRCodeDrawing.size(for: QRMatrix(width: 0, modules: []), ascii: false) == (0, 0))
    }

    @Test func monochromeDrawsLightModulesAsBlocksOnTheDefaultBackground() {
        let buffer = Self.drawn(QRCodeDrawing(Self.small, tier: .monochrome))
        #expect(buffer.lines() == [
            "███████",
            "██▄▀▄██",
            "██▄▄███",
            "███████",
        ])
        #expect((0..<4).allSatisfy { row in (0..<7).allSatisfy { buffer.cell(at: Point(x: $0, y: row))?.style == .normal } })
    }

    @Test func coloursDrawDarkModulesBlackAndLightOnesWhite() {
        let buffer = Self.drawn(QRCodeDrawing(Self.small, tier: .ansi256))
        #expect(buffer.lines() == [
            "       ",
            "  ▀▀▀  ",
            "  ▀▀   ",
            "       ",
        ])
        func colors(_ x: Int, _ y: Int) -> CellColors? { buffer.cell(at: Point(x: x, y: y))?.style.colors }
        #expect(colors(0, 0) == Self.white)
        #expect(colors(2, 1) == Self.blackOverWhite)
        #expect(colors(3, 1) == Self.whiteOverBlack)
        #expect(colors(4, 2) == Self.white)
        #expect(colors(6, 3) == Self.white, "the missing half of the last row is light, like the quiet zone")

        let ansi16 = Self.drawn(QRCodeDrawing(Self.small, tier: .ansi16))
        #expect(ansi16.lines() == buffer.lines())
        #expect(ansi16.cell(at: Point(x: 2, y: 1))?.style.colors
            == CellColors(foreground: .ansi(.black), background: .ansi(.brightWhite)))
    }

    @Test func asciiDrawsTwoColumnsAModule() {
        let buffer = Self.drawn(QRCodeDrawing(Self.small, tier: .monochrome, glyphs: .ascii))
        #expect(buffer.lines() == [
            "##############",
            "##############",
            "####  ##  ####",
            "######  ######",
            "####    ######",
            "##############",
            "##############",
        ])
        let coloured = Self.drawn(QRCodeDrawing(Self.small, tier: .ansi256, glyphs: .ascii))
        #expect(coloured.lines() == buffer.lines())
        #expect(coloured.cell(at: Point(x: 4, y: 2))?.style.colors == Self.black)
        #expect(coloured.cell(at: Point(x: 5, y: 2))?.style.colors == Self.black)
        #expect(coloured.cell(at: Point(x: 6, y: 2))?.style.colors == Self.white)
    }

    @Test func drawingIsClippedToTheBuffer() {
        var buffer = ScreenBuffer(width: 5, height: 3)
        buffer.fill(rect: buffer.bounds, character: ".")
        QRCodeDrawing(Self.small, tier: .monochrome).draw(at: Point(x: 2, y: 1), on: &buffer)
        #expect(buffer.lines() == [
            ".....",
            "..███",
            "..██▄",
        ])
    }

    @Test func drawingIsClippedToTheClipRect() {
        var buffer = ScreenBuffer(width: 5, height: 3)
        buffer.fill(rect: buffer.bounds, character: ".")
        QRCodeDrawing(Self.small, tier: .monochrome)
            .draw(at: Point(x: -1, y: -1), on: &buffer, clip: Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(buffer.lines() == [
            ".....",
            ".▄▄..",
            ".....",
        ])

        // A clip reaching past the buffer is cut to the buffer, and inside a region the clip and
        // the origin are in the region's coordinates.
        var regioned = ScreenBuffer(width: 6, height: 4)
        regioned.fill(rect: regioned.bounds, character: ".")
        regioned.withRegion(Rect(x: 1, y: 1, width: 4, height: 2)) { region in
            QRCodeDrawing(Self.small, tier: .monochrome, glyphs: .ascii)
                .draw(at: Point(x: -4, y: -2), on: &region, clip: Rect(x: -10, y: -10, width: 100, height: 100))
        }
        #expect(regioned.lines() == [
            "......",
            ".  ##.",
            ".##  .",
            "......",
        ])
    }

    @Test func extremeOriginsAndEmptyMatricesDrawNothingAndDoNotTrap() {
        let blank = ScreenBuffer(width: 4, height: 2)
        var buffer = blank
        for origin in [Point(x: Int.max, y: Int.max), Point(x: Int.min, y: Int.min), Point(x: Int.min, y: 0), Point(x: 4, y: 0)] {
            for glyphs in GlyphSet.allCases {
                QRCodeDrawing(Self.small, tier: .ansi256, glyphs: glyphs).draw(at: origin, on: &buffer)
                QRCodeDrawing(Self.small, tier: .ansi256, glyphs: glyphs)
                    .draw(at: .zero, on: &buffer, clip: Rect(x: origin.x, y: origin.y, width: Int.max, height: Int.max))
            }
        }
        QRCodeDrawing(QRMatrix(width: 0, modules: []), tier: .ansi256).draw(at: .zero, on: &buffer)
        #expect(buffer == blank)
    }

    @Test func aRealCodeReadsBackFromItsCells() throws {
        let matrix = try #require(QRCodeEncoder.encode(QRCodeEncoderTests.deviceURL))
        let zone = QRCodeDrawing.quietZone
        for tier in ColorTier.allCases {
            let buffer = Self.drawn(QRCodeDrawing(matrix, tier: tier))
            var read: [Bool] = []
            for row in 0..<matrix.width {
                for column in 0..<matrix.width {
                    let cell = try #require(buffer.cell(at: Point(x: column + zone, y: (row + zone) / 2)))
                    let isTop = (row + zone) % 2 == 0
                    if let colors = cell.style.colors {
                        read.append((isTop ? colors.foreground : colors.background) == .indexed(16)
                            || (isTop ? colors.foreground : colors.background) == .ansi(.black))
                    } else {
                        let lit: Set<Character> = isTop ? ["█", "▀"] : ["█", "▄"]
                        read.append(!lit.contains(cell.character))
                    }
                }
            }
            #expect(QRMatrix(width: matrix.width, modules: read) == matrix, "\(tier)")
        }
    }

    @Test func matricesOfTheWrongShapeAreEmptyAndReadLightOutside() {
        #expect(QRMatrix(width: 2, modules: [true]).isEmpty)
        #expect(QRMatrix(width: -1, modules: []).isEmpty)
        #expect(Self.small[row: 0, column: 0] && !Self.small[row: 0, column: 1])
        #expect(!Self.small[row: -1, column: 0] && !Self.small[row: 3, column: 0] && !Self.small[row: 0, column: Int.max])
    }
}
