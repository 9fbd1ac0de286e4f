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

    public init(_ message: String, role: Role = .banner, glyphs: GlyphSet = .unicode) {
        self.message = message
        self.role = role
        self.glyphs = glyphs
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

    /// Draws the banner across the first row of `rect`.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            guard width > 0, region.bounds.height > 0 else { return }
            let style = Style(role)
            region.fill(rect: Rect(x: 0, y: 0, width: width, height: 1), style: style)
            let line = symbol.isEmpty ? " \(message)" : " \(symbol) \(message)"
            region.write(line, at: .zero, style: style, ellipsis: glyphs.ellipsis)
        }
    }
}
