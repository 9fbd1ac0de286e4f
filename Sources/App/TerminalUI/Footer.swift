/// The key-hint line at the bottom of every screen: `q Quit  ↑/↓ Move  Enter Open`.
///
/// Hints are laid out left to right in the order given (most important first). When they do not
/// all fit, whole hints are dropped from the end and an ellipsis marks that more exist — a hint
/// cut in half would be misleading. Only a first hint too long for the line is truncated.
public struct Footer: Sendable, Hashable {
    public var hints: [KeyHint]
    public var glyphs: GlyphSet

    public init(hints: [KeyHint], glyphs: GlyphSet = .unicode) {
        self.hints = hints
        self.glyphs = glyphs
    }

    /// A footer from `(key, label)` pairs.
    public init(_ pairs: [(key: Key, label: String)], glyphs: GlyphSet = .unicode) {
        self.init(hints: pairs.map { KeyHint($0.key, $0.label) }, glyphs: glyphs)
    }

    /// Space between two hints.
    private static let gap = 2

    /// Draws the hints on the first row of `rect`: keys bold in `accent`, labels `muted`.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            guard width > 0, region.bounds.height > 0 else { return }
            region.fill(rect: Rect(x: 0, y: 0, width: width, height: 1))
            let keyStyle = Style(.accent, attributes: .bold)
            var column = 0
            for (index, hint) in hints.enumerated() {
                let key = hint.keyName(glyphs: glyphs)
                let keyWidth = DisplayWidth.width(of: key)
                let labelWidth = DisplayWidth.width(of: hint.label)
                let hintWidth = keyWidth + (labelWidth > 0 ? 1 + labelWidth : 0)
                let start = index == 0 ? 0 : column + Self.gap
                if start + hintWidth > width {
                    if index == 0 {
                        drawTruncated(key: key, label: hint.label, width: width, keyStyle: keyStyle, on: &region)
                    } else if column + 1 + DisplayWidth.width(of: glyphs.ellipsis) <= width {
                        region.write(glyphs.ellipsis, at: Point(x: column + 1, y: 0), style: .muted)
                    }
                    return
                }
                column = start + region.write(key, at: Point(x: start, y: 0), style: keyStyle)
                if labelWidth > 0 {
                    column += 1 + region.write(hint.label, at: Point(x: column + 1, y: 0), style: .muted)
                }
            }
        }
    }

    private func drawTruncated(key: String, label: String, width: Int, keyStyle: Style, on region: inout ScreenBuffer) {
        let used = region.write(key, at: .zero, style: keyStyle, ellipsis: glyphs.ellipsis)
        guard used + 2 <= width, !label.isEmpty else { return }
        region.write(label, at: Point(x: used + 1, y: 0), style: .muted, ellipsis: glyphs.ellipsis)
    }
}
