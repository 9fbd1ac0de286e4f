import Testing
import TerminalUI

@Suite("Truncation and wrapping")
struct TruncateAndWrapTests {
    // MARK: Truncation

    @Test("text that fits is returned unchanged")
    func fits() {
        #expect(DisplayWidth.truncate("Hello", toWidth: 5) == "Hello")
        #expect(DisplayWidth.truncate("漢字", toWidth: 4) == "漢字")
        #expect(DisplayWidth.truncate("", toWidth: 3) == "")
    }

    @Test("cut text ends with the ellipsis and drops the space before it")
    func cutsWithEllipsis() {
        #expect(DisplayWidth.truncate("Hello world", toWidth: 8) == "Hello w…")
        #expect(DisplayWidth.truncate("Hello world", toWidth: 7) == "Hello…")
        #expect(DisplayWidth.truncate("Hello world", toWidth: 9, ellipsis: "...") == "Hello...")
    }

    @Test("wide characters are never split")
    func wideCharacters() {
        #expect(DisplayWidth.truncate("漢字漢字", toWidth: 5) == "漢字…")
        #expect(DisplayWidth.truncate("漢字漢字", toWidth: 4) == "漢…")
        #expect(DisplayWidth.truncate("漢字", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("👨‍👩‍👧👨‍👩‍👧", toWidth: 3) == "👨‍👩‍👧…")
        #expect(DisplayWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }

    @Test("widths 0 and 1 and an ellipsis wider than the room")
    func tinyWidths() {
        #expect(DisplayWidth.truncate("abc", toWidth: 0) == "")
        #expect(DisplayWidth.truncate("abc", toWidth: -5) == "")
        #expect(DisplayWidth.truncate("abc", toWidth: 1) == "…")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 2, ellipsis: "...") == "..")
        #expect(DisplayWidth.truncate("abcdef", toWidth: 1, ellipsis: "...") == ".")
        #expect(DisplayWidth.truncate("a", toWidth: 1, ellipsis: "...") == "a")
    }

    @Test("the result never exceeds the width and is a prefix of the text plus the ellipsis")
    func neverExceeds() {
        let samples = ["", "a", "ab cd", "漢字漢字漢", "👍👍x👍", "e\u{301}xe\u{301}", "a\u{7}b\u{1B}c", "🇫🇷🇩🇪🇮🇹"]
        for sample in samples {
            for width in 0...12 {
                for ellipsis in ["…", "...", ""] {
                    let result = DisplayWidth.truncate(sample, toWidth: width, ellipsis: ellipsis)
                    #expect(DisplayWidth.width(of: result) <= width, "\(sample) \(width) \(ellipsis)")
                    var body = Substring(result)
                    if result != sample, !ellipsis.isEmpty {
                        // Strip whatever part of the ellipsis was used.
                        while let last = body.last, ellipsis.contains(last) {
                            body.removeLast()
                        }
                    }
                    #expect(sample.hasPrefix(body), "\(sample) \(width) \(ellipsis) -> \(result)")
                    #expect(Array(sample).starts(with: Array(body)), "graphemes intact: \(result)")
                }
            }
        }
    }

    // MARK: Wrapping

    @Test("words fill lines greedily and the breaking space is dropped")
    func greedy() {
        #expect(DisplayWidth.wrap("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(DisplayWidth.wrap("aaa bbb", width: 3) == ["aaa", "bbb"])
        #expect(DisplayWidth.wrap("aaa bbb", width: 7) == ["aaa bbb"])
        #expect(DisplayWidth.wrap("one  two", width: 20) == ["one  two"])
    }

    @Test("paragraphs and blank lines are kept, with any newline convention")
    func paragraphs() {
        #expect(DisplayWidth.wrap("a\n\nb", width: 5) == ["a", "", "b"])
        #expect(DisplayWidth.wrap("a\r\nb\rc", width: 5) == ["a", "b", "c"])
        #expect(DisplayWidth.wrap("end\n", width: 5) == ["end", ""])
        #expect(DisplayWidth.wrap("  Once upon", width: 20) == ["  Once upon"])
    }

    @Test("a word longer than the line is broken between graphemes")
    func overlongWords() {
        #expect(DisplayWidth.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(DisplayWidth.wrap("hi abcdefghij", width: 4) == ["hi a", "bcde", "fghi", "j"])
        #expect(DisplayWidth.wrap("👨‍👩‍👧👨‍👩‍👧", width: 3) == ["👨‍👩‍👧", "👨‍👩‍👧"])
    }

    @Test("CJK text breaks between characters and never splits one")
    func cjk() {
        #expect(DisplayWidth.wrap("漢字漢字漢字", width: 5) == ["漢字", "漢字", "漢字"])
        #expect(DisplayWidth.wrap("漢字漢字", width: 4) == ["漢字", "漢字"])
    }

    @Test("a wide character in a one-column wrap becomes a replacement character")
    func oneColumn() {
        #expect(DisplayWidth.wrap("a漢b", width: 1) == ["a", "\u{FFFD}", "b"])
        #expect(DisplayWidth.wrap("ab c", width: 1) == ["a", "b", "c"])
    }

    @Test("no lines for empty text or non-positive widths; controls are dropped")
    func degenerate() {
        #expect(DisplayWidth.wrap("", width: 10).isEmpty)
        #expect(DisplayWidth.wrap("abc", width: 0).isEmpty)
        #expect(DisplayWidth.wrap("abc", width: -3).isEmpty)
        #expect(DisplayWidth.wrap("a\u{1B}b\u{7}c", width: 10) == ["abc"])
        #expect(DisplayWidth.wrap("   ", width: 10) == [""])
    }

    @Test("no wrapped line is ever wider than the width, and no visible character is lost")
    func wrapProperties() {
        let samples = [
            "Once upon a time, a little dragon named Ember lived on a hill.",
            "漢字とかなの文章もちゃんと折り返す。English words mixed in.",
            "👨‍👩‍👧 family 🇫🇷 trip ❤️ with e\u{301}clairs and supercalifragilisticexpialidocious",
            "a\tb\t\tc  d\n\n  indented paragraph here",
        ]
        for sample in samples {
            for width in 1...30 {
                let lines = DisplayWidth.wrap(sample, width: width)
                for line in lines {
                    #expect(DisplayWidth.width(of: line) <= width, "\(width): \(line)")
                }
                let visible = sample.filter { !$0.isWhitespace }
                let kept = lines.joined().filter { !$0.isWhitespace }
                if width >= 2 {
                    #expect(kept == visible, "width \(width)")
                }
            }
        }
    }

    @Test("wrapping a long story is linear, not quadratic")
    func wrapPerformance() {
        let sentence = "The little fox crept past the sleeping bear and smiled at the moon. "
        let story = String(repeating: sentence, count: 100)  // 1,300 words
        let big = String(repeating: sentence, count: 3_000)   // 39,000 words
        // The best of three runs, to be robust against other work on a shared machine.
        func fastest(_ text: String) -> (Duration, Int) {
            let clock = ContinuousClock()
            var best = Duration.seconds(3_600)
            var count = 0
            for _ in 0..<3 {
                let elapsed = clock.measure { count = DisplayWidth.wrap(text, width: 72).count }
                best = min(best, elapsed)
            }
            return (best, count)
        }
        let (small, smallLines) = fastest(story)
        let (large, largeLines) = fastest(big)
        #expect(smallLines >= 90)
        #expect(largeLines >= 2_700)
        // 30x the text should take about 30x the time; quadratic work would take ~900x.
        #expect(large < small * 150 + .milliseconds(50), "small \(small), large \(large)")
        // Debug builds are far slower than release (where this takes tens of microseconds).
        #expect(small < .milliseconds(100), "1,300 words took \(small)")
    }
}
