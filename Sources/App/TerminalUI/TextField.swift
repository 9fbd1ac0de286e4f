/// A labelled single-line input (hero name, server URL, password) with placeholder, masking,
/// and an error message below it.
///
/// Layout: row 0 holds the label, a space, then the input area (underlined, so its extent is
/// visible without colour); row 1, when `errorText` is set, holds the error. When focused the
/// label is emphasised and the terminal cursor is placed in the field (`ScreenBuffer.cursorPosition`).
///
/// Long values scroll horizontally so the cursor stays visible. The first visible character
/// is the app's state like a list's scroll offset: pass the previous one in, keep the one `draw`
/// returns, and the text moves only when the cursor would leave the field.
public struct TextField: Sendable, Hashable {
    public var label: String
    public var value: String
    /// Cursor position in grapheme clusters of `value`.
    public var cursor: Int
    /// Index of the first character shown in the previous frame.
    public var scrollOffset: Int
    /// Shown (muted) while the value is empty.
    public var placeholder: String
    /// Whether to show each character as `GlyphSet.maskCharacter` (passwords, tokens).
    public var isMasked: Bool
    /// A validation message drawn on the row below in the `error` role.
    public var errorText: String?
    public var isFocused: Bool
    public var glyphs: GlyphSet

    public init(
        label: String = "",
        value: String = "",
        cursor: Int? = nil,
        scrollOffset: Int = 0,
        placeholder: String = "",
        isMasked: Bool = false,
        errorText: String? = nil,
        isFocused: Bool = false,
        glyphs: GlyphSet = .unicode
    ) {
        self.label = label
        self.value = value
        self.cursor = cursor ?? value.count
        self.scrollOffset = scrollOffset
        self.placeholder = placeholder
        self.isMasked = isMasked
        self.errorText = errorText
        self.isFocused = isFocused
        self.glyphs = glyphs
    }

    /// A field showing an editor's text and cursor.
    public init(
        label: String = "",
        editor: LineEditor,
        scrollOffset: Int = 0,
        placeholder: String = "",
        isMasked: Bool = false,
        errorText: String? = nil,
        isFocused: Bool = false,
        glyphs: GlyphSet = .unicode
    ) {
        self.init(
            label: label,
            value: editor.text,
            cursor: editor.cursor,
            scrollOffset: scrollOffset,
            placeholder: placeholder,
            isMasked: isMasked,
            errorText: errorText,
            isFocused: isFocused,
            glyphs: glyphs
        )
    }

    /// Rows the field needs: one, or two with an error message.
    public var height: Int {
        errorText.map { $0.isEmpty ? 1 : 2 } ?? 1
    }

    /// The first character to show so the cursor stays inside a field `fieldWidth` columns wide,
    /// moving as little as possible from `previousOffset`.
    ///
    /// `widths` are the columns of each character. The cursor needs one column of its own
    /// (past the last character it sits on an empty cell). When the text after the offset leaves
    /// room, the offset moves back so the field shows as much as it can.
    public static func scrollOffset(cursor: Int, previousOffset: Int, widths: [Int], fieldWidth: Int) -> Int {
        let count = widths.count
        guard fieldWidth > 0, count > 0 else { return 0 }
        let cursor = cursor.clamped(to: 0...count)
        var start = previousOffset.clamped(to: 0...cursor)
        var beforeCursor = widths[start..<cursor].reduce(0, +)
        while start < cursor, beforeCursor + 1 > fieldWidth {
            beforeCursor -= widths[start]
            start += 1
        }
        var needed = widths[start...].reduce(0, +) + (cursor == count ? 1 : 0)
        while start > 0, needed + widths[start - 1] <= fieldWidth {
            start -= 1
            needed += widths[start]
        }
        return start
    }

    /// Draws the field into `rect` and returns the scroll offset used (store it for next frame).
    @discardableResult
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) -> Int {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            region.clear()
            guard width > 0, region.bounds.height > 0 else { return 0 }
            let fieldX = drawLabel(width: width, on: &region)
            let fieldWidth = width - fieldX
            if let errorText, !errorText.isEmpty, region.bounds.height >= 2 {
                region.write(errorText, at: Point(x: 0, y: 1), style: .error, ellipsis: glyphs.ellipsis)
            }
            guard fieldWidth > 0 else { return 0 }
            return drawValue(at: fieldX, width: fieldWidth, on: &region)
        }
    }

    /// Draws the label and returns the column where the input area starts.
    private func drawLabel(width: Int, on region: inout ScreenBuffer) -> Int {
        guard !label.isEmpty else { return 0 }
        // The label may take at most half the row; the input matters more.
        let shown = DisplayWidth.truncate(label, toWidth: (width - 1) / 2, ellipsis: glyphs.ellipsis)
        guard !shown.isEmpty else { return 0 }
        let style = isFocused ? Style(.accent, attributes: .bold) : Style.normal
        return region.write(shown, at: .zero, style: style) + 1
    }

    /// Draws the (scrolled) value or placeholder, places the cursor, returns the offset used.
    private func drawValue(at fieldX: Int, width fieldWidth: Int, on region: inout ScreenBuffer) -> Int {
        let fieldStyle = Style(.normal, attributes: .underline)
        region.fill(rect: Rect(x: fieldX, y: 0, width: fieldWidth, height: 1), style: fieldStyle)
        let characters = Array(value)
        if characters.isEmpty {
            region.write(placeholder, at: Point(x: fieldX, y: 0), style: Style(.muted, attributes: .underline),
                         maxWidth: fieldWidth, ellipsis: glyphs.ellipsis)
            placeCursor(at: Point(x: fieldX, y: 0), on: &region)
            return 0
        }
        let widths = isMasked
            ? Array(repeating: 1, count: characters.count)
            : characters.map { DisplayWidth.width(of: $0) }
        let cursor = self.cursor.clamped(to: 0...characters.count)
        let offset = Self.scrollOffset(
            cursor: cursor, previousOffset: scrollOffset, widths: widths, fieldWidth: fieldWidth
        )
        var end = offset
        var used = 0
        while end < characters.count, used + widths[end] <= fieldWidth {
            used += widths[end]
            end += 1
        }
        if end < characters.count, used < fieldWidth {
            // A wide character cut by the edge: include it so the buffer draws its visible half
            // as a space rather than leaving the cell looking empty by accident.
            end += 1
        }
        let visible = isMasked
            ? String(repeating: String(glyphs.maskCharacter), count: end - offset)
            : String(characters[offset..<end])
        region.write(visible, at: Point(x: fieldX, y: 0), style: fieldStyle, maxWidth: fieldWidth)
        let cursorColumn = fieldX + widths[offset..<cursor].reduce(0, +)
        placeCursor(at: Point(x: cursorColumn, y: 0), on: &region)
        return offset
    }

    private func placeCursor(at point: Point, on region: inout ScreenBuffer) {
        if isFocused {
            region.setCursor(at: point)
        }
    }
}
