import AppScreens
import Foundation
import Testing
import TerminalUI
import ViewState

/// The reading journey as golden files at three layout tiers, monochrome, 256 colours (with the
/// heat map's own cell colours written out, which the shared description leaves out) and ASCII;
/// scrolled to its end on the small tiers; and checks that hold at every size.
@Suite("Journey screen")
struct JourneySnapshotTests {
    static let sizes = TierSnapshots.sizes

    static func draw(_ state: AppState, glyphs: GlyphSet = .unicode, tier: ColorTier = .monochrome) -> ScreenBuffer {
        TierSnapshots.draw(state, glyphs: glyphs, tier: tier)
    }

    /// Each cell's own foreground as a letter (`.` for none; 1-4 the heat map's greens by
    /// 256-colour index 22, 28, 34, 40; `g` the 16-colour green), so the colour tiers are checked too.
    static func cellColors(_ buffer: ScreenBuffer) -> String {
        let letters: [TerminalColor: Character] = [.indexed(22): "1", .indexed(28): "2", .indexed(34): "3",
                                                   .indexed(40): "4", .ansi(.green): "g"]
        let rows = (0..<buffer.height).map { row in
            "|" + String(buffer.cells(inRow: row).map { cell in
                cell.style.colors.map { letters[$0.foreground] ?? "?" } ?? "."
            }) + "|"
        }
        return "--- cell colours\n" + rows.joined(separator: "\n") + "\n"
    }

    static func snapshot(_ state: AppState, name: String) {
        for tier in [ColorTier.monochrome, .ansi256] {
            let buffer = draw(state, tier: tier)
            var text = GoldenFile.describe(buffer, tier: tier)
            if tier == .ansi256 { text += cellColors(buffer) }
            GoldenFile.assertMatches(text, named: "\(name)-\(tier.rawValue)")
        }
        let ascii = draw(state, glyphs: .ascii)
        GoldenFile.assertMatches(GoldenFile.describe(ascii, tier: .monochrome), named: "\(name)-ascii")
        let userText = Fixtures.heroes.map(\.name) + Fixtures.stories.map(\.title)
        let allowed = Set(userText.flatMap(\.unicodeScalars))
        #expect(ascii.lines().allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII || allowed.contains($0) } },
                "ASCII only with --ascii")
    }

    @Test(arguments: sizes)
    func matchesGoldenFile(size: TerminalSize) {
        Self.snapshot(JourneyFixtures.journey(size), name: "journey-\(size.width)x\(size.height)")
    }

    @Test(arguments: sizes.dropFirst())
    func scrolledToTheEndMatchesGoldenFile(size: TerminalSize) {
        Self.snapshot(JourneyFixtures.journey(size, scrolls: 10), name: "journeyScrolled-\(size.width)x\(size.height)")
    }

    @Test func loadingAndFailureSayWhatIsHappening() {
        let size = TerminalSize(width: 80, height: 24)
        let loading = Self.draw(JourneyFixtures.loading(size)).lines().joined(separator: "\n")
        #expect(loading.contains(Strings.journeyLoading))
        var failed = JourneyFixtures.loading(size)
        _ = reduce(&failed, .journey(.loadFailed(.notFound, requestID: failed.journey.requestID)))
        let text = Self.draw(failed).lines().joined(separator: "\n")
        #expect(text.contains("The journey could not be loaded"))
        #expect(text.contains(Strings.journeyRetry))
    }

    /// The wide tier puts the chart, heroes and milestones side by side (one row holds all
    /// three titles); the narrow one stacks them (no row holds two).
    @Test func wideTerminalsShowThePiecesSideBySideNarrowOnesStackThem() {
        let wide = Self.draw(JourneyFixtures.journey(TerminalSize(width: 120, height: 40))).lines()
        #expect(wide.contains { $0.contains(Strings.journeyChartTitle) && $0.contains(Strings.journeyHeroesTitle)
            && $0.contains("Milestones 5/9") })
        let narrow = JourneyFixtures.journey(TerminalSize(width: 60, height: 20))
        let layout = JourneyLayout(journey: narrow.journey, width: 56)
        let xs = layout.placements.map(\.rect.x)
        #expect(xs.allSatisfy { $0 == 0 }, "stacked: \(layout.placements)")
        #expect(layout.contentHeight > 16, "taller than the screen, so it scrolls")
    }

    /// Today is underlined in the heat map, and its minutes are said beside it.
    @Test func todayIsMarkedWithItsMinutes() {
        let buffer = Self.draw(JourneyFixtures.journey(TerminalSize(width: 120, height: 40)))
        #expect(buffer.lines().joined().contains("Today: 12 min"))
        let underlined = (0..<buffer.height).flatMap { row in
            buffer.cells(inRow: row).filter { $0.style.attributes.contains(.underline) }
        }
        #expect(underlined.count == 1)
    }

    /// A new user's two evenings of 100 s: the header and the 30 days' total both say 3
    /// minutes (the 200 s rounded once), not 3 beside 2 + 2 (issue 26: "0 min listened · 1
    /// story" beside "Today: 1 min" and "Last 30 days 1 min").
    @Test func aNewUsersHeaderAndLastThirtyDaysAgree() {
        let state = JourneyFixtures.journey(TerminalSize(width: 120, height: 40), data: JourneyFixtures.newUser())
        let buffer = Self.draw(state)
        let lines = buffer.lines()
        #expect(lines.contains { $0.contains(Strings.journeyMinutes(3)) && $0.contains(Strings.journeyStories(1)) },
                "\(lines.joined(separator: "\n"))")
        let chartLine = lines.first { $0.contains(Strings.journeyChartTitle) }
        #expect(chartLine?.contains(Strings.journeyChartTotal(3)) == true, "\(chartLine ?? "no chart")")
        #expect(lines.joined().contains(Strings.journeyToday(2)))
        GoldenFile.assertMatches(GoldenFile.describe(buffer, tier: .monochrome), named: "journeyNewUser-120x40-monochrome")
    }

    @Test func tinyTerminalsAndOddSizesDrawWithoutTrapping() {
        for (width, height) in [(1, 1), (2, 3), (20, 8), (39, 11), (40, 12), (41, 13), (47, 15), (69, 20), (99, 30),
                                (100, 30), (300, 100)] {
            let size = TerminalSize(width: width, height: height)
            for scrolls in [0, 3, 50] {
                _ = Self.draw(JourneyFixtures.journey(size, scrolls: scrolls))
                _ = Self.draw(JourneyFixtures.journey(size, scrolls: scrolls), glyphs: .ascii, tier: .ansi16)
            }
            _ = Self.draw(JourneyFixtures.loading(size))
        }
    }
}
