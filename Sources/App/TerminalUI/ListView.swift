/// A scrolling list with one selected row, such as the story or hero list.
///
/// Rows come from a closure (or a random-access collection) asked only for the indices on
/// screen, so drawing a list of ten thousand stories costs the same as a list of ten. The
/// scroll offset is the app's state: pass the previous one in, store the one `draw` returns.
///
/// Layout: one item per row; the selected row is drawn in the `selected` role across the full
/// width; secondary text is right-aligned in the row's own style (not muted: a colour change on
/// the row the highlight leaves costs ~16 bytes per key). When the items do not all fit, the
/// last row shows `↑`/`↓` marks on the left and the position (`12/10000`) on the right.
///
/// Not `Sendable`, because it holds the row closure: build it during the render pass that
/// draws it rather than passing it between tasks.
public struct ListView {
    /// Number of items.
    public var count: Int
    /// The highlighted item, if any.
    public var selectedIndex: Int?
    /// The offset used in the previous frame, so the list scrolls only when it must.
    public var scrollOffset: Int
    /// Whether to give up the last row for the position indicator when the items overflow.
    public var showsPositionIndicator: Bool
    /// Shown (muted) when the list has no items, word-wrapped on as many rows as the list has.
    public var emptyText: String
    public var glyphs: GlyphSet
    private let row: (Int) -> ListRow

    /// A list whose row `index` is produced on demand by `row`, only for visible indices.
    public init(
        count: Int,
        selectedIndex: Int? = nil,
        scrollOffset: Int = 0,
        showsPositionIndicator: Bool = true,
        emptyText: String = "",
        glyphs: GlyphSet = .unicode,
        row: @escaping (Int) -> ListRow
    ) {
        self.count = max(0, count)
        self.selectedIndex = selectedIndex
        self.scrollOffset = scrollOffset
        self.showsPositionIndicator = showsPositionIndicator
        self.emptyText = emptyText
        self.glyphs = glyphs
        self.row = row
    }

    /// A list over a random-access collection, of which only visible elements are read.
    public init<Rows: RandomAccessCollection>(
        rows: Rows,
        selectedIndex: Int? = nil,
        scrollOffset: Int = 0,
        showsPositionIndicator: Bool = true,
        emptyText: String = "",
        glyphs: GlyphSet = .unicode
    ) where Rows.Element == ListRow {
        self.init(
            count: rows.count,
            selectedIndex: selectedIndex,
            scrollOffset: scrollOffset,
            showsPositionIndicator: showsPositionIndicator,
            emptyText: emptyText,
            glyphs: glyphs
        ) { index in
            rows[rows.index(rows.startIndex, offsetBy: index)]
        }
    }

    /// Rows available for items in a list `height` rows tall: one fewer when the position
    /// indicator is needed (items overflow and there are at least two rows).
    public static func visibleRowCount(height: Int, count: Int, showsPositionIndicator: Bool) -> Int {
        guard height > 0 else { return 0 }
        if showsPositionIndicator, height >= 2, count > height {
            return height - 1
        }
        return height
    }

    /// The viewport this list shows in `height` rows, keeping the selection visible.
    public func viewport(height: Int) -> ListViewport {
        let rows = Self.visibleRowCount(height: height, count: count, showsPositionIndicator: showsPositionIndicator)
        let offset = ListViewport.scrollOffset(
            selected: selectedIndex, previousOffset: scrollOffset, visibleRows: rows, count: count
        )
        return ListViewport(count: count, visibleRows: rows, offset: offset)
    }

