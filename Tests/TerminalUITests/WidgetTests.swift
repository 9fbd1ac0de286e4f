import Testing
import TerminalUI

@Suite("Small widgets")
struct WidgetTests {
    // MARK: ProgressBar

    @Test("a determinate bar fills in proportion and right-aligns the percentage")
    func determinate() {
        #expect(ProgressBar(fraction: 0.5, glyphs: .ascii).rendered(width: 12) == "[##---]  50%")
        #expect(ProgressBar(fraction: 0.5).rendered(width: 10) == "██▌░░  50%")
        #expect(ProgressBar(fraction: 1).rendered(width: 10) == "█████ 100%")
        #expect(ProgressBar(fraction: 0).rendered(width: 10) == "░░░░░   0%")
        #expect(ProgressBar(fraction: 0.5, showsPercentage: false).rendered(width: 4) == "██░░")
    }

    @Test("fractions are clamped and never show 100% before the end")
    func fractions() {
        #expect(ProgressBar(fraction: 0.999).percent == 99)
        #expect(ProgressBar(fraction: .nan).percent == 0)
        #expect(ProgressBar(fraction: -1).percent == 0)
        #expect(ProgressBar(fraction: 2).percent == 100)
        #expect(ProgressBar(fraction: .infinity).rendered(width: 6) == "█ 100%")
        #expect(ProgressBar(fraction: nil).percent == nil)
    }

    @Test("the percentage is dropped when there is no room for it")
    func narrow() {
        #expect(ProgressBar(fraction: 0).rendered(width: 3) == "░░░")
        #expect(ProgressBar(fraction: 0.5).rendered(width: 0) == "")
        #expect(ProgressBar(fraction: 0.5).rendered(width: Int.max).count == ScreenBuffer.maximumDimension)
    }

    @Test("the indeterminate bar bounces with the phase", arguments: [
        (0, "██░░░░░░"), (3, "░░░██░░░"), (6, "░░░░░░██"), (7, "░░░░░██░"), (12, "██░░░░░░"), (-1, "░██░░░░░"),
    ])
    func indeterminate(phase: Int, expected: String) {
        #expect(ProgressBar(fraction: nil, phase: phase).rendered(width: 8) == expected)
    }

    @Test("extreme phases do not trap")
    func extremePhases() {
        for phase in [Int.min, Int.max] {
            #expect(ProgressBar(fraction: nil, phase: phase, glyphs: .ascii).rendered(width: 9).count == 9)
        }
    }

