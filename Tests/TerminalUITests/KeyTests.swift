import Testing
import TerminalUI

@Suite("Key and InputEvent")
struct KeyTests {
    @Test("short display names, with ASCII fallbacks", arguments: [
        (Key.up, "↑", "Up"), (.down, "↓", "Down"), (.left, "←", "Left"), (.right, "→", "Right"),
        (.pageUp, "PgUp", "PgUp"), (.pageDown, "PgDn", "PgDn"), (.home, "Home", "Home"), (.end, "End", "End"),
        (.ctrl("c"), "Ctrl-C", "Ctrl-C"), (.escape, "Esc", "Esc"), (.tab, "Tab", "Tab"),
        (.backTab, "⇧Tab", "S-Tab"), (.enter, "Enter", "Enter"), (.backspace, "Bksp", "Bksp"),
        (.delete, "Del", "Del"), (.insert, "Ins", "Ins"), (.function(5), "F5", "F5"),
        (.character(" "), "Space", "Space"), (.character("q"), "q", "q"), (.character("\u{7}"), "?", "?"),
    ])
    func displayNames(key: Key, unicode: String, ascii: String) {
        #expect(key.displayName() == unicode)
        #expect(key.displayName(glyphs: .ascii) == ascii)
        #expect(key.description == ascii)
        #expect(ascii.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test("ctrl chords compare and hash case-insensitively; characters do not")
    func ctrlEquality() {
        #expect(Key.ctrl("C") == Key.ctrl("c"))
        #expect(Key.character("C") != Key.character("c"))
        #expect(Key.ctrl("c") != Key.character("c"))
        #expect(Key.function(1) != Key.function(2))
        let keys: Set<Key> = [.ctrl("c"), .ctrl("C"), .character("c"), .character("C"), .up, .up]
        #expect(keys.count == 4)
        let bindings: [Key: String] = [.ctrl("q"): "quit"]
        #expect(bindings[.ctrl("Q")] == "quit")
    }

    @Test("events compare by value, with no modifiers by default")
    func events() {
        #expect(InputEvent.key(.enter) == .key(.enter, modifiers: []))
        #expect(InputEvent.key(.enter) != .key(.enter, modifiers: .alt))
        #expect(InputEvent.paste("a") != .paste("b"))
        #expect(InputEvent.resize(width: 80, height: 24) == .resize(width: 80, height: 24))
        #expect(KeyModifiers([.shift, .control]).contains(.control))
    }
}
