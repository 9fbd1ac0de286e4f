import AppScreens
import Testing
import TerminalUI
import ViewState

/// The bedtime theme is dim everywhere, the selected row too (issue 26): one golden file per
/// colour tier of the main screen with a selected row, and the selection's look checked.
@Suite("The bedtime theme")
struct BedtimeThemeTests {
    @Test(arguments: [ColorTier.monochrome, .ansi16, .ansi256])
    func theMainScreenIsDimOnEveryTier(tier: ColorTier) {
        let state = Fixtures.main(TerminalSize(width: 80, height: 24))
        let buffer = TierSnapshots.draw(state, tier: tier)
        GoldenFile.assertMatches(GoldenFile.describe(buffer, tier: tier, theme: .bedtime),
                                 named: "bedtimeMain-80x24-\(tier.rawValue)")
        // The selected row is drawn in the selection's role, and that role is not lit up.
        #expect(buffer.roleMask().contains { $0.contains(Role.selected.maskLetter) })
        let selection = Theme.bedtime.appearance(ofRole: .selected, tier: tier)
        if tier == .monochrome {
            #expect(selection.attributes == [.reverse, .dim])
        } else {
            #expect(!selection.attributes.contains(.reverse), "reverse video is the terminal's brightest colour")
            #expect(selection.background != nil && selection.foreground != nil)
        }
    }
}
