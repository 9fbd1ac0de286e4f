/// The message log (`M`): every message the status line showed since the app started, in full,
/// in a box over the current screen, like lazygit's command log.
///
/// A message the status line had to cut, or one that went at the next key press, can be read
/// here. Each entry starts with its kind's symbol (as `Banner` draws it) and wraps under itself;
/// the box scrolls like the help, with the visible lines in its bottom border.
public struct MessageLogOverlay: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var text: String
        /// `.error`, `.warning`, `.success` or `.banner`, as for `Banner`.
        public var role: Role

        public init(_ text: String, role: Role) {
            self.text = text
            self.role = role
        }
    }

    /// In the order shown (the caller puts the newest first).
    public var entries: [Entry]
    /// The first content line shown.
    public var scrollOffset: Int
    public var title: String
    /// Shown when there is no message yet.
    public var emptyText: String
    /// The widest the box may be, border included.
    public var maximumWidth: Int
    public var glyphs: GlyphSet

    public init(entries: [Entry], scrollOffset: Int = 0, title: String, emptyText: String,
                maximumWidth: Int = 100, glyphs: GlyphSet = .unicode) {
        self.entries = entries
        self.scrollOffset = scrollOffset
        self.title = title
        self.emptyText = emptyText
        self.maximumWidth = maximumWidth
        self.glyphs = glyphs
    }

    /// One row of content: the start of an entry (with its symbol) or a continuation.
    private struct Line: Hashable {
        var text: String
        var role: Role
        var symbol: String?
    }

    /// Columns before an entry's text: its symbol and a space.
    private static let symbolColumns = 2

    /// The box inside `bounds`: a margin around it when there is room, as tall as the screen
    /// allows (a log is read, not glanced at), no wider than `maximumWidth`.
    public func frame(in bounds: Rect) -> Rect {
        let margin = bounds.width >= 20 && bounds.height >= 8 ? bounds.inset(top: 1, left: 2, bottom: 1, right: 2) : bounds
        let width = min(margin.width, max(0, maximumWidth))
        let probe = margin.centered(width: width, height: margin.height)
        let height = min(margin.height, max(1, lines(textWidth: Self.textWidth(of: probe)).count) + 2)
        return margin.centered(width: width, height: height)
    }

    /// Content lines in `bounds` (what scrolling is bounded by).
    public func lineCount(in bounds: Rect) -> Int {
        lines(textWidth: Self.textWidth(of: frame(in: bounds))).count
    }

    /// Content rows the box shows in `bounds`.
    public func visibleRows(in bounds: Rect) -> Int {
        max(0, frame(in: bounds).height - 2)
    }

    /// Columns an entry's text wraps at in a box of `frame`: inside the border, a margin
    /// column each side, and the symbol's columns.
    private static func textWidth(of frame: Rect) -> Int {
        max(1, frame.width - 2 - 2 - symbolColumns)
    }

    private func lines(textWidth: Int) -> [Line] {
        var lines: [Line] = []
        for entry in entries {
            let symbol = Banner(entry.text, role: entry.role, glyphs: glyphs).symbol
            let wrapped = DisplayWidth.wrap(entry.text, width: textWidth)
            for (index, text) in (wrapped.isEmpty ? [""] : wrapped).enumerated() {
                lines.append(Line(text: text, role: entry.role, symbol: index == 0 ? symbol : nil))
            }
        }
        return lines
    }

    /// Draws the box centred in `bounds`.
    public func draw(in bounds: Rect, on buffer: inout ScreenBuffer) {
        let frame = frame(in: bounds)
        let lines = lines(textWidth: Self.textWidth(of: frame))
        buffer.withRegion(frame) { region in
            region.clear()
            let interior = region.drawBox(region.bounds, box: glyphs.box, title: title, ellipsis: glyphs.ellipsis)
            guard interior.width > 2, interior.height > 0 else { return }
            let width = interior.width - 2
            guard !lines.isEmpty else {
                region.write(emptyText, at: Point(x: interior.minX + 1, y: interior.minY), style: .muted, maxWidth: width,
                             ellipsis: glyphs.ellipsis)
                return
            }
            let viewport = ListViewport(count: lines.count, visibleRows: interior.height, offset: scrollOffset)
            for (row, index) in viewport.visibleRange.enumerated() {
                let line = lines[index]
                let y = interior.minY + row
                if let symbol = line.symbol, !symbol.isEmpty {
                    region.write(symbol, at: Point(x: interior.minX + 1, y: y), style: Style(line.role, attributes: .bold),
                                 maxWidth: Self.symbolColumns)
                }
                let x = Self.symbolColumns
                region.write(line.text, at: Point(x: interior.minX + 1 + x, y: y), maxWidth: max(0, width - x),
                             ellipsis: glyphs.ellipsis)
            }
            region.drawScrollPosition(viewport, glyphs: glyphs)
        }
    }
}
