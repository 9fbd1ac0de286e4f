/// Vertical bars of whole numbers, one column each, bottom-aligned over `rect.height` rows and
/// scaled to the largest value: a sparkline when one row high, a small bar chart when taller.
///
/// Bars grow in eighths of a cell (`▁`...`█`), or in ASCII `_ - = #`. Any value above zero
/// shows at least an eighth, so a short day is never mistaken for none; a zero shows a muted dot
/// on the bottom row, so gaps read as gaps.
public struct Sparkline: Sendable, Hashable {
    public var values: [Int]
    public var glyphs: GlyphSet
    /// Style of the bars.
    public var style: Style

    public init(values: [Int], glyphs: GlyphSet = .unicode, style: Style = .accent) {
        self.values = values
        self.glyphs = glyphs
        self.style = style
    }

    /// Partial cells from 1/8 to 7/8, then the full cell.
    var steps: [Character] {
        glyphs == .ascii ? ["_", "_", "-", "-", "=", "=", "#", "#"] : ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    }

    /// The number of eighths each value's bar gets in `rows` rows (the largest fills them all).
    public func heights(rows: Int) -> [Int] {
        let largest = values.max() ?? 0
        guard largest > 0, rows > 0 else { return values.map { _ in 0 } }
        let total = rows * 8
        return values.map { value in
            guard value > 0 else { return 0 }
            // Rounded to the nearest eighth, at least one.
            return max(1, min(total, (value * total * 2 + largest) / (largest * 2)))
        }
    }

    /// Draws the last values that fit, the newest in the rightmost column.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let shown = Array(heights(rows: rect.height).suffix(rect.width))
        let x0 = rect.x + rect.width - shown.count
        for (column, eighths) in shown.enumerated() {
            let x = x0 + column
            if eighths == 0 {
                buffer.write(glyphs == .ascii ? "." : "·", at: Point(x: x, y: rect.maxY - 1), style: .muted)
                continue
            }
            for row in 0..<rect.height {
                let filled = eighths - row * 8
                guard filled > 0 else { break }
                let character = steps[min(filled, 8) - 1]
                buffer.write(String(character), at: Point(x: x, y: rect.maxY - 1 - row), style: style)
            }
        }
    }
}
