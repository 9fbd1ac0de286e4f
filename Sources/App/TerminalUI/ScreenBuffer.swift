/// An off-screen grid of cells that widgets draw into and a terminal backend copies to the screen.
///
/// The app builds a fresh buffer for every frame from its state; the backend compares it with
/// the previous frame (`changedRows(comparedTo:)`) and sends only what changed. Keeping drawing
/// in this pure value type (no ncurses) is what lets every screen be tested as plain text.
///
/// Guarantees, for any input:
/// - No call traps: coordinates may be negative or huge, sizes may be zero; anything outside the
///   buffer or the current region is clipped.
/// - Half a wide character is never left behind: a wide character that does not fit is drawn as
///   a space, and overwriting either half of one blanks the other half.
/// - Control characters are never stored.
///
/// Drawing happens in *regions*: `withRegion(_:_:)` runs a closure in which coordinates are
/// local to a rectangle and nothing outside it can be touched, so widgets need not know where
/// they are placed.
public struct ScreenBuffer: Sendable, CustomStringConvertible {
    /// The largest width or height a buffer can have; bigger requests are clamped. No real
    /// terminal comes close, and the cap keeps a bogus resize event from allocating gigabytes.
    public static let maximumDimension = 1024

    /// Columns in the whole buffer.
    public let width: Int
    /// Rows in the whole buffer.
    public let height: Int
    /// Row-major cells, `width * height` of them.
    private var cells: [Cell]
    /// Where the current region's local (0, 0) lies in buffer coordinates.
    private var origin = Point.zero
    /// The buffer cells the current region may change.
    private var clip: Rect
    /// The current region in its own coordinates: origin (0, 0) and the region's full size.
    public private(set) var bounds: Rect
    /// Where the terminal cursor should be shown (buffer coordinates), or `nil` to hide it.
    public private(set) var cursorPosition: Point?

    /// A buffer of `width` × `height` blank cells in `style`; negative sizes become 0.
    public init(width: Int, height: Int, style: Style = .normal) {
        let columns = width.clamped(to: 0...Self.maximumDimension)
        let rows = height.clamped(to: 0...Self.maximumDimension)
        self.width = columns
        self.height = rows
        self.cells = Array(repeating: Cell(measured: " ", style: style), count: columns * rows)
        self.clip = Rect(x: 0, y: 0, width: columns, height: rows)
        self.bounds = clip
    }

    // MARK: Reading

    /// The cell at `point` in the current region's coordinates, or `nil` outside the buffer.
    public func cell(at point: Point) -> Cell? {
        let column = origin.x.saturatingAdd(point.x)
        let row = origin.y.saturatingAdd(point.y)
        guard column >= 0, column < width, row >= 0, row < height else { return nil }
        return cells[row * width + column]
    }

    /// The cells of buffer row `row` (ignoring regions), empty when out of range; what a backend
    /// walks to paint a line.
    public func cells(inRow row: Int) -> ArraySlice<Cell> {
        guard row >= 0, row < height else { return [] }
        return cells[(row * width)..<((row + 1) * width)]
    }

    /// Each row as text, every row exactly `width` columns wide (trailing spaces kept), so tests
    /// can compare whole screens.
    public func lines() -> [String] {
        (0..<height).map { row in
            var line = ""
            line.reserveCapacity(width)
            for cell in cells(inRow: row) where !cell.isContinuation {
                line.append(cell.character)
            }
            return line
        }
    }

    /// Each row as one `Role.maskLetter` per column (both halves of a wide character carry its
    /// role), so tests can check what things mean independently of the theme.
    public func roleMask() -> [String] {
        (0..<height).map { row in
            String(cells(inRow: row).map(\.style.role.maskLetter))
        }
    }

    /// Rows whose cells differ from `other`'s; every row when the sizes differ. What a backend
    /// repaints after a frame.
    public func changedRows(comparedTo other: ScreenBuffer) -> [Int] {
        guard width == other.width, height == other.height else { return Array(0..<height) }
        return (0..<height).filter { cells(inRow: $0) != other.cells(inRow: $0) }
    }

