/// Horizontal bars with a label on the left and the figure on the right, one row per bar, the
/// longest bar for the largest value; a highlighted bar (the leader) is drawn in a stronger style.
///
/// Bars grow in eighths of a cell (`▏`...`█`) on Unicode terminals and in whole `#` cells in
/// ASCII, so the lengths compare without colour.
public struct BarChart: Sendable, Hashable {
    public struct Bar: Sendable, Hashable {
        public var label: String
        public var value: Int
        /// What is written after the bar (`42 min`).
        public var valueText: String
        public var isHighlighted: Bool

        public init(label: String, value: Int, valueText: String, isHighlighted: Bool = false) {
            self.label = label
            self.value = value
            self.valueText = valueText
            self.isHighlighted = isHighlighted
        }
    }

    public var bars: [Bar]
    public var glyphs: GlyphSet

    public init(bars: [Bar], glyphs: GlyphSet = .unicode) {
        self.bars = bars
        self.glyphs = glyphs
    }

    /// The bar's cells for `value` in `width` columns, the largest value filling them.
    public func barText(value: Int, largest: Int, width: Int) -> String {
        guard width > 0, largest > 0, value > 0 else { return "" }
        let eighths = glyphs.progressEighths
        let steps = eighths.count + 1
        // At least one step for any value above zero; rounded to the nearest step.
        let total = max(1, min(width * steps, (value * width * steps * 2 + largest) / (largest * 2)))
        var text = String(repeating: String(glyphs.progressFilled), count: total / steps)
        if total % steps > 0, !eighths.isEmpty { text.append(eighths[total % steps - 1]) }
        if text.isEmpty { text = String(glyphs.progressFilled) }
        return text
    }

    /// Draws as many bars as `rect` has rows.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        guard rect.width > 0, rect.height > 0 else { return }
        let largest = bars.map(\.value).max() ?? 0
        let labelWidth = min(bars.map { DisplayWidth.width(of: $0.label) }.max() ?? 0, max(1, rect.width * 2 / 5))
        let valueWidth = bars.map { DisplayWidth.width(of: $0.valueText) }.max() ?? 0
        let barWidth = rect.width - labelWidth - valueWidth - 2
        for (row, bar) in bars.prefix(rect.height).enumerated() {
            let y = rect.y + row
            let labelStyle: Style = bar.isHighlighted ? Style(.accent, attributes: [.bold]) : .normal
            buffer.write(bar.label, at: Point(x: rect.x, y: y), style: labelStyle, maxWidth: labelWidth,
                         ellipsis: glyphs.ellipsis)
            var x = rect.x + labelWidth + 1
            if barWidth > 0 {
                x += buffer.write(barText(value: bar.value, largest: largest, width: barWidth), at: Point(x: x, y: y),
                                  style: bar.isHighlighted ? .success : .accent)
                x += 1
            }
            buffer.write(bar.valueText, at: Point(x: x, y: y), style: bar.isHighlighted ? .normal : .muted,
                         maxWidth: max(0, rect.maxX - x), ellipsis: glyphs.ellipsis)
        }
    }
}
