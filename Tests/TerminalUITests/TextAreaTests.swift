import Testing
import TerminalUI

/// The multi-line input: words wrap whole, every character (so the cursor) has a row, and the
/// rows shown follow the cursor.
@Suite("Text area")
struct TextAreaTests {
    private static func text(_ rows: [TextArea.Row], of string: String) -> [String] {
        let characters = Array(string)
        return rows.map { String(characters[$0.start..<($0.start + $0.count)]) }
    }

    @Test func wordsWrapWholeAndALongWordIsCut() {
        let string = "The tooth fairy oversleeps and a supercalifragilistic owl helps"
        let rows = TextArea.rows(of: Array(string), width: 12)
        #expect(Self.text(rows, of: string) == ["The tooth ", "fairy ", "oversleeps ", "and a ", "supercalifra",
                                                 "gilistic owl ", "helps"])
        #expect(rows.map(\.count).reduce(0, +) == string.count, "every character has a row")
        #expect(TextArea.rows(of: [], width: 5).map(\.count) == [0])
    }

    @Test func theRowsShownFollowTheCursor() {
        let idea = (1...12).map { "Line \($0) of the idea." }.joined(separator: " ")
        func draw(cursor: Int) -> ScreenBuffer {
            var buffer = ScreenBuffer(width: 22, height: 4)
            var editor = LineEditor(text: idea)
            for _ in 0..<(idea.count - cursor) { editor.moveLeft() }
            TextArea(editor: editor, isFocused: true).draw(in: Rect(x: 0, y: 0, width: 22, height: 4), on: &buffer)
            return buffer
        }
        let atEnd = draw(cursor: idea.count)
        #expect(atEnd.lines().last?.contains("Line 12 of the idea.") == true, "\(atEnd.lines())")
        #expect(atEnd.cursorPosition?.y == 3)
        let atStart = draw(cursor: 0)
        #expect(atStart.lines().first?.hasPrefix("Line 1 of the idea.") == true, "\(atStart.lines())")
        #expect(atStart.cursorPosition == Point(x: 0, y: 0))
        #expect(atStart.lines().last?.hasSuffix("↓") == true, "more below is marked")
    }
}
