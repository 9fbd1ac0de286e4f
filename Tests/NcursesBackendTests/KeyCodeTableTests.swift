import Testing
import TerminalUI
@testable import NcursesBackend

@Suite struct KeyCodeTableTests {
    /// Codes from curses.h (octal) paired with the key each stands for.
    @Test(arguments: [
        (Int32(0o403), Key.up), (0o402, .down), (0o404, .left), (0o405, .right),
        (0o406, .home), (0o550, .end), (0o523, .pageUp), (0o522, .pageDown),
        (0o541, .backTab), (0o527, .enter), (0o407, .backspace), (0o512, .delete), (0o513, .insert),
        (0o534, .home), (0o537, .end), (0o535, .pageUp), (0o540, .pageDown), (0o552, .home), (0o601, .end),
    ])
    func plainKeyCodes(code: Int32, key: Key) {
        let decoded = KeyCodeTable.key(forCode: code, name: nil)
        #expect(decoded?.key == key)
        #expect(decoded?.modifiers == [])
    }

    @Test(arguments: [
        (Int32(0o521), Key.up), (0o520, .down), (0o611, .left), (0o622, .right),
        (0o607, .home), (0o602, .end), (0o616, .pageUp), (0o614, .pageDown), (0o577, .delete), (0o610, .insert),
    ])
    func shiftedKeyCodes(code: Int32, key: Key) {
        let decoded = KeyCodeTable.key(forCode: code, name: nil)
        #expect(decoded?.key == key)
        #expect(decoded?.modifiers == .shift)
    }

    @Test func functionKeys() {
        #expect(KeyCodeTable.key(forCode: 0o410 + 1, name: nil)?.key == .function(1))
        #expect(KeyCodeTable.key(forCode: 0o410 + 12, name: nil)?.key == .function(12))
        #expect(KeyCodeTable.key(forCode: 0o410 + 63, name: nil)?.key == .function(63))
        // KEY_F0 itself is not a key anyone presses.
        #expect(KeyCodeTable.key(forCode: 0o410, name: nil) == nil)
    }

    @Test func extendedKeysByTerminfoName() {
        #expect(KeyCodeTable.key(forCode: 0o1000 + 5, name: "kUP5")?.key == .up)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 5, name: "kUP5")?.modifiers == .control)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 6, name: "kLFT3")?.modifiers == .alt)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 7, name: "kRIT6")?.modifiers == [.shift, .control])
        #expect(KeyCodeTable.key(forCode: 0o1000 + 8, name: "kDC5")?.key == .delete)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 9, name: "kNXT5")?.key == .pageDown)
    }

    @Test func unknownCodesAndNamesAreNil() {
        #expect(KeyCodeTable.key(forCode: 0o631, name: nil) == nil)  // KEY_MOUSE
        #expect(KeyCodeTable.key(forCode: 0o536, name: nil) == nil)  // keypad centre
        #expect(KeyCodeTable.key(forCode: 0o1000 + 1, name: nil) == nil)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 1, name: "kUP9") == nil)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 1, name: "kFOO5") == nil)
        #expect(KeyCodeTable.key(forCode: 0o1000 + 1, name: "") == nil)
        #expect(KeyCodeTable.key(forCode: -1, name: nil) == nil)
        #expect(KeyCodeTable.key(forCode: .max, name: "kUP") == nil)
    }

    @Test func xtermModifierParameters() {
        #expect(KeyModifiers(xtermParameter: 1) == [])
        #expect(KeyModifiers(xtermParameter: 2) == .shift)
        #expect(KeyModifiers(xtermParameter: 3) == .alt)
        #expect(KeyModifiers(xtermParameter: 5) == .control)
        #expect(KeyModifiers(xtermParameter: 8) == [.shift, .alt, .control])
        #expect(KeyModifiers(xtermParameter: 9) == .alt)  // meta
        #expect(KeyModifiers(xtermParameter: 0) == [])
        #expect(KeyModifiers(xtermParameter: 1000) == [])
    }
}
