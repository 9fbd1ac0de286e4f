/// A multi-line input (an event's idea, a paragraph long once the assistant enhanced it): the
/// text wraps at word boundaries over the rows it is given, with an error message on its last
/// row, and scrolls so the row with the cursor is always shown.
///
/// Like `TextField` it draws an editor's text and places the terminal cursor; it keeps no
/// scroll state of its own: the window is the one that ends at the cursor's row, or the top.
public struct TextArea: Sendable, Hashable {
    public var value: String
    /// Cursor position in grapheme clusters of `value`.
    public var cursor: Int
    /// Shown (muted) while the value is empty.
    public var placeholder: String
    /// A validation message drawn on the last row in the `error` role.
    public var errorText: String?
    public var isFocused: Bool
    public var glyphs: GlyphSet

    public init(editor: LineEditor, placeholder: String = "", errorText: String? = nil, isFocused: Bool = false,
                glyphs: GlyphSet = .unicode) {
        value = editor.text
        cursor = editor.cursor
        self.placeholder = placeholder
        self.errorText = errorText
        self.isFocused = isFocused
        self.glyphs = glyphs
    }

    /// One wrapped row: where it starts in the text (in characters) and how many it holds.
    public struct Row: Sendable, Hashable {
        public var start: Int
        public var count: Int
    }

    /// `characters` wrapped at `width` columns: a row breaks after the last space that fits,
    /// or inside a word longer than the row. The spaces stay in the rows (a space at a row's
    /// end may fall outside it), so every character, and so the cursor, has a row.
    public static func rows(of characters: [Character], width: Int) -> [Row] {
        let width = max(1, width)
        var rows: [Row] = []
        var start = 0
        var used = 0
        var breakAfter: Int?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let columns = DisplayWidth.width(of: character)
            if character == " " {
                used += columns
                breakAfter = index
                index += 1
                continue
            }
            if used + columns > width, index > start {
                let end = breakAfter.map { $0 + 1 } ?? index
                rows.append(Row(start: start, count: end - start))
                start = end
                used = characters[start..<index].reduce(0) { $0 + DisplayWidth.width(of: $1) }
                breakAfter = nil
                continue
            }
            used += columns
            index += 1
        }
        rows.append(Row(start: start, count: characters.count - start))
        return rows
    }

    /// The row holding `cursor` (at a row's end it is that row's, unless the next row starts there).
    static func row(ofCursor cursor: Int, in rows: [Row]) -> Int {
        rows.lastIndex { $0.start <= cursor } ?? 0
    }

    /// Draws the area into `rect`.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            region.clear()
            let width = region.bounds.width
            var textRows = region.bounds.height
            if let errorText, !errorText.isEmpty, textRows >= 2 {
                textRows -= 1
                region.write(errorText, at: Point(x: 0, y: textRows), style: .error, maxWidth: width, ellipsis: glyphs.ellipsis)
            }
            guard width > 0, textRows > 0 else { return }
            let fieldStyle = Style(.normal, attributes: .underline)
            region.fill(rect: Rect(x: 0, y: 0, width: width, height: textRows), style: fieldStyle)
            let characters = Array(value)
            guard !characters.isEmpty else {
                region.write(placeholder, at: .zero, style: Style(.muted, attributes: .underline), maxWidth: width,
                             ellipsis: glyphs.ellipsis)
                if isFocused { region.setCursor(at: .zero) }
                return
            }
            // Room for the cursor after the last character.
            let rows = Self.rows(of: characters, width: max(1, width - 1))
            let cursor = min(max(0, cursor), characters.count)
            let cursorRow = Self.row(ofCursor: cursor, in: rows)
            let first = max(0, cursorRow - textRows + 1)
            for (offset, row) in rows[first..<min(rows.count, first + textRows)].enumerated() {
                let text = String(characters[row.start..<(row.start + row.count)])
                region.write(text, at: Point(x: 0, y: offset), style: fieldStyle, maxWidth: width)
            }
            if first > 0 {
                region.write(glyphs.moreAbove, at: Point(x: width - 1, y: 0), style: Style(.muted, attributes: .underline))
            }
            if first + textRows < rows.count {
                region.write(glyphs.moreBelow, at: Point(x: width - 1, y: textRows - 1), style: Style(.muted, attributes: .underline))
            }
            guard isFocused else { return }
            let row = rows[cursorRow]
            let column = characters[row.start..<cursor].reduce(0) { $0 + DisplayWidth.width(of: $1) }
            region.setCursor(at: Point(x: min(column, width - 1), y: cursorRow - first))
        }
    }
}
