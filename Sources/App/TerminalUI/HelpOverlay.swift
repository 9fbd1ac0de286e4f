/// The `?` screen: every key binding, grouped in sections, in a box over the current screen.
///
/// Keys line up in one column so descriptions are easy to scan. The list scrolls when the
/// terminal is too short; the bottom border then shows which lines are visible (`1-12/30`).
public struct HelpOverlay: Sendable, Hashable {
    public var sections: [HelpSection]
    /// The first content line shown in the previous frame.
    public var scrollOffset: Int
    public var title: String
    /// The widest the box may be, border included.
    public var maximumWidth: Int
    public var glyphs: GlyphSet

    public init(
        sections: [HelpSection],
        scrollOffset: Int = 0,
        title: String = "Help",
        maximumWidth: Int = 72,
        glyphs: GlyphSet = .unicode
    ) {
        self.sections = sections
        self.scrollOffset = scrollOffset
        self.title = title
        self.maximumWidth = maximumWidth
        self.glyphs = glyphs
    }

    /// One line of content: a section title, a binding, or a blank separator.
    private enum Line {
        case sectionTitle(String)
        case binding(key: String, description: String)
        case blank
    }

    /// Content lines, with a blank line between sections.
    private var contentLines: [Line] {
        var lines: [Line] = []
        for section in sections {
            if !lines.isEmpty {
                lines.append(.blank)
            }
            if !section.title.isEmpty {
                lines.append(.sectionTitle(section.title))
            }
            for hint in section.hints {
                lines.append(.binding(key: hint.keyName(glyphs: glyphs), description: hint.label))
            }
        }
        return lines
    }

    /// Where the box goes inside `bounds` (the screen): a margin around it when there is room,
    /// no wider than `maximumWidth`, no taller than its content.
    public func frame(in bounds: Rect) -> Rect {
        let margin = bounds.width >= 20 && bounds.height >= 8 ? bounds.inset(top: 1, left: 2, bottom: 1, right: 2) : bounds
        let width = min(margin.width, max(0, maximumWidth))
        let height = min(margin.height, contentLines.count + 2)
        return margin.centered(width: width, height: height)
    }

    /// Draws the overlay centred in `bounds` and returns the viewport of content lines shown.
    @discardableResult
    public func draw(in bounds: Rect, on buffer: inout ScreenBuffer) -> ListViewport {
        let lines = contentLines
        let frame = frame(in: bounds)
        return buffer.withRegion(frame) { region in
            region.clear()
            let interior = region.drawBox(region.bounds, box: glyphs.box, title: title, ellipsis: glyphs.ellipsis)
            let viewport = ListViewport(count: lines.count, visibleRows: interior.height, offset: scrollOffset)
            guard interior.width > 2, interior.height > 0 else { return viewport }
            let contentWidth = interior.width - 2
            let widestKey = lines.reduce(0) { widest, line in
                if case .binding(let key, _) = line {
                    return max(widest, DisplayWidth.width(of: key))
                }
                return widest
            }
            let keyColumn = min(widestKey, max(1, contentWidth / 3))
            for (row, index) in viewport.visibleRange.enumerated() {
                let point = Point(x: interior.minX + 1, y: interior.minY + row)
                draw(lines[index], at: point, width: contentWidth, keyColumn: keyColumn, on: &region)
            }
            region.drawScrollPosition(viewport, glyphs: glyphs)
            return viewport
        }
    }

    private func draw(_ line: Line, at point: Point, width: Int, keyColumn: Int, on region: inout ScreenBuffer) {
        switch line {
        case .blank:
            break
        case .sectionTitle(let text):
            region.write(text, at: point, style: .title, maxWidth: width, ellipsis: glyphs.ellipsis)
        case .binding(let key, let description):
            let indent = width > keyColumn + 4 ? 2 : 0
            region.write(key, at: Point(x: point.x + indent, y: point.y), style: Style(.accent, attributes: .bold),
                         maxWidth: keyColumn, ellipsis: glyphs.ellipsis)
            let descriptionX = indent + keyColumn + 2
            guard descriptionX < width else { return }
            region.write(description, at: Point(x: point.x + descriptionX, y: point.y), maxWidth: width - descriptionX,
                         ellipsis: glyphs.ellipsis)
        }
    }
}
