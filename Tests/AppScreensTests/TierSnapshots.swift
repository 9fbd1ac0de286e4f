import AppScreens
import Testing
import TerminalUI
import ViewState

/// What the section and account screens' golden tests share: the three layout tiers, drawing at
/// a colour tier and in ASCII, and one golden file per tier (monochrome, 256 colours, ASCII).
enum TierSnapshots {
    static let sizes = [TerminalSize(width: 120, height: 40), TerminalSize(width: 80, height: 24),
                        TerminalSize(width: 60, height: 20)]

    static func draw(_ state: AppState, glyphs: GlyphSet = .unicode, tier: ColorTier = .monochrome) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: state.size.width, height: state.size.height)
        render(state, into: &buffer, glyphs: glyphs, colorTier: tier)
        return buffer
    }

    /// `state` against `<name>-<size>-monochrome|ansi256|ascii`, and ASCII glyphs only with
    /// `--ascii` but for the fixtures' own names and titles (CJK and emoji).
    static func assertMatches(_ state: AppState, named name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let prefix = "\(name)-\(state.size.width)x\(state.size.height)"
        for tier in [ColorTier.monochrome, .ansi256] {
            GoldenFile.assertMatches(GoldenFile.describe(draw(state, tier: tier), tier: tier),
                                     named: "\(prefix)-\(tier.rawValue)", sourceLocation: sourceLocation)
        }
        let ascii = draw(state, glyphs: .ascii)
        GoldenFile.assertMatches(GoldenFile.describe(ascii, tier: .monochrome), named: "\(prefix)-ascii",
                                 sourceLocation: sourceLocation)
        let userText = Fixtures.heroes.map(\.name) + Fixtures.stories.map(\.title) + ["小龙 🐉", Fixtures.storyText]
        let allowed = Set(userText.flatMap(\.unicodeScalars))
        #expect(ascii.lines().allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII || allowed.contains($0) } },
                "ASCII only with --ascii", sourceLocation: sourceLocation)
    }
}
