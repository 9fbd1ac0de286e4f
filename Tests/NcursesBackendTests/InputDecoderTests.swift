import Testing
import TerminalUI
@testable import NcursesBackend

/// Feeds the decoder what ncurses' `wget_wch` returns for real key presses and pastes.
@Suite struct InputDecoderTests {
    /// ncurses key codes, as documented in curses.h (octal), written out independently of the
    /// constants the decoder uses.
    private enum Code {
        static let down: Int32 = 0o402
        static let up: Int32 = 0o403
        static let backspace: Int32 = 0o407
        static let f5: Int32 = 0o410 + 5
        static let resize: Int32 = 0o632
        static let mouse: Int32 = 0o631
    }

    private func characters(_ text: String) -> [RawInput] {
        text.unicodeScalars.map { .character($0.value) }
    }

    /// Decodes `inputs` as one batch, as `nextEvents` does.
    private func decode(_ inputs: [RawInput], size: (width: Int, height: Int) = (80, 24)) -> [InputEvent] {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for input in inputs {
            decoder.decode(input, terminalSize: size, into: &events)
        }
        decoder.finishBatch(into: &events)
        return events
    }

    @Test func printableCharactersIncludingFullUnicode() {
        #expect(decode(characters("aZ 7")) == [
            .key(.character("a")), .key(.character("Z")), .key(.character(" ")), .key(.character("7")),
        ])
        #expect(decode(characters("é日🐉")) == [
            .key(.character("é")), .key(.character("日")), .key(.character("🐉")),
        ])
    }

    @Test func enterTabBackspaceAndControlLetters() {
        #expect(decode([.character(13)]) == [.key(.enter)])
        #expect(decode([.character(10)]) == [.key(.enter)])
        #expect(decode([.character(9)]) == [.key(.tab)])
        #expect(decode([.character(127)]) == [.key(.backspace)])
        #expect(decode([.character(8)]) == [.key(.backspace)])
        #expect(decode([.character(1)]) == [.key(.ctrl("a"))])
        #expect(decode([.character(3)]) == [.key(.ctrl("c"))])
        #expect(decode([.character(19)]) == [.key(.ctrl("s"))])
        #expect(decode([.character(26)]) == [.key(.ctrl("z"))])
        #expect(decode([.character(0)]) == [.key(.ctrl("@"))])
        #expect(decode([.character(0x1C)]) == [.key(.ctrl("\\"))])
        #expect(decode([.character(0x1F)]) == [.key(.ctrl("_"))])
    }

    @Test func keyCodesDecodedByNcurses() {
        #expect(decode([.keyCode(Code.up, name: nil)]) == [.key(.up)])
        #expect(decode([.keyCode(Code.down, name: nil)]) == [.key(.down)])
        #expect(decode([.keyCode(Code.backspace, name: nil)]) == [.key(.backspace)])
        #expect(decode([.keyCode(Code.f5, name: nil)]) == [.key(.function(5))])
        #expect(decode([.keyCode(Code.mouse, name: nil)]) == [])
        #expect(decode([.keyCode(600, name: "kUP5")]) == [.key(.up, modifiers: .control)])
    }

    @Test func resizeCarriesTheSizeGiven() {
        #expect(decode([.keyCode(Code.resize, name: nil)], size: (100, 30)) == [.resize(width: 100, height: 30)])
    }

    @Test func escapeAloneIsTheEscapeKey() {
        #expect(decode([.character(27)]) == [.key(.escape)])
        #expect(decode([.character(27), .character(27)]) == [.key(.escape), .key(.escape)])
    }

    @Test func escapeThenKeyIsAnAltChord() {
        #expect(decode(characters("\u{1B}x")) == [.key(.character("x"), modifiers: .alt)])
        #expect(decode(characters("\u{1B}é")) == [.key(.character("é"), modifiers: .alt)])
        #expect(decode([.character(27), .character(2)]) == [.key(.ctrl("b"), modifiers: .alt)])
        #expect(decode([.character(27), .character(127)]) == [.key(.backspace, modifiers: .alt)])
        #expect(decode([.character(27), .keyCode(Code.up, name: nil)]) == [.key(.up, modifiers: .alt)])
    }

    @Test func escapeSequencesNcursesDidNotDecode() {
        #expect(decode(characters("\u{1B}[A")) == [.key(.up)])
        #expect(decode(characters("\u{1B}[1;5C")) == [.key(.right, modifiers: .control)])
        #expect(decode(characters("\u{1B}[1;3D")) == [.key(.left, modifiers: .alt)])
        #expect(decode(characters("\u{1B}[1;2B")) == [.key(.down, modifiers: .shift)])
        #expect(decode(characters("\u{1B}[Z")) == [.key(.backTab)])
        #expect(decode(characters("\u{1B}[3~")) == [.key(.delete)])
        #expect(decode(characters("\u{1B}[5~\u{1B}[6~")) == [.key(.pageUp), .key(.pageDown)])
        #expect(decode(characters("\u{1B}[1~\u{1B}[4~")) == [.key(.home), .key(.end)])
        #expect(decode(characters("\u{1B}[15~\u{1B}[24~")) == [.key(.function(5)), .key(.function(12))])
        #expect(decode(characters("\u{1B}OA\u{1B}OP\u{1B}OM")) == [.key(.up), .key(.function(1)), .key(.enter)])
    }

    @Test func sequencesWithoutMeaningAreDroppedNotTyped() {
        // Mouse report, focus-in, device attributes reply, unknown tilde code, absurd number.
        #expect(decode(characters("\u{1B}[<0;10;5M")) == [])
        #expect(decode(characters("\u{1B}[I")) == [])
        #expect(decode(characters("\u{1B}[?62;1c")) == [])
        #expect(decode(characters("\u{1B}[99~")) == [])
        #expect(decode(characters("\u{1B}[99999999999999999999~")) == [])
        #expect(decode(characters("\u{1B}[" + String(repeating: "1", count: 500) + "~x")) == [.key(.character("x"))])
    }

    @Test func keysAroundASequenceKeepTheirOrder() {
        #expect(decode(characters("a\u{1B}[Bb")) == [.key(.character("a")), .key(.down), .key(.character("b"))])
    }

    @Test func unfinishedSequencesAtTheEndOfABatch() {
        #expect(decode(characters("\u{1B}[")) == [.key(.character("["), modifiers: .alt)])
        #expect(decode(characters("\u{1B}O")) == [.key(.character("O"), modifiers: .alt)])
        #expect(decode(characters("\u{1B}[1;")) == [])
        // ESC O followed by something that is not an SS3 key: Alt-O, then that key.
        #expect(decode(characters("\u{1B}Ox")) == [.key(.character("O"), modifiers: .alt), .key(.character("x"))])
    }

    @Test func invalidAndNonKeyCodesAreIgnored() {
        #expect(decode([.character(0xD800), .character(0x110000), .character(0x85), .character(0x2028)]) == [])
    }

    @Test func bracketedPasteBecomesOneEvent() {
        let events = decode(characters("\u{1B}[200~hello\rworld\r\n日本\ttab\u{1B}[201~x"))
        #expect(events == [.paste("hello\nworld\n日本\ttab"), .key(.character("x"))])
    }

    @Test func pasteDropsControlsAndKeepsEscapeLookalikes() {
        let events = decode(characters("\u{1B}[200~a\u{07}b\u{1B}[20x\u{1B}\u{1B}[201~"))
        // The bell, and the ESCs of sequences that were not the end marker, are dropped; their
        // printable tails stay text.
        #expect(events == [.paste("ab[20x")])
    }

    @Test func pasteSpansBatchesUntilItsEndMarker() {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for input in characters("\u{1B}[200~first ") {
            decoder.decode(input, terminalSize: (80, 24), into: &events)
        }
        decoder.finishBatch(into: &events)
        #expect(events.isEmpty)
        #expect(decoder.isInsidePaste)
        for input in characters("second\u{1B}[2") {
            decoder.decode(input, terminalSize: (80, 24), into: &events)
        }
        decoder.finishBatch(into: &events)
        for input in characters("01~") {
            decoder.decode(input, terminalSize: (80, 24), into: &events)
        }
        decoder.finishBatch(into: &events)
        #expect(events == [.paste("first second")])
        #expect(!decoder.isInsidePaste)
    }

    @Test func abandonedPasteDeliversWhatArrived() {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for input in characters("\u{1B}[200~partial\u{1B}[20") {
            decoder.decode(input, terminalSize: (80, 24), into: &events)
        }
        decoder.abandonPaste(into: &events)
        #expect(events == [.paste("partial[20")])
        #expect(!decoder.isInsidePaste)
        decoder.decode(.character(0x71), terminalSize: (80, 24), into: &events)
        #expect(events.last == .key(.character("q")))
    }

    @Test func resizeDuringAPasteStillArrives() {
        let events = decode(characters("\u{1B}[200~ab") + [.keyCode(Code.resize, name: nil)] + characters("c\u{1B}[201~"), size: (90, 20))
        #expect(events == [.resize(width: 90, height: 20), .paste("abc")])
    }

    @Test func emptyPasteProducesNoEvent() {
        #expect(decode(characters("\u{1B}[200~\u{1B}[201~")) == [])
    }

    @Test func largePasteIsLinear() {
        let text = String(repeating: "0123456789 ", count: 20_000)
        let clock = ContinuousClock()
        var events: [InputEvent] = []
        let elapsed = clock.measure {
            events = decode(characters("\u{1B}[200~" + text + "\u{1B}[201~"))
        }
        #expect(events == [.paste(text)])
        #expect(elapsed < .seconds(2))
    }
}
