import Foundation
import Testing

/// The reader's full-width mode and its search in the real binary, in a real terminal (tmux),
/// against a real server.
@Suite("Reader modes end to end", .serialized, .enabled(if: TerminalHarness.tmuxAvailable, "needs tmux"))
struct ReaderModesEndToEndTests {
    /// The widest run of story text on `screen` (words of letters, not borders or picture
    /// cells; the header and footer rows left out), with the column it starts at.
    static func widestText(in screen: String) -> (column: Int, width: Int) {
        var best = (column: 0, width: 0)
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        for line in rows.dropFirst().prefix(max(0, rows.count - 3)) {
            var start = 0
            while start < line.count {
                // A run ends at a border or at two spaces (a column gap); single spaces join words.
                var end = start
                while end < line.count, !"┃│".contains(line[end]),
                      !(line[end] == " " && end + 1 < line.count && line[end + 1] == " ") {
                    end += 1
                }
                var run = line[start..<end]
                while run.last == " " { run.removeLast() }
                while run.first == " " { run.removeFirst() }
                let letters = run.filter(\.isLetter).count
                if run.contains(" "), letters * 3 >= run.count * 2, run.count > best.width {
                    best = (run.startIndex, run.count)
                }
                start = end + 1
            }
        }
        return best
    }

    @Test func zWidensTheReaderAndSlashFindsAWordThatNMovesThrough() async throws {
        let (server, terminal, folder) = try await EndToEndTests.launch()
        defer { EndToEndTests.tearDown(server, terminal, folder) }
        try await EndToEndTests.signUpWithAStory(terminal, email: "reader@example.com")

        // The reader in its pane: about 50 columns on the right.
        try terminal.keys("Enter")
        let pane = try await terminal.waitFor("Reading", "Line 1/")
        let narrow = Self.widestText(in: pane)
        #expect(narrow.column > 60 && narrow.width <= 48, "the text is in the right pane:\n\(pane)")

        // z: the reader takes the screen's width; the text wraps near 72 columns.
        try terminal.keys("z")
        try await Task.sleep(for: .milliseconds(500))
        let wide = try terminal.screen()
        #expect(!wide.contains("Heroes 1"), "the heroes pane is hidden:\n\(wide)")
        #expect(wide.contains("Reading"))
        let widened = Self.widestText(in: wide)
        #expect(widened.column < 30 && widened.width > 60 && widened.width <= 72,
                "the text spans the screen (\(widened)):\n\(wide)")

        // Search for the hero's name, typed in lower case; n goes to the next match.
        try terminal.keys("/")
        try terminal.type("luna")
        let found = try await terminal.waitFor("/ luna", "Match 1 of")
        let total = try #require(found.firstMatch(of: /Match 1 of (\d+)/).flatMap { Int($0.1) })
        #expect(total >= 2, "the story names Luna more than once:\n\(found)")
        try terminal.keys("Enter")
        try await terminal.waitFor("n/N Match")
        try terminal.keys("n")
        try await terminal.waitFor("Match 2 of \(total)")
        try terminal.keys("N", "N")
        try await terminal.waitFor("Match \(total) of \(total)", "from the bottom")

        // Esc clears the search, then gives the panes back, then closes the story. (A pause after
        // each Esc, as a person makes: Esc followed at once by a key reads as Alt and that key.)
        try terminal.keys("Escape")
        try await Task.sleep(for: .milliseconds(400))
        let cleared = try terminal.screen()
        #expect(!cleared.contains("Match "), "the search is cleared:\n\(cleared)")
        #expect(!cleared.contains("Heroes 1"))
        try terminal.keys("Escape")
        try await terminal.waitFor("Heroes 1", "Reading")
        try await Task.sleep(for: .milliseconds(400))
        try terminal.keys("Escape")
        try await Task.sleep(for: .milliseconds(400))
        #expect(!(try terminal.screen()).contains("Reading"))

        try terminal.keys("q")
        try await terminal.waitFor("EXIT=0", "DONE")
    }
}