    @Test("drawn bars mark filled cells as accent and empty ones as muted")
    func drawnBar() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        ProgressBar(fraction: 0.5, glyphs: .ascii).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["[##---]  50%"])
        #expect(buffer.roleMask() == ["maammmm....."])
    }

    // MARK: Spinner

    @Test("spinner frames wrap around in both directions")
    func spinnerFrames() {
        #expect(Spinner.frame(at: 0) == "⠋")
        #expect(Spinner.frame(at: 10) == "⠋")
        #expect(Spinner.frame(at: -1) == "⠏")
        #expect(Spinner.frame(at: 5, glyphs: .ascii) == "/")
        #expect(!Spinner.frame(at: Int.min).isEmpty)
        #expect(GlyphSet.allCases.allSatisfy { glyphs in
            glyphs.spinnerFrames.allSatisfy { DisplayWidth.width(of: $0) == 1 }
        })
    }

    @Test("a spinner draws its frame and a truncated label")
    func spinnerDraw() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        Spinner(frameIndex: 2, label: "Writing your story", glyphs: .ascii).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["- Writing..."])
        #expect(buffer.roleMask() == ["a..........."])
    }

    // MARK: Modal

    @Test("a modal is centred, sized to its content, with the focused button selected")
    func modal() {
        var buffer = ScreenBuffer(width: 30, height: 9)
        let modal = Modal(
            title: "Delete?",
            bodyLines: ["Delete this story?"],
            buttons: ["Cancel", "Delete"],
            focusedButton: 1
        )
        let frame = modal.draw(in: buffer.bounds, on: &buffer)
        #expect(frame == Rect(x: 2, y: 2, width: 26, height: 5))
        #expect(buffer.lines() == [
            padded("", 30),
            padded("", 30),
            "  ╭─ Delete? ──────────────╮  ",
            "  │ Delete this story?     │  ",
            "  │                        │  ",
            "  │ [ Cancel ]  [ Delete ] │  ",
            "  ╰────────────────────────╯  ",
            padded("", 30),
            padded("", 30),
        ])
        #expect(buffer.roleMask()[2] == "..##" + mask("t", 9) + mask("#", 15) + "..")
        #expect(buffer.roleMask()[5] == "..#." + mask(".", 12) + mask("s", 10) + ".#..")
    }

    @Test("a modal wraps long messages and shrinks to tiny screens without trapping")
    func modalWrapping() {
        let modal = Modal(
            title: "Server unreachable",
            bodyLines: ["Could not reach the story server at http://localhost:8080. Check that it is running.", "", "Retry?"],
            buttons: ["Retry", "Quit"],
            role: .error,
            maximumWidth: 40
        )
        let screen = Rect(x: 0, y: 0, width: 80, height: 24)
        let frame = modal.frame(in: screen)
        #expect(frame.width == 40)
        var buffer = ScreenBuffer(width: 80, height: 24)
        modal.draw(in: screen, on: &buffer)
        for line in buffer.lines() {
            #expect(DisplayWidth.width(of: line) == 80)
        }
        #expect(buffer.lines().contains { $0.contains("Retry?") })
        #expect(buffer.roleMask()[frame.minY].contains("eeee"))
        for size in [0, 1, 2, 3, 5] {
            var tiny = ScreenBuffer(width: size, height: size)
            modal.draw(in: tiny.bounds, on: &tiny)
            #expect(tiny.lines().count == size)
        }
    }

    // MARK: Banner

    @Test("banners fill the row in their role and carry a symbol that works without colour")
    func banner() {
        var buffer = ScreenBuffer(width: 20, height: 1)
        Banner("Network down", role: .error, glyphs: .ascii).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [padded(" x Network down", 5)])
        #expect(buffer.roleMask() == [mask("e", 20)])
        Banner("Saved", role: .success).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [padded(" ✓ Saved", 12)])
        Banner("Connecting").draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [padded(" Connecting", 9)])
        #expect(buffer.roleMask() == [mask("b", 20)])
    }

    @Test("long banners are truncated with an ellipsis")
    func bannerTruncation() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        Banner("Network down", role: .error).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [" ✗ Netw…"])
    }

    // MARK: Footer

    @Test("footer hints are laid out in order; whole hints are dropped with an ellipsis")
    func footer() {
        let footer = Footer([(.character("q"), "Quit"), (.enter, "Open"), (.character("?"), "Help")])
        var wide = ScreenBuffer(width: 30, height: 1)
        footer.draw(in: wide.bounds, on: &wide)
        #expect(wide.lines() == [padded("q Quit  Enter Open  ? Help", 4)])
        var narrow = ScreenBuffer(width: 24, height: 1)
        footer.draw(in: narrow.bounds, on: &narrow)
        #expect(narrow.lines() == [padded("q Quit  Enter Open …", 4)])
        #expect(narrow.roleMask() == ["a.mmmm..aaaaa.mmmm.m...."])
    }

    @Test("a first hint too long for the line is truncated rather than dropped")
    func footerFirstHint() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        Footer([(.character("q"), "Quit program")]).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["q Qu…"])
        #expect(buffer.roleMask() == ["a.mmm"])
    }

    @Test("key names follow the glyph set")
    func footerGlyphs() {
        let hints = [KeyHint(keys: [.up, .down], label: "Move"), KeyHint(keyText: "1-9", label: "Jump")]
        var buffer = ScreenBuffer(width: 22, height: 1)
        Footer(hints: hints).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == [padded("↑/↓ Move  1-9 Jump", 4)])
        Footer(hints: hints, glyphs: .ascii).draw(in: buffer.bounds, on: &buffer)
        #expect(buffer.lines() == ["Up/Down Move  1-9 Jump"])
    }

    // MARK: HelpOverlay

    let helpSections = [
        HelpSection("Navigation", hints: [KeyHint(keys: [.up, .down], label: "Move"), KeyHint(.enter, "Open")]),
        HelpSection("Story", hints: [KeyHint(.character("f"), "Favourite")]),
    ]

    @Test("the help overlay aligns keys in a column inside a titled box")
    func helpOverlay() {
        var buffer = ScreenBuffer(width: 30, height: 10)
        let viewport = HelpOverlay(sections: helpSections).draw(in: buffer.bounds, on: &buffer)
        #expect(viewport.count == 6)
        #expect(buffer.lines() == [
            padded("", 30),
            "  ╭─ Help ─────────────────╮  ",
            "  │ Navigation             │  ",
            "  │   ↑/↓    Move          │  ",
            "  │   Enter  Open          │  ",
            "  │                        │  ",
            "  │ Story                  │  ",
            "  │   f      Favourite     │  ",
            "  ╰────────────────────────╯  ",
            padded("", 30),
        ])
        #expect(buffer.roleMask()[2] == "..#." + mask("t", 10) + mask(".", 13) + "#..")
        #expect(buffer.roleMask()[3] == "..#..." + "aaa" + mask(".", 18) + "#..")
    }

    @Test("a short screen scrolls the help and shows the position in the border")
    func helpScrolling() {
        var buffer = ScreenBuffer(width: 30, height: 6)
        let viewport = HelpOverlay(sections: helpSections, scrollOffset: 1).draw(in: buffer.bounds, on: &buffer)
        #expect(viewport == ListViewport(count: 6, visibleRows: 4, offset: 1))
        #expect(buffer.lines()[1].contains("↑/↓"))
        #expect(buffer.lines()[4].contains("Story"))
        #expect(buffer.lines()[5].contains(" ↑↓ 2-5/6 "))
        let clamped = HelpOverlay(sections: helpSections, scrollOffset: 99).draw(in: buffer.bounds, on: &buffer)
        #expect(clamped.offset == 2)
    }
}
