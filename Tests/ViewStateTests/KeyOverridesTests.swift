import Testing
import TerminalUI
import ViewState

/// The key map with a user's remapping: handling, footer and help all show the new keys, and a
/// remapping that gives one key two meanings in a context is found.
@Suite("Key map with overrides")
struct KeyOverridesTests {
    static let newStoryOnCtrlN = KeyOverrides([.newStory: [.ctrl("n"), .function(5)]])

    @Test func aRemappedCommandRunsOnItsNewKeysOnly() {
        let overrides = Self.newStoryOnCtrlN
        for context in [KeyContext.heroes, .stories, .detail] {
            #expect(KeyMap.command(for: .ctrl("n"), in: context, overrides: overrides) == .newStory, "\(context)")
            #expect(KeyMap.command(for: .function(5), in: context, overrides: overrides) == .newStory, "\(context)")
            #expect(KeyMap.command(for: .character("s"), in: context, overrides: overrides) == nil, "\(context)")
            // Without the overrides, the map is as written.
            #expect(KeyMap.command(for: .character("s"), in: context) == .newStory)
        }
    }

    @Test func theFooterShowsTheNewKeys() {
        let hint = KeyMap.footerHints(for: .stories, overrides: Self.newStoryOnCtrlN)
            .first { $0.label == Strings.keyNewStory }
        #expect(hint?.keys == [.ctrl("n"), .function(5)])
        #expect(hint?.keyName(glyphs: .ascii) == "Ctrl-N/F5")
    }

    @Test func theHelpShowsTheNewKeys() {
        let hints = KeyMap.helpSections(for: .heroes, overrides: Self.newStoryOnCtrlN).flatMap(\.hints)
        let line = hints.first { $0.label == Strings.keyNewStoryHelp }
        #expect(line?.keys == [.ctrl("n"), .function(5)])
        #expect(!hints.contains { $0.keys.contains(.character("s")) })
    }

    /// `quit = ["Q"]` replaces q and Ctrl-C: the command's first binding takes the keys, the
    /// others go, so no key is listed twice.
    @Test func aCommandBoundTwiceInAContextKeepsOneBinding() {
        let overrides = KeyOverrides([.quit: [.character("Q")]])
        let bindings = KeyMap.bindings(for: .heroes, overrides: overrides).filter { $0.command == .quit }
        #expect(bindings.count == 1)
        #expect(bindings.first?.keys == [.character("Q")])
        #expect(KeyMap.command(for: .ctrl("c"), in: .heroes, overrides: overrides) == nil)
        #expect(KeyMap.command(for: .character("q"), in: .heroes, overrides: overrides) == nil)
    }

    /// A pair shown as one hint (`←/→ Choose`) shows the new key of the half that moved.
    @Test func aPairedHintFollowsItsRemappedHalf() {
        let overrides = KeyOverrides([.chooseNext: [.character("+")]])
        let hint = KeyMap.footerHints(for: .settings, overrides: overrides).first { $0.label == Strings.keyChoose }
        #expect(hint?.keys == [.left, .character("+")])
    }

    @Test func aKeyBoundTwiceIsAConflict() {
        let overrides = KeyOverrides([.moveDown: [.character("n")]])
        let conflicts = KeyMap.conflicts(in: overrides)
        #expect(conflicts.contains { $0.context == .heroes && $0.key == .character("n") && $0.commands == [.moveDown, .newHero] })
        #expect(KeyMap.conflicts(in: Self.newStoryOnCtrlN).isEmpty)
        #expect(KeyMap.conflicts(in: KeyOverrides()).isEmpty)
    }

    /// Printable keys in text-entry contexts are typed, so they cannot clash there.
    @Test func printableKeysDoNotClashInTextEntry() {
        let overrides = KeyOverrides([.nextField: [.character("x"), .tab]])
        #expect(!KeyMap.conflicts(in: overrides).contains { $0.context.isTextEntry })
    }

    /// The reducer reads `state.keyOverrides`: the remapped key quits, the old ones do not.
    @Test func theReducerObeysTheRemapping() {
        var state = AppState()
        state.keyOverrides = KeyOverrides([.quit: [.character("Q")]])
        _ = reduce(&state, .input(.key(.character("q"))))
        _ = reduce(&state, .input(.key(.ctrl("c"))))
        #expect(!state.shouldQuit)
        _ = reduce(&state, .input(.key(.character("Q"))))
        #expect(state.shouldQuit)
    }
}
