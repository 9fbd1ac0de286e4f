/// A centred dialog box: title, a message, and a row of buttons of which one is focused
/// (it is also what Enter picks, so the focused button is the default).
///
/// Used for confirmations ("Delete this story?") and errors that need acknowledging. The box
/// sizes itself to its content, up to `maximumWidth` and the screen, wraps the message to fit,
/// and clears what is behind it so underlying text cannot bleed through.
public struct Modal: Sendable, Hashable {
    public var title: String
    /// Paragraphs of the message; each is word-wrapped, an empty one leaves a blank line.
    public var bodyLines: [String]
    public var buttons: [String]
    /// The focused (and default) button's index; clamped when drawing.
    public var focusedButton: Int
    /// `.normal` for ordinary dialogs; `.error` or `.warning` colour the border and title.
    public var role: Role
    /// The widest the box may be, border included; readability drops on very wide boxes.
    public var maximumWidth: Int
    public var glyphs: GlyphSet

    public init(
        title: String,
        bodyLines: [String],
        buttons: [String] = ["OK"],
        focusedButton: Int = 0,
        role: Role = .normal,
        maximumWidth: Int = 60,
        glyphs: GlyphSet = .unicode
    ) {
        self.title = title
        self.bodyLines = bodyLines
        self.buttons = buttons
        self.focusedButton = focusedButton
        self.role = role
        self.maximumWidth = maximumWidth
        self.glyphs = glyphs
    }

    /// Where the box goes inside `bounds` (the screen).
    public func frame(in bounds: Rect) -> Rect {
        let layout = layout(in: bounds)
        return bounds.centered(width: layout.outerWidth, height: layout.outerHeight)
    }

    /// Draws the dialog centred in `bounds` and returns the frame it occupies.
    @discardableResult
    public func draw(in bounds: Rect, on buffer: inout ScreenBuffer) -> Rect {
        let layout = layout(in: bounds)
        let frame = bounds.centered(width: layout.outerWidth, height: layout.outerHeight)
        buffer.withRegion(frame) { region in
            let width = region.bounds.width
            let height = region.bounds.height
            region.clear()
            guard width > 0, height > 0 else { return }
            let borderStyle = role == .normal ? Style.border : Style(role)
            let titleStyle = role == .normal ? Style.title : Style(role, attributes: .bold)
            region.drawBox(region.bounds, box: glyphs.box, style: borderStyle, title: title, titleStyle: titleStyle,
                           ellipsis: glyphs.ellipsis)
            let left = 1 + layout.padding
            let bodyRows = max(0, height - 2 - (buttons.isEmpty ? 0 : 2))
            for (row, line) in layout.body.prefix(bodyRows).enumerated() {
                region.write(line, at: Point(x: left, y: 1 + row), maxWidth: layout.contentWidth, ellipsis: glyphs.ellipsis)
            }
            if !buttons.isEmpty, height >= 3 {
                drawButtons(row: height - 2, left: left, width: layout.contentWidth, on: &region)
            }
        }
        return frame
    }

    /// How a button is shown: `[ OK ]`.
    private static func label(_ button: String) -> String {
        "[ \(button) ]"
    }

    private func drawButtons(row: Int, left: Int, width: Int, on region: inout ScreenBuffer) {
        let focused = focusedButton.clamped(to: 0...(buttons.count - 1))
        let total = buttonRowWidth
        var column = left + max(0, (width - total) / 2)
        let end = left + width
        for (index, button) in buttons.enumerated() {
            guard column < end else { break }
            let style = index == focused ? Style(.selected, attributes: .bold) : Style.normal
            column += region.write(Self.label(button), at: Point(x: column, y: row), style: style, maxWidth: end - column)
            column += 2
        }
    }

    private var buttonRowWidth: Int {
        guard !buttons.isEmpty else { return 0 }
        return buttons.reduce(0) { $0 + DisplayWidth.width(of: Self.label($1)) } + 2 * (buttons.count - 1)
    }

    /// The box's measurements for one screen size.
    private struct Layout {
        var outerWidth: Int
        var outerHeight: Int
        /// Blank columns between the border and the content on each side.
        var padding: Int
        var contentWidth: Int
        /// The message wrapped to `contentWidth`.
        var body: [String]
    }

    /// Sizes of the box for `bounds`, and the message wrapped to its content width.
    private func layout(in bounds: Rect) -> Layout {
        let widest = min(max(0, maximumWidth), bounds.width)
        let padding = widest >= 6 ? 1 : 0
        let room = max(0, widest - 2 - 2 * padding)
        let natural = max(
            DisplayWidth.width(of: title) + 4,
            bodyLines.map { DisplayWidth.width(of: $0) }.max() ?? 0,
            buttonRowWidth,
            12
        )
        let contentWidth = min(natural, room)
        let body = bodyLines.flatMap { line -> [String] in
            let wrapped = DisplayWidth.wrap(line, width: contentWidth)
            return wrapped.isEmpty ? [""] : wrapped
        }
        let naturalHeight = 2 + body.count + (buttons.isEmpty ? 0 : 2)
        let outerWidth = contentWidth + 2 + 2 * padding
        return Layout(
            outerWidth: min(outerWidth, bounds.width),
            outerHeight: min(naturalHeight, bounds.height),
            padding: padding,
            contentWidth: contentWidth,
            body: body
        )
    }
}
