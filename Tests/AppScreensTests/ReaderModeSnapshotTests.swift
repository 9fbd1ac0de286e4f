import AppScreens
import Foundation
import Testing
import TerminalUI
import ViewState

/// The reader in full width and with a search, as golden files at the three layout tiers (120,
/// 80 and 60 columns) on monochrome and 256 colours, plus checks that do not depend on them.
@Suite("Reader modes")
struct ReaderModeSnapshotTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        /// The reader taking the whole main area (z), its pictures re-rendered for the new size.
        case readerFullWidth
        /// Full width with "moon" kept and n pressed once: the matches highlighted, "Match 2 of".
        case readerSearch
        /// The search line while "moo" is typed, in the three-pane reader.
        case readerSearchTyping
        /// A kept query that matches nothing.
        case readerSearchNoMatch

        var testDescription: String { rawValue }

        func state(_ size: TerminalSize) -> AppState {
            let wide = Fixtures.withPictures(Fixtures.state(size, [Fixtures.key(.character("z"))],
                                                            from: Fixtures.reader(size)))
            switch self {
            case .readerFullWidth:
                return wide
            case .readerSearch:
                return Fixtures.state(size, [Fixtures.key(.character("/"))] + Fixtures.type("moon")
                    + [Fixtures.key(.enter), Fixtures.key(.character("n"))], from: wide)
            case .readerSearchTyping:
                return Fixtures.state(size, [Fixtures.key(.character("/"))] + Fixtures.type("moo"),
                                      from: Fixtures.reader(size))
            case .readerSearchNoMatch:
                return Fixtures.state(size, [Fixtures.key(.character("/"))] + Fixtures.type("xyz") + [Fixtures.key(.enter)],
                                      from: wide)
            }
        }
    }

    static let sizes = [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24),
                        TerminalSize(width: 60, height: 20)]

    @Test(arguments: Screen.allCases, sizes)
    func matchesGoldenFile(screen: Screen, size: TerminalSize) {
        let buffer = SnapshotTests.draw(screen.state(size))
        for tier in [ColorTier.monochrome, .ansi256] {
            GoldenFile.assertMatches(GoldenFile.describe(buffer, tier: tier),
                                     named: "\(screen.rawValue)-\(size.width)x\(size.height)-\(tier.rawValue)")
        }
    }

    @Test(arguments: Screen.allCases)
    func asciiGlyphsUseOnlyASCII(screen: Screen) {
        let buffer = SnapshotTests.draw(screen.state(TerminalSize(width: 100, height: 30)), glyphs: .ascii)
        GoldenFile.assertMatches(GoldenFile.describe(buffer, tier: .monochrome), named: "\(screen.rawValue)-100x30-ascii")
        let userText = Fixtures.heroes.map(\.name) + Fixtures.stories.map(\.title) + [Fixtures.storyText]
        let allowed = Set(userText.flatMap(\.unicodeScalars))
        for line in buffer.lines() {
            #expect(line.unicodeScalars.allSatisfy { $0.isASCII || allowed.contains($0) }, "non-ASCII glyph: \(line)")
        }
    }

    /// Full width at 120 columns: no heroes or stories pane, the text in a 72-column column with
    /// the picture beside it, far wider than the 48 columns of the reader pane.
    @Test func theFullWidthTextSpansTheScreen() {
        let size = TerminalSize(width: 120, height: 40)
        let pane = SnapshotTests.draw(Fixtures.reader(size)).lines()
        let wide = SnapshotTests.draw(Screen.readerFullWidth.state(size)).lines()
        #expect(pane.joined().contains("Heroes"))
        #expect(!wide.joined().contains("Heroes 5"))
        #expect(!wide.joined().contains("Rainy Day Magic"))
        /// The first line of the story as wrapped on screen: from "Once" to the pane's border.
        func firstLine(_ lines: [String]) -> String {
            guard let line = lines.first(where: { $0.contains("Once upon") }),
                  let start = line.range(of: "Once upon") else { return "" }
            return String(line[start.lowerBound...].prefix { $0 != "┃" }).trimmingCharacters(in: .whitespaces)
        }
        #expect(firstLine(pane) == "Once upon a time, Luna found a silver ladder")
        #expect(firstLine(wide) == "Once upon a time, Luna found a silver ladder leaning against the moon.")
        #expect(wide.contains { $0.contains("Picture 1 of 4") }, "the picture is still shown")
    }

    /// Every visible "moon" in the text is in the selection's role (reversed on monochrome); the
    /// current match is bold too, and the search line tells which match it is.
    @Test func matchesAreHighlightedAndCounted() throws {
        let state = Screen.readerSearch.state(TerminalSize(width: 120, height: 40))
        let buffer = SnapshotTests.draw(state)
        let lines = buffer.lines()
        let text = try #require(state.readerAreas?.text)
        let total = Fixtures.storyText.lowercased().components(separatedBy: "moon").count - 1
        #expect(lines.contains { $0.contains(Strings.matchPosition(2, of: total)) })
        var highlighted = 0
        var current = 0
        for (row, line) in lines.enumerated() where row >= text.minY && row < text.maxY {
            let characters = Array(line)
            let cells = Array(buffer.cells(inRow: row))
            var column = text.minX
            while column + 4 <= min(characters.count, text.maxX) {
                if String(characters[column..<column + 4]).lowercased() == "moon" {
                    let styles = cells[column..<column + 4].map(\.style)
                    #expect(styles.allSatisfy { $0.role == .selected }, "row \(row): \(line)")
                    if styles.allSatisfy({ $0.role == .selected }) { highlighted += 1 }
                    if styles.allSatisfy({ $0.attributes.contains(.bold) }) { current += 1 }
                    let look = Theme.standard.appearance(for: styles[0], tier: .monochrome).attributes
                    #expect(look.contains(.reverse))
                }
                column += 1
            }
        }
        #expect(highlighted >= 2)
        #expect(current == 1, "one current match")
        // Nothing else in the text is in the selection's role.
        let selectedCells = buffer.roleMask().joined().filter { $0 == Role.selected.maskLetter }.count
        #expect(selectedCells == highlighted * 4)
    }

    @Test func aQueryWithoutMatchesSaysSo() {
        let lines = SnapshotTests.draw(Screen.readerSearchNoMatch.state(TerminalSize(width: 80, height: 24))).lines()
        #expect(lines.contains { $0.contains("No match for 'xyz'.") })
        #expect(lines.last?.contains("n/N") == true, "the footer offers n/N")
    }

    /// Every size from 1x1 up renders the reader modes without trapping.
    @Test(arguments: Screen.allCases)
    func everySizeRenders(screen: Screen) {
        let base = screen.state(TerminalSize(width: 120, height: 40))
        var sizes: [(Int, Int)] = []
        for width in 1...130 {
            for height in [1, 8, 12, 24] { sizes.append((width, height)) }
        }
        for height in 1...45 {
            for width in [1, 30, 40, 80, 100] { sizes.append((width, height)) }
        }
        for (width, height) in sizes {
            var state = base
            for action: Action in [.input(.resize(width: width, height: height)), .input(.key(.character("n"))),
                                   .input(.key(.character("G")))] {
                _ = reduce(&state, action)
                var buffer = ScreenBuffer(width: width, height: height)
                render(state, into: &buffer, glyphs: .unicode)
                #expect(buffer.lines().count == height)
                if let cursor = buffer.cursorPosition {
                    #expect(cursor.x >= 0 && cursor.x < width && cursor.y >= 0 && cursor.y < height)
                }
            }
        }
    }
}
