import Testing
import TerminalUI

/// Applies `event` and reports whether the editor handled it (`#expect` cannot call mutating methods).
private func handle(_ editor: inout LineEditor, _ event: InputEvent) -> Bool {
    editor.handle(event)
}

@Suite("LineEditor")
struct LineEditorTests {
    @Test("the initial cursor is at the end or clamped into the text")
    func initialCursor() {
        #expect(LineEditor(text: "hello").cursor == 5)
        #expect(LineEditor(text: "hello", cursor: -3).cursor == 0)
        #expect(LineEditor(text: "hello", cursor: 99).cursor == 5)
        #expect(LineEditor(text: "two\nlines").text == "two lines")
    }

    @Test("emoji and CJK characters are inserted, crossed and deleted whole")
    func emojiAndCJK() {
        var editor = LineEditor()
        editor.insert("👨‍👩‍👧")
        editor.insert("漢")
        #expect(editor.characters.count == 2)
        #expect(editor.cursor == 2)
        #expect(editor.text == "👨‍👩‍👧漢")
        editor.deleteBackward()
        #expect(editor.text == "👨‍👩‍👧")
        editor.moveLeft()
        #expect(editor.cursor == 0)
        editor.deleteForward()
        #expect(editor.text.isEmpty)
        #expect(editor.cursor == 0)
    }

    @Test("flags and skin tones are single characters")
    func flagsAndModifiers() {
        var editor = LineEditor(text: "🇫🇷🇩🇪")
        #expect(editor.characters.count == 2)
        editor.moveLeft()
        editor.deleteBackward()
        #expect(editor.text == "🇩🇪")

        var thumbs = LineEditor(text: "👍")
        thumbs.insert("🏽")
        #expect(thumbs.characters == ["👍🏽"])
        #expect(thumbs.cursor == 1)
    }

    @Test("a combining mark typed after a letter merges with it")
    func combining() {
        var editor = LineEditor()
        editor.insert("e")
        editor.insert("\u{301}")
        #expect(editor.characters == ["e\u{301}"])
        #expect(editor.cursor == 1)

        var middle = LineEditor(text: "ab", cursor: 1)
        middle.insert("\u{301}")
        #expect(middle.characters == ["a\u{301}", "b"])
        #expect(middle.cursor == 1)

        var flag = LineEditor(text: "🇫")
        flag.insert("🇷")
        #expect(flag.characters == ["🇫🇷"])
        #expect(flag.cursor == 1)
    }

    @Test("Ctrl-W deletes the previous word, with the spaces before the cursor")
    func deleteWord() {
        var editor = LineEditor(text: "hello big world")
        editor.deleteWordBackward()
        #expect(editor.text == "hello big ")
        editor.deleteWordBackward()
        #expect(editor.text == "hello ")
        #expect(editor.cursor == 6)

        var middle = LineEditor(text: "one two three", cursor: 7)
        middle.deleteWordBackward()
        #expect(middle.text == "one  three")
        #expect(middle.cursor == 4)

        var cjk = LineEditor(text: "漢字 テスト")
        cjk.deleteWordBackward()
        #expect(cjk.text == "漢字 ")

        var start = LineEditor(text: "abc", cursor: 0)
        start.deleteWordBackward()
        #expect(start.text == "abc")
    }

    @Test("Ctrl-U and Ctrl-K delete to the start and to the end")
    func deleteToEdges() {
        var editor = LineEditor(text: "one two", cursor: 4)
        editor.deleteToStart()
        #expect(editor.text == "two" && editor.cursor == 0)
        var tail = LineEditor(text: "one two", cursor: 3)
        tail.deleteToEnd()
        #expect(tail.text == "one" && tail.cursor == 3)
    }

    @Test("movement stops at the ends and jumps by words")
    func movement() {
        var editor = LineEditor(text: "ab 漢字 cd", cursor: 0)
        editor.moveLeft()
        #expect(editor.cursor == 0)
        editor.moveWordRight()
        #expect(editor.cursor == 2)
        editor.moveWordRight()
        #expect(editor.cursor == 5)
        editor.moveWordLeft()
        #expect(editor.cursor == 3)
        editor.moveToEnd()
        editor.moveRight()
        #expect(editor.cursor == 8)
        editor.moveToStart()
        #expect(editor.cursor == 0)
    }

    @Test("pasted text becomes one line; controls and escape sequences lose their control bytes")
    func sanitising() {
        var editor = LineEditor()
        editor.insert("line1\nline2\ttab\r\nend")
        #expect(editor.text == "line1 line2 tab end")
        var escape = LineEditor()
        escape.insert("a\u{1B}[31mb\u{7}")
        #expect(escape.text == "a[31mb")
    }

    @Test("the maximum length cuts insertions")
    func maximumLength() {
        var editor = LineEditor(maximumLength: 5)
        editor.insert("abcdefgh")
        #expect(editor.text == "abcde")
        editor.moveLeft()
        editor.insert("x")
        #expect(editor.text == "abcde")
        #expect(LineEditor(text: "toolong", maximumLength: 3).text == "too")
    }

    @Test("input events map to edits; unrelated keys are left to the caller")
    func events() {
        var editor = LineEditor(text: "hello world")
        #expect(handle(&editor, .key(.ctrl("A"))))
        #expect(editor.cursor == 0)
        #expect(handle(&editor, .key(.ctrl("e"))))
        #expect(handle(&editor, .key(.left, modifiers: .control)))
        #expect(editor.cursor == 6)
        #expect(handle(&editor, .key(.character("X"))))
        #expect(editor.text == "hello Xworld")
        // Alt-Backspace removes the word just typed.
        #expect(handle(&editor, .key(.backspace, modifiers: .alt)))
        #expect(editor.text == "hello world")
        #expect(handle(&editor, .paste("big\n")))
        #expect(editor.text == "hello big world")
        #expect(handle(&editor, .key(.ctrl("u"))))
        #expect(editor.text == "world")

        let before = editor
        #expect(!handle(&editor, .key(.enter)))
        #expect(!handle(&editor, .key(.escape)))
        #expect(!handle(&editor, .key(.character("x"), modifiers: .alt)))
        #expect(!handle(&editor, .key(.ctrl("z"))))
        #expect(!handle(&editor, .resize(width: 80, height: 24)))
        #expect(editor == before)
    }
}
