import AppScreens
import Foundation
import InfiniteStoriesClient
import Testing
import TerminalUI
import ViewState

/// Every screen at four sizes, on a monochrome and a colour terminal, as golden files, plus
/// independent checks of what must hold on every one of them.
@Suite("Screen snapshots")
struct SnapshotTests {
    enum Screen: String, CaseIterable, CustomTestStringConvertible {
        case signIn, signUpErrors, sessionExpired, main, loadingMore, openingLoading, filtered, heroForm, storyPicker, deleteConfirmation,
             progress, progressFailures, reader, listening, sleepTimer, queue, exported, seriesContinuing, heroAvatar, help

        var testDescription: String { rawValue }

        func state(_ size: TerminalSize) -> AppState {
            switch self {
            case .signIn: Fixtures.signIn(size)
            case .signUpErrors: Fixtures.signUpWithErrors(size)
            case .sessionExpired: Fixtures.sessionExpiredAuth(size)
            case .main: Fixtures.main(size)
            case .loadingMore: Fixtures.loadingMore(size)
            case .openingLoading: Fixtures.openingLoading(size)
            case .filtered: Fixtures.filtered(size)
            case .heroForm: Fixtures.heroForm(size)
            case .storyPicker: Fixtures.storyPicker(size)
            case .deleteConfirmation: Fixtures.deleteConfirmation(size)
            case .progress: Fixtures.progress(size)
            case .progressFailures: Fixtures.progressWithFailures(size)
            case .reader: Fixtures.reader(size)
            case .listening: Fixtures.listening(size)
            case .sleepTimer: Fixtures.sleepTimerFading(size)
            case .queue: Fixtures.queueShown(size)
            case .exported: Fixtures.exported(size)
            case .seriesContinuing: Fixtures.seriesContinuing(size)
            case .heroAvatar: Fixtures.heroAvatar(size)
            case .help: Fixtures.help(size)
            }
        }
    }

    static let sizes = [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24),
                        TerminalSize(width: 60, height: 20), TerminalSize(width: 30, height: 8)]

    static func draw(_ state: AppState, glyphs: GlyphSet = .unicode) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        render(state, into: &buffer, glyphs: glyphs)
        return buffer
    }

    @Test(arguments: Screen.allCases, sizes)
    func matchesGoldenFile(screen: Screen, size: TerminalSize) {
        let buffer = Self.draw(screen.state(size))
        for tier in [ColorTier.monochrome, .ansi256] {
            GoldenFile.assertMatches(GoldenFile.describe(buffer, tier: tier),
                                     named: "\(screen.rawValue)-\(size.width)x\(size.height)-\(tier.rawValue)")
        }
    }

    /// A filter that matches nothing says what it was and how to clear it, in the list and in the
    /// detail pane, instead of "No heroes yet".
    @Test func aHeroFilterThatMatchesNothingSaysSo() {
        let size = TerminalSize(width: 120, height: 40)
        let state = Fixtures.state(size, [Fixtures.key(.backTab), Fixtures.key(.character("/"))] + Fixtures.type("xyz"),
                                   from: Fixtures.main(size))
        let text = Self.draw(state).lines().joined(separator: "\n")
        #expect(text.components(separatedBy: "No hero matches 'xyz'.").count == 3, "list and detail pane: \(text)")
        #expect(text.contains("Esc clears the filter."))
        #expect(!text.contains("No heroes yet"))
        // A story filter that matches nothing names it too.
        let stories = Fixtures.state(size, [Fixtures.key(.character("/"))] + Fixtures.type("zzz"), from: Fixtures.main(size))
        #expect(Self.draw(stories).lines().joined().contains("No story matches 'zzz'."))
    }

    /// An opening the server could not give is said so where the text would be, not left
    /// reading Loading... for good.
    @Test func anOpeningThatCouldNotBeReadIsSaidSo() throws {
        var state = Fixtures.openingLoading(TerminalSize(width: 120, height: 40))
        let story = try #require(state.stories.selectedItem)
        #expect(Self.draw(state).lines().joined().contains(Strings.loading))
        _ = reduce(&state, .lists(.previewLoadFailed(id: story.id, .network(.connectionRefused))))
        let text = Self.draw(state).lines().joined(separator: "\n")
        #expect(text.contains("The opening could not be read"), "\(text)")
    }

    @Test(arguments: Screen.allCases)
    func asciiGlyphsUseOnlyASCII(screen: Screen) {
        let state = screen.state(TerminalSize(width: 100, height: 30))
        let buffer = Self.draw(state, glyphs: .ascii)
        GoldenFile.assertMatches(GoldenFile.describe(buffer, tier: .monochrome), named: "\(screen.rawValue)-100x30-ascii")
        // Only user data (names and titles with CJK and emoji) may bring non-ASCII characters.
        let userText = Fixtures.heroes.map(\.name) + Fixtures.stories.map(\.title) + ["小龙 🐉", Fixtures.storyText]
        let allowed = Set(userText.flatMap(\.unicodeScalars))
        for line in buffer.lines() {
            let foreign = line.unicodeScalars.filter { !$0.isASCII && !allowed.contains($0) }
            #expect(foreign.isEmpty, "non-ASCII glyph in ASCII mode: \(line)")
        }
    }

    /// Meaning never rests on colour alone: on a monochrome terminal the selection is reversed
    /// and every error is bold and underlined, and error text carries a ✗ or is a field message.
    @Test(arguments: Screen.allCases, [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24)])
    func monochromeKeepsMeaning(screen: Screen, size: TerminalSize) {
        let buffer = Self.draw(screen.state(size))
        let theme = Theme.standard
        for row in 0..<buffer.height {
            for cell in buffer.cells(inRow: row) {
                let look = theme.appearance(for: cell.style, tier: .monochrome).attributes
                switch cell.style.role {
                case .selected: #expect(look.contains(.reverse))
                case .error: #expect(look.contains(.bold) && look.contains(.underline))
                default: break
                }
            }
        }
        let lines = buffer.lines()
        let masks = buffer.roleMask()
        // An error line carries the ✗ itself, or continues a message that started with one.
        for (row, mask) in masks.enumerated() where mask.contains("e") {
            let nearby = lines[max(0, row - 2)...row]
            #expect(nearby.contains { $0.contains("✗") }, "error shown without a symbol: \(lines[row])")
        }
    }
}
