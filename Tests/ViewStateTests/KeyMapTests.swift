import Testing
import TerminalUI
import ViewState

@Suite("Key map")
struct KeyMapTests {
    @Test(arguments: KeyContext.allCases)
    func aKeyRunsOneCommandPerContext(context: KeyContext) {
        var seen: [Key: Command] = [:]
        for binding in KeyMap.bindings(for: context) {
            for key in binding.keys {
                if let earlier = seen[key] {
                    #expect(earlier == binding.command, "\(key) is bound twice in \(context)")
                }
                seen[key] = binding.command
                #expect(KeyMap.command(for: key, in: context) != nil || context.isTextEntry)
            }
        }
    }

    @Test(arguments: KeyContext.allCases)
    func footerAndHelpComeFromTheBindings(context: KeyContext) {
        let bindings = KeyMap.bindings(for: context)
        let footer = KeyMap.footerHints(for: context)
        #expect(footer.count == bindings.filter { $0.footerLabel != nil }.count)
        #expect(!footer.isEmpty, "every context tells at least one key")
        let helpLines = KeyMap.helpSections(for: context).flatMap(\.hints)
        // Every binding's help text appears in the help overlay (paired bindings share a line).
        for binding in bindings where binding.showsInHelp {
            #expect(helpLines.contains { $0.label == binding.help }, "\(binding.command) missing from help in \(context)")
        }
        // Every footer key is a real binding of the context.
        for hint in footer {
            for key in hint.keys where !(bindings.contains { $0.keys.contains(key) || ($0.displayKeys ?? []).contains(key) }) {
                Issue.record("footer key \(key) is not bound in \(context)")
            }
        }
    }

    /// A help line's keys all do what its sentence says: a key of a pair whose other half has
    /// a line of its own is shown on that line only ("← [ Back 15 seconds", "→ ] Forward 15
    /// seconds"), never as "←/→ Back 15 seconds".
    @Test(arguments: KeyContext.allCases)
    func helpLinesNeverShowAKeyThatDoesSomethingElse(context: KeyContext) {
        let bindings = KeyMap.bindings(for: context)
        let listed = Set(bindings.filter(\.showsInHelp).map(\.command))
        for hint in KeyMap.helpSections(for: context).flatMap(\.hints) {
            guard let owner = bindings.first(where: { $0.showsInHelp && $0.help == hint.label }) else { continue }
            for key in hint.keys {
                guard let command = KeyMap.command(for: key, in: context), command != owner.command else { continue }
                #expect(!listed.contains(command),
                        "\(key) on the help line '\(hint.label)' in \(context) runs \(command), which has its own line")
            }
        }
    }

    @Test func theReadersPairedKeysSayTheirOwnMeaning() {
        let lines = KeyMap.helpSections(for: .reader).flatMap(\.hints)
        #expect(lines.first { $0.label == Strings.keySeekBackHelp }?.keys == [.left, .character("[")])
        #expect(lines.first { $0.label == Strings.keySeekForwardHelp }?.keys == [.right, .character("]")])
        #expect(lines.first { $0.label == Strings.keySlowerHelp }?.keys == [.character("<")])
        #expect(lines.first { $0.label == Strings.keyPreviousPictureHelp }?.keys == [.character("p")])
        // The footer keeps its short pairs.
        #expect(KeyMap.footerHints(for: .reader).contains { $0.keys == [.left, .right] && $0.label == Strings.keySeek })
    }

    @Test func textEntryContextsLeavePrintableKeysToTheField() {
        for context in KeyContext.allCases where context.isTextEntry {
            for character in "qjk?/nFdGg " {
                #expect(KeyMap.command(for: .character(character), in: context) == nil, "\(character) in \(context)")
            }
            #expect(KeyMap.command(for: .ctrl("c"), in: context) == .quit, "Ctrl-C quits from \(context)")
        }
    }

    @Test func theIssuesKeysAreBound() {
        let expectations: [(KeyContext, Key, Command)] = [
            (.heroes, .character("j"), .moveDown), (.heroes, .down, .moveDown), (.heroes, .character("k"), .moveUp),
            (.heroes, .character("g"), .top), (.heroes, .character("G"), .bottom), (.heroes, .pageDown, .pageDown),
            (.heroes, .tab, .nextPane), (.heroes, .backTab, .previousPane), (.heroes, .character("l"), .paneRight),
            (.stories, .character("h"), .paneLeft), (.heroes, .enter, .open), (.stories, .escape, .back),
            (.heroes, .character("/"), .filter), (.stories, .character("?"), .help), (.heroes, .character("q"), .quit),
            (.stories, .ctrl("c"), .quit), (.heroes, .character("n"), .newHero), (.heroes, .character("e"), .editHero),
            (.heroes, .character("d"), .deleteHero), (.stories, .character("s"), .newStory),
            (.stories, .character("f"), .favorite), (.stories, .character("d"), .deleteStory),
            (.stories, .character("a"), .narrate), (.stories, .character("i"), .illustrate),
            (.stories, .character("r"), .refresh), (.stories, .character("F"), .toggleFavoritesFilter),
            (.progress, .escape, .stopWatching), (.tooSmall, .character("q"), .quit), (.auth, .enter, .submit),
            (.auth, .tab, .nextField), (.reader, .pageDown, .pageDown), (.reader, .escape, .back),
        ]
        for (context, key, command) in expectations {
            #expect(KeyMap.command(for: key, in: context) == command, "\(key) in \(context)")
        }
    }

    @Test func helpShowsTheKeysOfTheContextItWasOpenedFrom() {
        var driver = Driver.main()
        driver.press(.tab, .character("?"))
        #expect(driver.state.help?.context == .stories)
        #expect(driver.state.keyContext == .help)
        driver.press(.character("j"), .character("j"))
        #expect(driver.state.help?.scrollOffset ?? 0 >= 0)
        driver.press(.escape)
        #expect(driver.state.help == nil)
        #expect(driver.state.keyContext == .stories)
    }
}
