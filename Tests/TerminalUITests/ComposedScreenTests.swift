import Testing
import TerminalUI

/// Whole screens assembled from several widgets, checked against what a person should see.
/// The expected rows were worked out by hand from the layout rules, not copied from output.
@Suite("Composed screens")
struct ComposedScreenTests {
    /// A 24x7 story list: banner, list with a selected row and an overflow indicator, footer.
    func storyListScreen() -> ScreenBuffer {
        var screen = ScreenBuffer(width: 24, height: 7)
        let (header, rest) = screen.bounds.divided(atDistance: 1, from: .top)
        let (footer, middle) = rest.divided(atDistance: 1, from: .bottom)
        Banner("Saved", role: .success).draw(in: header, on: &screen)
        let stories = [
            ListRow("Moon", secondaryText: "3m"),
            ListRow("Dragon 🐉", secondaryText: "12m"),
            ListRow("漢字", secondaryText: "1h"),
            ListRow("Fox", secondaryText: "2d"),
            ListRow("Owl", secondaryText: "3d"),
            ListRow("Bear", secondaryText: "4d"),
        ]
        ListView(rows: stories, selectedIndex: 1).draw(in: middle, on: &screen)
        Footer([(.character("q"), "Quit"), (.enter, "Open"), (.character("?"), "Help")]).draw(in: footer, on: &screen)
        return screen
    }

    @Test("the story list screen reads as expected")
    func storyListText() {
        let screen = storyListScreen()
        #expect(screen.lines() == [
            " ✓ Saved                ",
            "Moon                  3m",
            "Dragon 🐉            12m",
            "漢字                  1h",
            "Fox                   2d",
            " ↓                   2/6",
            "q Quit  Enter Open …    ",
        ], "\(screen)")
    }

    @Test("the story list screen means what it should: success banner, selection, muted arrows")
    func storyListRoles() {
        #expect(storyListScreen().roleMask() == [
            "kkkkkkkkkkkkkkkkkkkkkkkk",
            "........................",
            "ssssssssssssssssssssssss",
            "........................",
            "........................",
            "mm......................",
            "a.mmmm..aaaaa.mmmm.m....",
        ])
    }

    @Test("the same screen drawn twice is equal; moving the selection changes only the rows involved")
    func redrawDiff() {
        let first = storyListScreen()
        #expect(first == storyListScreen())
        var second = storyListScreen()
        let middle = Rect(x: 0, y: 1, width: 24, height: 5)
        let stories = ["Moon", "Dragon 🐉", "漢字", "Fox", "Owl", "Bear"].map { ListRow($0) }
        ListView(rows: stories, selectedIndex: 2).draw(in: middle, on: &second)
        // Without secondary texts every list row differs from the first screen...
        #expect(second.changedRows(comparedTo: first) == [1, 2, 3, 4, 5])
        var third = second
        ListView(rows: stories, selectedIndex: 3).draw(in: middle, on: &third)
        // ...while moving the selection down one row changes the old row, the new row and the
        // position indicator ("3/6" -> "4/6"), and nothing else.
        #expect(third.changedRows(comparedTo: second) == [3, 4, 5])
        #expect(third.lines()[5].hasSuffix("4/6"))
    }

    @Test("a login form: fields with focus, a password mask, an error, and the cursor in place")
    func loginForm() {
        var screen = ScreenBuffer(width: 20, height: 4)
        var row = screen.bounds
        let name = TextField(label: "User", value: "ana", isFocused: true, glyphs: .ascii)
        let (nameRect, afterName) = row.divided(atDistance: name.height, from: .top)
        name.draw(in: nameRect, on: &screen)
        row = afterName
        let password = TextField(label: "Pass", value: "hunter2", isMasked: true, errorText: "Wrong password", glyphs: .ascii)
        password.draw(in: row.divided(atDistance: password.height, from: .top).slice, on: &screen)
        #expect(screen.lines() == [
            "User ana            ",
            "Pass *******        ",
            "Wrong password      ",
            "                    ",
        ])
        #expect(screen.roleMask() == [
            "aaaa................",
            "....................",
            "eeeeeeeeeeeeee......",
            "....................",
        ])
        // The focused field owns the cursor, just after "ana".
        #expect(screen.cursorPosition == Point(x: 8, y: 0))
    }
}