    /// A readable report of how this buffer differs from `expected` (text and role rows, marked
    /// `-` expected and `+` actual), or `nil` when they are equal; for test failure messages.
    public func differenceDescription(from expected: ScreenBuffer) -> String? {
        guard self != expected else { return nil }
        var report = ["size \(expected.width)x\(expected.height) -> \(width)x\(height)"]
        if cursorPosition != expected.cursorPosition {
            report.append("cursor \(String(describing: expected.cursorPosition)) -> \(String(describing: cursorPosition))")
        }
        let expectedLines = expected.lines()
        let actualLines = lines()
        let expectedMask = expected.roleMask()
        let actualMask = roleMask()
        for row in 0..<max(height, expected.height) {
            let oldLine = row < expectedLines.count ? expectedLines[row] : nil
            let newLine = row < actualLines.count ? actualLines[row] : nil
            let oldMask = row < expectedMask.count ? expectedMask[row] : nil
            let newMask = row < actualMask.count ? actualMask[row] : nil
            let sameCells = row < height && row < expected.height
                && cells(inRow: row) == expected.cells(inRow: row)
            guard !sameCells else { continue }
            report.append("row \(row):")
            report.append("- |\(oldLine ?? "")|  \(oldMask ?? "")")
            report.append("+ |\(newLine ?? "")|  \(newMask ?? "")")
        }
        return report.joined(separator: "\n")
    }

    public var description: String {
        lines().map { "|\($0)|" }.joined(separator: "\n")
    }

    // MARK: Regions

    /// Runs `body` with drawing confined to `rect` (in current coordinates) and coordinates
    /// relative to its top-left corner; `bounds` is the rect's size inside `body`.
    ///
    /// Regions nest, and the clip only ever shrinks, so a widget cannot draw over its siblings.
    @discardableResult
    public mutating func withRegion<Result>(
        _ rect: Rect,
        _ body: (inout ScreenBuffer) throws -> Result
    ) rethrows -> Result {
        let savedOrigin = origin
        let savedClip = clip
        let savedBounds = bounds
        let absolute = rect.offsetBy(dx: origin.x, dy: origin.y)
        origin = absolute.origin
        clip = clip.intersection(absolute)
        bounds = Rect(x: 0, y: 0, width: rect.width, height: rect.height)
        defer {
            origin = savedOrigin
            clip = savedClip
            bounds = savedBounds
        }
        return try body(&self)
    }

    // MARK: Drawing

