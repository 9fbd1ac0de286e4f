import Testing
import TerminalUI
@testable import NcursesBackend

@Suite struct StylePaletteTests {
    @Test func monochromeUsesAttributesOnlyAndPairZero() {
        var palette = StylePalette(tier: .monochrome, colorCount: 256, pairCount: 256, allowsDefaultColors: true)
        let result = palette.rendering(for: .selected, theme: .standard)
        #expect(result.rendering == .init(attributes: .reverse, pair: 0))
        #expect(result.newPair == nil)
        #expect(palette.rendering(for: .error, theme: .standard).rendering.attributes == [.bold, .underline])
    }

    @Test func pairsAreDefinedOncePerColourCombination() {
        let theme = Theme(ansi256: [
            .accent: RoleAppearance(foreground: .indexed(81)),
            .title: RoleAppearance(foreground: .indexed(81), attributes: .bold),
            .error: RoleAppearance(foreground: .indexed(203), background: .indexed(52)),
        ])
        var palette = StylePalette(tier: .ansi256, colorCount: 256, pairCount: 256, allowsDefaultColors: true)
        let accent = palette.rendering(for: .accent, theme: theme)
        #expect(accent.newPair == .init(number: 1, foreground: 81, background: -1))
        let title = palette.rendering(for: .title, theme: theme)
        // Same colours, different attributes: the pair is shared and not defined again.
        #expect(title.rendering == .init(attributes: .bold, pair: 1))
        #expect(title.newPair == nil)
        let error = palette.rendering(for: .error, theme: theme)
        #expect(error.newPair == .init(number: 2, foreground: 203, background: 52))
        #expect(palette.rendering(for: .accent, theme: theme).newPair == nil)
    }

    @Test func defaultColoursUsePairZero() {
        var palette = StylePalette(tier: .ansi16, colorCount: 8, pairCount: 64, allowsDefaultColors: true)
        let normal = palette.rendering(for: .normal, theme: .standard)
        #expect(normal.rendering.pair == 0)
        #expect(normal.newPair == nil)
        // Style attributes are added to the role's.
        #expect(palette.rendering(for: Style(.normal, attributes: .underline), theme: .standard).rendering.attributes == .underline)
    }

    @Test func withoutDefaultColoursTheDefaultIsWhiteOnBlack() {
        var palette = StylePalette(tier: .ansi16, colorCount: 8, pairCount: 64, allowsDefaultColors: false)
        #expect(palette.rendering(for: .normal, theme: .standard).rendering.pair == 0)
        let accent = palette.rendering(for: .accent, theme: .standard)  // cyan on default
        #expect(accent.newPair == .init(number: 1, foreground: 6, background: 0))
    }

    @Test func brightColoursOnEightColourTerminalsUseTheBaseColour() {
        let palette = StylePalette(tier: .ansi16, colorCount: 8, pairCount: 64, allowsDefaultColors: true)
        #expect(palette.paletteIndex(of: .ansi(.brightRed), isForeground: true) == 1)
        #expect(palette.paletteIndex(of: .ansi(.red), isForeground: true) == 1)
        #expect(palette.paletteIndex(of: .indexed(200), isForeground: true) == -1)
        let sixteen = StylePalette(tier: .ansi16, colorCount: 16, pairCount: 256, allowsDefaultColors: true)
        #expect(sixteen.paletteIndex(of: .ansi(.brightRed), isForeground: true) == 9)
    }

    @Test func aFullPairTableFallsBackToPairZero() {
        var table = ColorPairTable(pairCount: 3, defaultCombination: .init(foreground: -1, background: -1))
        #expect(table.pair(for: .init(foreground: 1, background: -1)) == (1, true))
        #expect(table.pair(for: .init(foreground: 2, background: -1)) == (2, true))
        #expect(table.pair(for: .init(foreground: 3, background: -1)) == (0, false))
        #expect(table.pair(for: .init(foreground: 1, background: -1)) == (1, false))
    }

    @Test func aFullTableReusesPairsNoCellOfTheFrameUses() {
        var table = ColorPairTable(pairCount: 4, defaultCombination: .init(foreground: -1, background: -1))
        // Frame 1: a picture fills the table.
        table.beginFrame()
        for colour in 1...3 { #expect(table.pair(for: .init(foreground: colour, background: 0)).isNew) }
        // Frame 2 keeps colour 1 on screen and brings two new ones: they take the other pairs.
        table.beginFrame()
        #expect(table.pair(for: .init(foreground: 1, background: 0)) == (1, false))
        let four = table.pair(for: .init(foreground: 4, background: 0))
        let five = table.pair(for: .init(foreground: 5, background: 0))
        #expect(four.isNew && five.isNew && Set([four.number, five.number]) == [2, 3])
        // Every pair is on screen now: the next new combination falls back to pair 0.
        #expect(table.pair(for: .init(foreground: 6, background: 0)) == (0, false))
        // A freed combination is defined again when it comes back.
        table.beginFrame()
        #expect(table.pair(for: .init(foreground: 2, background: 0)).isNew)
    }

    @Test func cellColoursOverTheRoleExceptOnMonochrome() {
        let picture = Style(.normal, colors: CellColors(foreground: .indexed(208), background: .indexed(17)))
        var palette = StylePalette(tier: .ansi256, colorCount: 256, pairCount: 256, allowsDefaultColors: true)
        #expect(palette.rendering(for: picture, theme: .standard).newPair == .init(number: 1, foreground: 208, background: 17))
        var mono = StylePalette(tier: .monochrome, colorCount: 256, pairCount: 256, allowsDefaultColors: true)
        #expect(mono.rendering(for: picture, theme: .standard).rendering == .init(attributes: [], pair: 0))
        // On 8 colours a 256-colour picture degrades to the default colour, never to garbage.
        var eight = StylePalette(tier: .ansi16, colorCount: 8, pairCount: 64, allowsDefaultColors: true)
        #expect(eight.rendering(for: picture, theme: .standard).rendering.pair == 0)
    }

    @Test func pairNumbersStayWithinTheClassicRange() {
        let table = ColorPairTable(pairCount: 65_536, defaultCombination: .init(foreground: -1, background: -1))
        #expect(table.highestPair == Int(Int16.max))
        #expect(ColorPairTable(pairCount: 0, defaultCombination: .init(foreground: -1, background: -1)).highestPair == 0)
    }

    @Test func attributeBitsMatchNcurses() {
        // A_BOLD = NCURSES_BITS(1, 13) = 1 << 21, and so on (curses.h, NCURSES_ATTR_SHIFT 8).
        #expect(AttributeMask.bits(for: []) == 0)
        #expect(AttributeMask.bits(for: .bold) == 1 << 21)
        #expect(AttributeMask.bits(for: .underline) == 1 << 17)
        #expect(AttributeMask.bits(for: .reverse) == 1 << 18)
        #expect(AttributeMask.bits(for: .dim) == 1 << 20)
        #expect(AttributeMask.bits(for: [.bold, .reverse]) == (1 << 21 | 1 << 18))
    }
}
