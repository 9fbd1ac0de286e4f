import Testing
import TerminalUI

@Suite("Theme and styles")
struct ThemeTests {
    let theme = Theme.standard

    @Test("monochrome uses no colour at all")
    func monochromeHasNoColour() {
        for role in Role.allCases {
            let look = theme.appearance(ofRole: role, tier: .monochrome)
            #expect(look.foreground == .default && look.background == .default, "\(role)")
        }
    }

    @Test("in monochrome, states that matter differ by attributes from normal text and each other")
    func monochromeDistinct() {
        let important: [Role] = [.normal, .selected, .error, .warning, .success, .banner]
        let looks = important.map { theme.appearance(ofRole: $0, tier: .monochrome).attributes }
        #expect(Set(looks.map(\.rawValue)).count == important.count)
        #expect(theme.appearance(ofRole: .selected, tier: .monochrome).attributes == .reverse)
        #expect(theme.appearance(ofRole: .error, tier: .monochrome).attributes == [.bold, .underline])
    }

    @Test("colour tiers keep non-colour cues for errors, warnings and the selection")
    func colourTiersKeepCues() {
        for tier in [ColorTier.ansi16, .ansi256] {
            #expect(theme.appearance(ofRole: .error, tier: tier).attributes.contains(.bold))
            #expect(theme.appearance(ofRole: .warning, tier: tier).attributes.contains(.bold))
            // Reverse video on every tier: visible on any palette, and the cheapest to move.
            #expect(theme.appearance(ofRole: .selected, tier: tier).attributes.contains(.reverse))
        }
    }

    @Test("the 16-colour tier sticks to the 8 basic colours so 8-colour terminals work")
    func basicColoursOnly() {
        for role in Role.allCases {
            let look = theme.appearance(ofRole: role, tier: .ansi16)
            for color in [look.foreground, look.background] {
                #expect(color.paletteIndex < 8, "\(role)")
            }
        }
    }

    @Test("a style's own attributes are added to its role's")
    func styleAttributesMerge() {
        let style = Style(.muted, attributes: .bold)
        #expect(theme.appearance(for: style, tier: .monochrome).attributes == [.dim, .bold])
        #expect(Style.error.adding(.reverse) == Style(.error, attributes: .reverse))
    }

    @Test("overrides replace single roles and leave the others standard")
    func overrides() {
        let custom = Theme(monochrome: [.accent: .underline], ansi256: [.title: RoleAppearance(foreground: .indexed(200))])
        #expect(custom.appearance(ofRole: .accent, tier: .monochrome).attributes == .underline)
        #expect(custom.appearance(ofRole: .title, tier: .ansi256).foreground == .indexed(200))
        #expect(custom.appearance(ofRole: .error, tier: .ansi256) == theme.appearance(ofRole: .error, tier: .ansi256))
    }

    @Test("the colour tier follows the terminal's colour count and NO_COLOR")
    func tiers() {
        #expect(ColorTier(colorCount: 0) == .monochrome)
        #expect(ColorTier(colorCount: 8) == .ansi16)
        #expect(ColorTier(colorCount: 16) == .ansi16)
        #expect(ColorTier(colorCount: 256) == .ansi256)
        #expect(ColorTier(colorCount: 16_777_216) == .ansi256)
        #expect(ColorTier(colorCount: 256, colorsDisabled: true) == .monochrome)
        #expect(TerminalColor.default.paletteIndex == -1)
        #expect(TerminalColor.ansi(.brightWhite).paletteIndex == 15)
    }

    @Test("mask letters are distinct for every role")
    func maskLetters() {
        #expect(Set(Role.allCases.map(\.maskLetter)).count == Role.allCases.count)
    }

    @Test("every glyph is one column wide in both glyph sets, so layouts never shift")
    func glyphWidths() {
        for glyphs in GlyphSet.allCases {
            let box = glyphs.box
            let singles: [Character] = [
                box.topLeft, box.topRight, box.bottomLeft, box.bottomRight, box.horizontal, box.vertical,
                glyphs.maskCharacter, glyphs.progressFilled, glyphs.progressEmpty,
            ] + glyphs.progressEighths
            #expect(singles.allSatisfy { DisplayWidth.width(of: $0) == 1 }, "\(glyphs)")
            #expect(DisplayWidth.width(of: glyphs.moreAbove) == 1)
            #expect(DisplayWidth.width(of: glyphs.moreBelow) == 1)
        }
        for box in [BoxStyle.rounded, .light, .heavy, .ascii] {
            #expect([box.topLeft, box.horizontal, box.vertical].allSatisfy { DisplayWidth.width(of: $0) == 1 })
        }
        #expect(GlyphSet.ascii.ellipsis.utf8.allSatisfy { $0 < 0x80 })
        #expect(GlyphSet.ascii.sceneBreak.utf8.allSatisfy { $0 < 0x80 })
    }
}