    /// Draws the list into `rect` and returns the viewport shown (store its `offset`).
    @discardableResult
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) -> ListViewport {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            let height = region.bounds.height
            region.clear()
            let viewport = viewport(height: height)
            guard width > 0, height > 0 else { return viewport }
            if count == 0 {
                for (line, text) in Self.wrappedHint(emptyText, width: width, height: height, ellipsis: glyphs.ellipsis)
                    .enumerated() {
                    region.write(text, at: Point(x: 0, y: line), style: .muted)
                }
                return viewport
            }
            for (line, index) in viewport.visibleRange.enumerated() {
                drawRow(row(index), isSelected: index == selectedIndex, line: line, width: width, on: &region)
            }
            if viewport.visibleRows < height {
                drawIndicator(viewport, line: height - 1, width: width, on: &region)
            }
            return viewport
        }
    }

    /// `text` word-wrapped on at most `height` rows of `width` columns; when even those are not
    /// enough, the last row ends in `ellipsis` (after its last whole word when there is room).
    ///
    /// Why: a hint such as "No heroes yet. Press n to create one." is the only guidance an empty
    /// list gives, and a narrow pane cut it after a few words while rows below stood empty.
    public static func wrappedHint(_ text: String, width: Int, height: Int, ellipsis: String) -> [String] {
        guard width > 0, height > 0 else { return [] }
        var lines = DisplayWidth.wrap(text, width: width)
        guard lines.count > height else { return lines }
        let last = lines[height - 1]
        let next = lines[height]
        lines.removeSubrange((height - 1)...)
        if DisplayWidth.width(of: last) + DisplayWidth.width(of: ellipsis) <= width {
            lines.append(last + ellipsis)
        } else {
            lines.append(DisplayWidth.truncate(last + " " + next, toWidth: width, ellipsis: ellipsis))
        }
        return lines
    }

    private func drawRow(_ item: ListRow, isSelected: Bool, line: Int, width: Int, on region: inout ScreenBuffer) {
        let style = isSelected ? Style(.selected, attributes: item.style.attributes) : item.style
        region.fill(rect: Rect(x: 0, y: line, width: width, height: 1), style: style)
        var textWidth = width
        if !item.secondaryText.isEmpty, width >= 3 {
            // The secondary text may use half the row, or more when the main text is short.
            let budget = max((width - 1) / 2, width - 1 - DisplayWidth.width(of: item.text))
            let secondary = DisplayWidth.truncate(item.secondaryText, toWidth: budget, ellipsis: glyphs.ellipsis)
            let secondaryWidth = DisplayWidth.width(of: secondary)
            if secondaryWidth > 0 {
                region.write(secondary, at: Point(x: width - secondaryWidth, y: line), style: style)
                textWidth = width - secondaryWidth - 1
            }
        }
        let drawn = region.write(item.text, at: Point(x: 0, y: line), style: style, maxWidth: textWidth,
                                 ellipsis: glyphs.ellipsis)
        if let emphasis = item.emphasizedColumns, drawn > 0 {
            // A cut row ends in the ellipsis, which is not part of the match.
            let isCut = DisplayWidth.width(of: item.text) > drawn
            let end = min(emphasis.upperBound, isCut ? drawn - DisplayWidth.width(of: glyphs.ellipsis) : drawn)
            let start = max(0, emphasis.lowerBound)
            if start < end {
                region.setStyle(style.adding(.underline), in: Rect(x: start, y: line, width: end - start, height: 1))
            }
        }
    }

    private func drawIndicator(_ viewport: ListViewport, line: Int, width: Int, on region: inout ScreenBuffer) {
        let position: String
        if let selectedIndex {
            position = "\(selectedIndex.clamped(to: 0...(count - 1)) + 1)/\(count)"
        } else {
            position = "\(viewport.offset + 1)-\(viewport.visibleRange.upperBound)/\(count)"
        }
        let arrows = (viewport.hasMoreAbove ? glyphs.moreAbove : " ") + (viewport.hasMoreBelow ? glyphs.moreBelow : " ")
        let positionWidth = DisplayWidth.width(of: position)
        if positionWidth + 3 <= width {
            region.write(arrows, at: Point(x: 0, y: line), style: .muted)
        }
        let shown = DisplayWidth.truncate(position, toWidth: width, ellipsis: "")
        // Normal, not muted: it changes on every move, and a colour change costs ~16 bytes each time.
        region.write(shown, at: Point(x: width - DisplayWidth.width(of: shown), y: line), style: .normal)
    }
}
