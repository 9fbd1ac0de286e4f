/// A full-width message line: errors, warnings, confirmations and notices at the top or bottom
/// of the screen.
///
/// Each kind starts with its own symbol (`✗`, `!`, `✓`), so the meaning survives monochrome
/// terminals and colour blindness, not only the role's colour.
public struct Banner: Sendable, Hashable {
    public var message: String
    /// Usually `.error`, `.warning`, `.success` or `.banner` (neutral notice).
    public var role: Role
    public var glyphs: GlyphSet
    /// Where to read a message cut short (`M all`), written after the ellipsis; may be empty.
    public var moreHint: String

    public init(_ message: String, role: Role = .banner, glyphs: GlyphSet = .unicode, moreHint: String = "") {
        self.message = message
        self.role = role
        self.glyphs = glyphs
        self.moreHint = moreHint
    }

    /// The symbol shown before the message for this role, if any.
    public var symbol: String {
        switch (role, glyphs) {
        case (.error, .unicode): "✗"
        case (.error, .ascii): "x"
        case (.warning, _): "!"
        case (.success, .unicode): "✓"
        case (.success, .ascii): "+"
        default: ""
        }
    }

    /// The rows the message takes at `width` when wrapped (at least 1).
    public func lineCount(width: Int) -> Int {
        max(1, DisplayWidth.wrap(message, width: textWidth(in: width)).count)
    }

    /// Draws the banner across the rows of `rect`, the message wrapped under itself; what does
    /// not fit ends with an ellipsis.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            guard width > 0, region.bounds.height > 0 else { return }
            let style = Style(role)
            region.fill(rect: region.bounds, style: style)
            let lead = symbol.isEmpty ? " " : " \(symbol) "
            let leadWidth = DisplayWidth.width(of: lead)
            region.write(lead, at: .zero, style: style)
            let lines = DisplayWidth.wrap(message, width: textWidth(in: width))
            let rows = min(max(1, lines.count), region.bounds.height)
            let room = max(0, width - leadWidth)
            for row in 0..<min(rows, lines.count) {
                guard row == rows - 1, lines.count > rows else {
                    region.write(lines[row], at: Point(x: leadWidth, y: row), style: style, maxWidth: room,
                                 ellipsis: glyphs.ellipsis)
                    continue
                }
                let hintWidth = moreHint.isEmpty ? 0 : DisplayWidth.width(of: moreHint) + 1
                let used = region.write(lines[row] + glyphs.ellipsis, at: Point(x: leadWidth, y: row), style: style,
                                        maxWidth: max(0, room - hintWidth), ellipsis: glyphs.ellipsis)
                if !moreHint.isEmpty {
                    region.write(moreHint, at: Point(x: leadWidth + used + 1, y: row), style: Style(role, attributes: .bold),
                                 maxWidth: max(0, room - used - 1))
                }
            }
        }
    }

    /// Columns for the message after the symbol, leaving the last column free.
    private func textWidth(in width: Int) -> Int {
        let lead = symbol.isEmpty ? 1 : DisplayWidth.width(of: symbol) + 2
        return max(1, width - lead - 1)
    }
}
