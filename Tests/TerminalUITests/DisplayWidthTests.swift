import Testing
@testable import TerminalUI

@Suite("DisplayWidth")
struct DisplayWidthTests {
    @Test("ASCII letters, digits and punctuation are one column each")
    func asciiWidth() {
        #expect(DisplayWidth.width(of: "hello") == 5)
        #expect(DisplayWidth.width(of: "a b!") == 4)
        #expect(DisplayWidth.width(of: "") == 0)
        #expect(DisplayWidth.width(of: Character("~")) == 1)
    }

    @Test("CJK, Hangul and fullwidth forms are two columns; halfwidth katakana is one")
    func eastAsianWidth() {
        #expect(DisplayWidth.width(of: "漢字") == 4)
        #expect(DisplayWidth.width(of: Character("한")) == 2)
        #expect(DisplayWidth.width(of: Character("１")) == 2)   // U+FF11 FULLWIDTH DIGIT ONE
        #expect(DisplayWidth.width(of: Character("ｱ")) == 1)   // U+FF71 HALFWIDTH KATAKANA A
        #expect(DisplayWidth.width(of: Character("\u{3000}")) == 2)  // ideographic space
        #expect(DisplayWidth.width(of: Character("\u{20000}")) == 2) // CJK Extension B
        #expect(DisplayWidth.width(of: "日本語abc") == 9)
    }

    @Test("emoji, ZWJ sequences, flags, skin tones, keycaps and VS16 are two columns",
          arguments: ["👍", "👨‍👩‍👧", "🇫🇷", "❤️", "👍🏽", "1️⃣", "🐉", "✅"])
    func emojiWidth(emoji: String) {
        #expect(emoji.count == 1)
        #expect(DisplayWidth.width(of: emoji) == 2)
    }

    @Test("text-presentation symbols stay one column")
    func textPresentation() {
        #expect(DisplayWidth.width(of: Character("\u{2764}")) == 1)          // ❤ without VS16
        #expect(DisplayWidth.width(of: Character("\u{231A}\u{FE0E}")) == 1)  // ⌚ with VS15
        #expect(DisplayWidth.width(of: Character("─")) == 1)
        #expect(DisplayWidth.width(of: Character("…")) == 1)
    }

    @Test("combining marks, joiners and format characters take no column")
    func zeroWidth() {
        let decomposed = "e\u{0301}"
        #expect(decomposed.count == 1)
        #expect(DisplayWidth.width(of: decomposed) == 1)
        #expect(DisplayWidth.width(of: "cafe\u{0301}") == 4)
        #expect(DisplayWidth.width(of: Character("\u{0301}")) == 0)   // a lone combining accent
        #expect(DisplayWidth.width(of: Character("\u{200D}")) == 0)   // ZWJ
        #expect(DisplayWidth.width(of: Character("\u{200B}")) == 0)   // zero width space
        #expect(DisplayWidth.width(of: Character("\u{FE0F}")) == 0)   // lone VS16
    }

    @Test("C0 and C1 controls, DEL and line separators are zero width and flagged",
          arguments: ["\u{0}", "\u{7}", "\t", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}", "\u{2028}"])
    func controls(control: String) {
        #expect(DisplayWidth.width(of: control) == 0)
        let character = Character(control)
        #expect(DisplayWidth.isControl(character))
    }

    @Test("printable characters are not controls")
    func notControls() {
        for character in ["a", " ", "漢", "👍", "é"].map(Character.init) {
            #expect(!DisplayWidth.isControl(character))
        }
    }

    @Test("every range of the wide table is sorted, well formed and disjoint")
    func tableIsSorted() {
        var previousEnd: UInt32?
        for range in WideCharacterTable.ranges {
            #expect(range.first <= range.last)
            if let previousEnd {
                #expect(range.first > previousEnd + 1)
            }
            previousEnd = range.last
        }
        #expect(WideCharacterTable.contains(0x4E00))
        #expect(!WideCharacterTable.contains(0x0041))
        #expect(!WideCharacterTable.contains(0x10FFFF))
    }
}
