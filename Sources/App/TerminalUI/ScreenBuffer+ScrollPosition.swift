extension ScreenBuffer {
    /// Writes ` ↑↓ 1-12/30 ` into the bottom border of a box filling this region, right-aligned,
    /// when the box's content scrolls (the help and the message log).
    mutating func drawScrollPosition(_ viewport: ListViewport, glyphs: GlyphSet) {
        guard viewport.hasMoreAbove || viewport.hasMoreBelow else { return }
        let arrows = (viewport.hasMoreAbove ? glyphs.moreAbove : "") + (viewport.hasMoreBelow ? glyphs.moreBelow : "")
        let text = " \(arrows) \(viewport.offset + 1)-\(viewport.visibleRange.upperBound)/\(viewport.count) "
        let textWidth = DisplayWidth.width(of: text)
        guard textWidth + 4 <= bounds.width else { return }
        write(text, at: Point(x: bounds.width - 2 - textWidth, y: bounds.height - 1), style: .muted)
    }
}