    /// Draws `text` on one row starting at `point` and returns the columns it advanced.
    ///
    /// Stops at the region's right edge and after `maxWidth` columns. A wide character that
    /// would cross that limit is drawn as a space (counted as one column) so no half character
    /// appears. Controls and zero-width clusters are skipped. Columns clipped away on the left,
    /// or on a row outside the region, still count, so callers can chain writes with the result.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .normal, maxWidth: Int? = nil) -> Int {
        draw(text, at: point, style: style, maxWidth: maxWidth)
    }

    /// Draws a substring; see `write(_:at:style:maxWidth:)` for String.
    @discardableResult
    public mutating func write(_ text: Substring, at point: Point, style: Style = .normal, maxWidth: Int? = nil) -> Int {
        draw(text, at: point, style: style, maxWidth: maxWidth)
    }

    /// Draws `text` on one row, cut with `ellipsis` when it does not fit, and returns the columns
    /// it advanced.
    ///
    /// The one truncation rule for text that may be longer than its room (names, titles, hints):
    /// a line cut at a pane's border without a mark reads as the whole name, so anything that may
    /// not fit is drawn through here. The room is `maxWidth` or the columns left before the
    /// current region's right edge, whichever is less; the cut is display-width aware and never
    /// splits a grapheme cluster or a wide character (`DisplayWidth.truncate(_:toWidth:ellipsis:)`).
    /// Pass the glyph set's ellipsis, so ASCII terminals get `...`.
    @discardableResult
    public mutating func write(
        _ text: String,
        at point: Point,
        style: Style = .normal,
        maxWidth: Int? = nil,
        ellipsis: String
    ) -> Int {
        var room = clip.maxX.saturatingSubtract(origin.x).saturatingSubtract(point.x)
        if let maxWidth { room = min(room, maxWidth) }
        guard room > 0 else { return 0 }
        if DisplayWidth.width(of: text) <= room {
            return draw(text, at: point, style: style, maxWidth: room)
        }
        return draw(DisplayWidth.truncate(text, toWidth: room, ellipsis: ellipsis), at: point, style: style, maxWidth: room)
    }

    /// Shared body of the `write` overloads, specialised per string type inside the module.
    private mutating func draw<Text: StringProtocol>(_ text: Text, at point: Point, style: Style, maxWidth: Int?) -> Int {
        let startColumn = origin.x.saturatingAdd(point.x)
        let row = origin.y.saturatingAdd(point.y)
        var limit = clip.maxX
        if let maxWidth {
            guard maxWidth > 0 else { return 0 }
            limit = min(limit, startColumn.saturatingAdd(maxWidth))
        }
        guard startColumn < limit else { return 0 }
        let rowVisible = row >= clip.minY && row < clip.maxY
        var column = startColumn
        for character in text {
            let characterWidth = DisplayWidth.width(of: character)
            if characterWidth == 0 {
                continue
            }
            if column.saturatingAdd(characterWidth) > limit {
                if characterWidth == 2, column < limit {
                    // One column left for a two-column character: fill it with a space.
                    if rowVisible && column >= clip.minX {
                        put(Cell(measured: " ", style: style), column: column, row: row)
                    }
                    column += 1
                }
                break
            }
            if rowVisible {
                if characterWidth == 1 {
                    if column >= clip.minX {
                        put(Cell(measured: character, style: style), column: column, row: row)
                    }
                } else if column >= clip.minX {
                    putWide(character, style: style, column: column, row: row)
                } else if column + 1 == clip.minX {
                    // Only the right half would be visible: show a space instead.
                    put(Cell(measured: " ", style: style), column: column + 1, row: row)
                }
            }
            column += characterWidth
        }
        return column - startColumn
    }

    /// Fills `rect` (current coordinates, clipped) with `character` in `style`; a character that
    /// is not exactly one column wide fills with spaces instead.
    public mutating func fill(rect: Rect, style: Style = .normal, character: Character = " ") {
        let target = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !target.isEmpty else { return }
        let filler = DisplayWidth.width(of: character) == 1 ? character : " "
        for row in target.minY..<target.maxY {
            for column in target.minX..<target.maxX {
                put(Cell(measured: filler, style: style), column: column, row: row)
            }
        }
    }

    /// Blanks the whole current region in `style`.
    public mutating func clear(style: Style = .normal) {
        fill(rect: bounds, style: style)
    }

    /// Changes the style of the cells in `rect` without touching their text, e.g. to highlight
    /// a row already drawn. A wide character cut by the rect's edge is restyled as a whole.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let target = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !target.isEmpty else { return }
        for row in target.minY..<target.maxY {
            let base = row * width
            for column in target.minX..<target.maxX {
                cells[base + column].style = style
            }
            if cells[base + target.minX].isContinuation, target.minX > 0 {
                cells[base + target.minX - 1].style = style
            }
            if target.maxX < width, cells[base + target.maxX].isContinuation {
                cells[base + target.maxX].style = style
            }
        }
    }

    /// Asks the backend to show the terminal cursor at `point` (current coordinates), e.g. in a
    /// focused text field; `nil`, or a point outside the region, hides it.
    public mutating func setCursor(at point: Point?) {
        guard let point else {
            cursorPosition = nil
            return
        }
        let absolute = Point(x: origin.x.saturatingAdd(point.x), y: origin.y.saturatingAdd(point.y))
        cursorPosition = clip.contains(absolute) ? absolute : nil
    }

    /// Draws a border around `rect` (current coordinates) and returns the area inside it.
    ///
    /// A rect smaller than 2×2 has no room for a border: nothing is drawn and the returned
    /// interior is empty. `title`, if any, is drawn in the top border, cut with `ellipsis` to fit
    /// (pass the glyph set's, so ASCII terminals get `...`).
    @discardableResult
    public mutating func drawBox(
        _ rect: Rect,
        box: BoxStyle = .rounded,
        style: Style = .border,
        title: String? = nil,
        titleStyle: Style = .title,
        ellipsis: String = GlyphSet.unicode.ellipsis
    ) -> Rect {
        let interior = rect.inset(by: 1)
        guard rect.width >= 2, rect.height >= 2 else { return interior }
        let glyphs = Self.singleWidth(box)
        let top = rect.minY
        let bottom = rect.maxY.saturatingSubtract(1)
        let left = rect.minX
        let right = rect.maxX.saturatingSubtract(1)
        let afterLeft = left.saturatingAdd(1)
        let afterRight = right.saturatingAdd(1)
        drawRun(glyphs.horizontal, row: top, from: afterLeft, to: right, style: style)
        drawRun(glyphs.horizontal, row: bottom, from: afterLeft, to: right, style: style)
        // Only the rows inside the clip are visited, so a huge rect costs no more than a small one.
        let firstSide = max(top.saturatingAdd(1), clip.minY.saturatingSubtract(origin.y))
        let endSide = min(bottom, clip.maxY.saturatingSubtract(origin.y))
        if firstSide < endSide {
            for row in firstSide..<endSide {
                drawRun(glyphs.vertical, row: row, from: left, to: afterLeft, style: style)
                drawRun(glyphs.vertical, row: row, from: right, to: afterRight, style: style)
            }
        }
        drawRun(glyphs.topLeft, row: top, from: left, to: afterLeft, style: style)
        drawRun(glyphs.topRight, row: top, from: right, to: afterRight, style: style)
        drawRun(glyphs.bottomLeft, row: bottom, from: left, to: afterLeft, style: style)
        drawRun(glyphs.bottomRight, row: bottom, from: right, to: afterRight, style: style)
        if let title, !title.isEmpty, rect.width >= 6 {
            let available = rect.width - 4
            let shown = DisplayWidth.truncate(title, toWidth: available - 2, ellipsis: ellipsis)
            write(" \(shown) ", at: Point(x: left.saturatingAdd(2), y: top), style: titleStyle, maxWidth: available)
        }
        return interior
    }

    // MARK: Private

    /// Draws `character` (one column wide) in local columns `start..<end` of local `row`, clipped.
    private mutating func drawRun(_ character: Character, row: Int, from start: Int, to end: Int, style: Style) {
        let absoluteRow = origin.y.saturatingAdd(row)
        guard absoluteRow >= clip.minY, absoluteRow < clip.maxY else { return }
        let first = max(origin.x.saturatingAdd(start), clip.minX)
        let last = min(origin.x.saturatingAdd(end), clip.maxX)
        guard first < last else { return }
        for column in first..<last {
            put(Cell(measured: character, style: style), column: column, row: absoluteRow)
        }
    }

    /// `box` with any glyph that is not one column wide replaced by its ASCII counterpart.
    private static func singleWidth(_ box: BoxStyle) -> BoxStyle {
        func pick(_ glyph: Character, _ fallback: Character) -> Character {
            DisplayWidth.width(of: glyph) == 1 ? glyph : fallback
        }
        let ascii = BoxStyle.ascii
        return BoxStyle(
            topLeft: pick(box.topLeft, ascii.topLeft),
            topRight: pick(box.topRight, ascii.topRight),
            bottomLeft: pick(box.bottomLeft, ascii.bottomLeft),
            bottomRight: pick(box.bottomRight, ascii.bottomRight),
            horizontal: pick(box.horizontal, ascii.horizontal),
            vertical: pick(box.vertical, ascii.vertical)
        )
    }

    /// Stores a one-column `cell` at buffer coordinates, first blanking the other half of any
    /// wide character it overwrites part of.
    private mutating func put(_ cell: Cell, column: Int, row: Int) {
        let index = row * width + column
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = Cell(measured: " ", style: cells[index - 1].style)
        }
        if column + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(measured: " ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// Stores a two-column character at buffer coordinates; `column + 1` must be in the buffer.
    private mutating func putWide(_ character: Character, style: Style, column: Int, row: Int) {
        put(Cell(measured: character, style: style), column: column, row: row)
        let index = row * width + column + 1
        if column + 2 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(measured: " ", style: cells[index + 1].style)
        }
        cells[index] = .continuation(style: style)
    }
}

extension ScreenBuffer: Equatable {
    /// Buffers are equal when they show the same thing: same size, same cells, same cursor.
    /// The region in effect is transient drawing state and does not take part.
    public static func == (lhs: ScreenBuffer, rhs: ScreenBuffer) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
            && lhs.cursorPosition == rhs.cursorPosition && lhs.cells == rhs.cells
    }
}
