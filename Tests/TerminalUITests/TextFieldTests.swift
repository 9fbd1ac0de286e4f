import Testing
import TerminalUI

@Suite("TextField")
struct TextFieldTests {
    @Test("the offset keeps the cursor visible and moves as little as possible")
    func scrollOffsetNarrow() {
        let ten = Array(repeating: 1, count: 10)
        // Cursor at the end of 10 characters in a 5-column field: 4 characters and the cursor cell.
        #expect(TextField.scrollOffset(cursor: 10, previousOffset: 0, widths: ten, fieldWidth: 5) == 6)
        // Cursor back inside the text: the spare end column is no longer needed, show 5 characters.
        #expect(TextField.scrollOffset(cursor: 8, previousOffset: 6, widths: ten, fieldWidth: 5) == 5)
        // Cursor left of the window: the window starts at the cursor.
        #expect(TextField.scrollOffset(cursor: 2, previousOffset: 6, widths: ten, fieldWidth: 5) == 2)
        // Within the window: no movement.
        #expect(TextField.scrollOffset(cursor: 4, previousOffset: 2, widths: ten, fieldWidth: 5) == 2)
    }

    @Test("scroll offsets count wide characters as two columns")
    func scrollOffsetWide() {
        let wide = Array(repeating: 2, count: 5)
        // Two wide characters (4 columns) plus the cursor cell fill a 5-column field.
        #expect(TextField.scrollOffset(cursor: 5, previousOffset: 0, widths: wide, fieldWidth: 5) == 3)
        #expect(TextField.scrollOffset(cursor: 0, previousOffset: 3, widths: wide, fieldWidth: 5) == 0)
        #expect(TextField.scrollOffset(cursor: 3, previousOffset: 0, widths: [], fieldWidth: 5) == 0)
        #expect(TextField.scrollOffset(cursor: 3, previousOffset: 1, widths: wide, fieldWidth: 0) == 0)
        #expect(TextField.scrollOffset(cursor: 99, previousOffset: -9, widths: wide, fieldWidth: 1) == 5)
    }

    @Test("a focused field with CJK text scrolls and places the terminal cursor")
    func focusedWideText() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        let field = TextField(label: "Name", value: "漢字漢字漢", isFocused: true)
        let offset = field.draw(in: buffer.bounds, on: &buffer)
        #expect(offset == 2)
        #expect(buffer.lines() == ["Name 漢字漢 "])
        #expect(buffer.roleMask() == ["aaaa........"])
        #expect(buffer.cursorPosition == Point(x: 11, y: 0))
        #expect(buffer.cell(at: Point(x: 11, y: 0))?.style == Style(.normal, attributes: .underline))
        #expect(buffer.cell(at: .zero)?.style == Style(.accent, attributes: .bold))
    }

    @Test("moving the cursor left keeps the view until the cursor reaches its edge")
    func cursorMovesLeft() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        var field = TextField(label: "Name", value: "漢字漢字漢", cursor: 3, scrollOffset: 2, isFocused: true)
        #expect(field.draw(in: buffer.bounds, on: &buffer) == 2)
        #expect(buffer.cursorPosition == Point(x: 7, y: 0))
        field.cursor = 1
        #expect(field.draw(in: buffer.bounds, on: &buffer) == 1)
        // 字漢字 fit in the 7-column field; the fourth character is cut and shown as a space.
        #expect(buffer.lines() == ["Name 字漢字 "])
        #expect(buffer.cursorPosition == Point(x: 5, y: 0))
    }

    @Test("masked values show one mask glyph per character in either glyph set")
    func masked() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        TextField(value: "s3cr€t", isMasked: true, glyphs: .ascii).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["******  "])
        TextField(value: "漢字", isMasked: true).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["••      "])
    }

    @Test("an empty field shows its placeholder, muted, and no cursor when unfocused")
    func placeholder() {
        var buffer = ScreenBuffer(width: 16, height: 1)
        TextField(label: "Hero", placeholder: "Your name").draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["Hero Your name  "])
        #expect(buffer.roleMask() == ["....." + mask("m", 9) + ".."])
        #expect(buffer.cursorPosition == nil)
    }

    @Test("an error message is drawn on the second row in the error role")
    func errorRow() {
        let field = TextField(label: "Name", value: "", errorText: "Name is required")
        #expect(field.height == 2)
        #expect(TextField(label: "Name").height == 1)
        var buffer = ScreenBuffer(width: 20, height: 2)
        field.draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines()[1] == "Name is required    ")
        #expect(buffer.roleMask()[1] == mask("e", 16) + "....")
    }

    @Test("a wide character cut by the field's edge becomes a space; tiny fields do not trap")
    func edges() {
        var buffer = ScreenBuffer(width: 2, height: 1)
        TextField(value: "a漢", cursor: 0).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["a "])
        var tiny = ScreenBuffer(width: 1, height: 1)
        TextField(label: "Name", value: "abc", isFocused: true).draw(in: tiny.bounds, on: &tiny)
        #expect(tiny.lines() == [" "])
        #expect(tiny.cursorPosition == Point(x: 0, y: 0))
        var none = ScreenBuffer(width: 0, height: 0)
        TextField(label: "Name", value: "abc", isFocused: true).draw(in: none.bounds, on: &none)
        #expect(none.cursorPosition == nil)
    }
}
