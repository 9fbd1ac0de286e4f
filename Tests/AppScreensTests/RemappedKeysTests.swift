import Testing
import TerminalUI
import ViewState
import AppScreens

/// A remapped key (the config file's `[keys]`) shows where keys are shown: the footer and the
/// `?` help, drawn from `state.keyOverrides`.
@Suite("Remapped keys on screen")
struct RemappedKeysTests {
    static let overrides = KeyOverrides([.newStory: [.ctrl("n")]])

    @Test func theFooterShowsTheRemappedKey() {
        var state = Fixtures.main(TerminalSize(width: 120, height: 30))
        let before = SnapshotTests.draw(state, glyphs: .ascii).lines().last ?? ""
        #expect(before.contains("s Story"), "\(before)")
        state.keyOverrides = Self.overrides
        let footer = SnapshotTests.draw(state, glyphs: .ascii).lines().last ?? ""
        #expect(footer.contains("Ctrl-N Story"), "\(footer)")
        #expect(!footer.contains("s Story"), "\(footer)")
    }

    /// The mini player's hints come from the key map too: a remapped stop key is the one shown.
    @Test func theMiniPlayerShowsTheRemappedKeys() {
        var state = Fixtures.listening(TerminalSize(width: 120, height: 40))
        let before = SnapshotTests.draw(state, glyphs: .ascii).lines().joined(separator: "\n")
        #expect(before.contains("Space pause/play - x stop"), "\(before)")
        state.keyOverrides = KeyOverrides([.stopPlayback: [.character("S")]])
        let text = SnapshotTests.draw(state, glyphs: .ascii).lines().joined(separator: "\n")
        #expect(text.contains("Space pause/play - S stop"), "\(text)")
    }

    @Test func theHelpShowsTheRemappedKey() {
        var state = Fixtures.main(TerminalSize(width: 120, height: 40))
        state.keyOverrides = Self.overrides
        _ = reduce(&state, .input(.key(.character("?"))))
        let text = SnapshotTests.draw(state, glyphs: .ascii).lines().joined(separator: "\n")
        #expect(text.contains("Ctrl-N"), "\(text)")
        #expect(text.contains(Strings.keyNewStoryHelp))
    }
}
