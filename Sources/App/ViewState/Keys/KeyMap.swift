import TerminalUI

/// The one table of key bindings: per context, key -> command, footer label and help text.
///
/// Key handling, the footer hints and the `?` help all read this table, so a binding cannot
/// work without being documented, or be documented without working.
public enum KeyMap {
    // MARK: Lookup

    /// The command `key` runs in `context`, if any.
    ///
    /// In text-entry contexts only non-printable keys (and control chords) are commands, so
    /// typing `q` into a field types a q. `overrides` is the user's remapping (`AppState.keyOverrides`).
    public static func command(for key: Key, in context: KeyContext, overrides: KeyOverrides = KeyOverrides()) -> Command? {
        if context.isTextEntry, case .character = key { return nil }
        return bindings(for: context, overrides: overrides).first { $0.keys.contains(key) }?.command
    }

    /// The footer hints for `context`, most important first.
    public static func footerHints(for context: KeyContext, overrides: KeyOverrides = KeyOverrides()) -> [KeyHint] {
        bindings(for: context, overrides: overrides).compactMap { binding in
            binding.footerLabel.map { binding.hint(label: $0) }
        }
    }

    /// Every binding of `context`, grouped for the help overlay.
    public static func helpSections(for context: KeyContext, overrides: KeyOverrides = KeyOverrides()) -> [HelpSection] {
        let all = bindings(for: context, overrides: overrides)
        var sections: [HelpSection] = []
        let groups: [(KeyBinding.Group, String)] = [
            (.navigation, Strings.helpNavigation), (.actions, Strings.helpActions), (.general, Strings.helpGeneral),
        ]
        // The help reads in a natural order (up before down, top before bottom), whatever the
        // footer's order of importance.
        let order = Dictionary(uniqueKeysWithValues: Command.allCases.enumerated().map { ($1, $0) })
        for (group, title) in groups {
            let hints = all.filter { $0.group == group && $0.showsInHelp }
                .sorted { (order[$0.command] ?? 0) < (order[$1.command] ?? 0) }
                .map { helpHint(of: $0, among: all) }
            if !hints.isEmpty { sections.append(HelpSection(title, hints: hints)) }
        }
        if context.isTextEntry {
            sections.append(HelpSection(Strings.helpEditing, hints: [
                KeyHint(keys: [.left, .right], label: Strings.helpCursorMoves),
                KeyHint(keys: [.home, .end], label: Strings.helpCursorEnds),
                KeyHint(keyText: Strings.helpDeletionKeys, label: Strings.helpDeletions),
            ]))
        }
        return sections
    }

    /// `binding` in the help: a footer pair (`←/→ 15 s`) whose other half has its own line in
    /// the help shows its own keys, so each line says what its keys do ("← [ Back 15 seconds",
    /// "→ ] Forward 15 seconds"); a pair whose other half is not listed keeps both keys, and its
    /// sentence says both meanings.
    static func helpHint(of binding: KeyBinding, among all: [KeyBinding]) -> KeyHint {
        guard let shown = binding.displayKeys else { return binding.hint(label: binding.help) }
        let partnerListed = all.contains { other in
            other.command != binding.command && other.showsInHelp
                && other.keys.contains { shown.contains($0) && !binding.keys.contains($0) }
        }
        return partnerListed ? KeyHint(keys: binding.keys, label: binding.help) : binding.hint(label: binding.help)
    }

    // MARK: The table

    /// The bindings of `context` as written (no remapping), in footer order.
    public static func bindings(for context: KeyContext) -> [KeyBinding] {
        switch context {
        case .launching: [quitAnywhere, quitKey]
        case .tooSmall: [quitKey, quitAnywhere]
        case .auth: auth
        case .appleSignIn: appleSignIn
        case .heroes: heroes
        case .stories: stories
        case .detail: detail
        case .progress: progress
        case .reader: reader
        case .readerSearch: readerSearch
        case .readerSearchEntry: readerSearchEntry
        case .filter: filter
        case .events: events
        case .journey: journey
        case .settings: settings
        case .settingsName: settingsName
        case .eventForm: eventForm
        case .heroForm: heroForm
        case .storyPicker: storyPicker
        case .confirmation: confirmation
        case .typedConfirmation: typedConfirmation
        case .voiceConfirmation: voiceConfirmation
        case .help: help
        case .messageLog: messageLog
        case .queue: queue
        }
    }

    // Shared entries.
    private static let quitKey = KeyBinding([.character("q")], .quit, footer: Strings.keyQuit,
                                            help: Strings.keyQuitHelp, group: .general)
    private static let quitAnywhere = KeyBinding([.ctrl("c")], .quit, help: Strings.keyQuitAnywhereHelp, group: .general)
    private static let helpKey = KeyBinding([.character("?"), .function(1)], .help, footer: Strings.keyHelp,
                                            help: Strings.keyHelpHelp, group: .general)
    private static let redraw = KeyBinding([.ctrl("l")], .redraw, help: Strings.keyRedrawHelp, group: .general)
    private static let refresh = KeyBinding([.character("r")], .refresh, help: Strings.keyRefreshHelp, group: .general)
    private static let signOut = KeyBinding([.character("S"), .character("L")], .signOut, help: Strings.keySignOutHelp,
                                            group: .general)
    private static let deleteAccount = KeyBinding([.character("D")], .deleteAccount, help: Strings.keyDeleteAccountHelp,
                                                  group: .general)
    /// One key per section of the main screen, from anywhere on it.
    private static let showLibrary = KeyBinding([.character("H")], .showLibrary, help: Strings.keyShowLibraryHelp,
                                                group: .navigation)
    private static let showEvents = KeyBinding([.character("E")], .showEvents, help: Strings.keyShowEventsHelp,
                                               group: .navigation)
    private static let showJourney = KeyBinding([.character("J")], .showJourney, help: Strings.keyShowJourneyHelp,
                                                group: .navigation)
    private static let showSettings = KeyBinding([.character(",")], .showSettings, help: Strings.keyShowSettingsHelp,
                                                 group: .navigation)
    private static let sectionKeys = [showLibrary, showEvents, showJourney, showSettings]
    /// Every message since the start, in full (the status line shows one, until the next key).
    private static let showMessages = KeyBinding([.character("M")], .showMessages, help: Strings.keyShowMessagesHelp,
                                                 group: .general)
    /// General bindings after `?` and `q`, which every main context lists first.
    private static let generalTail = sectionKeys + [showMessages, quitAnywhere, refresh, signOut, deleteAccount, redraw]

    /// Esc from a section: back to the library.
    private static let backToLibrary = KeyBinding([.escape], .showLibrary, footer: Strings.keyBack,
                                                  help: Strings.keyShowLibraryHelp, group: .navigation)

    /// The sections' own keys come first in their lists (added by each section); these follow.
    private static let sectionTail: [KeyBinding] = [backToLibrary] + miniPlayer + generalTail

    private static let events: [KeyBinding] = [
        helpKey, quitKey, moveDown,
        KeyBinding([.enter], .open, footer: Strings.keyDetails, help: Strings.keyEventDetailHelp),
        KeyBinding([.character("n")], .newEvent, footer: Strings.keyNewEvent, help: Strings.keyNewEventHelp),
        KeyBinding([.character("e")], .editEvent, footer: Strings.keyEditHero, help: Strings.keyEditEventHelp),
        KeyBinding([.character("f")], .favorite, footer: Strings.keyFavorite, help: Strings.keyFavoriteEventHelp),
        KeyBinding([.character("d")], .deleteEvent, footer: Strings.keyDelete, help: Strings.keyDeleteEventHelp),
        KeyBinding([.character("a")], .enhanceEvent, footer: Strings.keyEnhance, help: Strings.keyEnhanceHelp),
        moveUp, top, bottom, pageUp, pageDown,
    ] + sectionTail
    /// The journey scrolls (narrow terminals stack its pieces taller than the screen); `r`
    /// loads it again.
    private static let journey: [KeyBinding] = [
        helpKey, quitKey,
        KeyBinding([.character("j"), .down], .moveDown, footer: Strings.keyScroll, help: Strings.keyScrollHelp,
                   group: .navigation),
        KeyBinding([.character("k"), .up], .moveUp, help: Strings.keyScrollUpHelp, group: .navigation),
        KeyBinding([.pageDown], .pageDown, help: Strings.keyPageScrollHelp, group: .navigation),
        KeyBinding([.pageUp], .pageUp, help: Strings.keyPageScrollUpHelp, group: .navigation),
        KeyBinding([.character("g"), .home], .top, help: Strings.keyTopHelp, group: .navigation),
        KeyBinding([.character("G"), .end], .bottom, help: Strings.keyBottomHelp, group: .navigation),
        KeyBinding([.character("r")], .refresh, footer: Strings.keyRefresh, help: Strings.keyJourneyRefreshHelp,
                   group: .general),
    ] + sectionTail.filter { $0.command != .refresh }
    private static let settings: [KeyBinding] = [
        helpKey, quitKey,
        KeyBinding([.character("j"), .down], .moveDown, footer: Strings.keyMove, help: Strings.keySettingFieldHelp,
                   group: .navigation),
        KeyBinding([.character("k"), .up], .moveUp, help: Strings.keySettingFieldUpHelp, group: .navigation),
        KeyBinding([.left], .choosePrevious, footer: Strings.keyChoose, help: Strings.keyChooseSettingHelp,
                   displayKeys: [.left, .right]),
        KeyBinding([.right], .chooseNext, help: Strings.keyChooseSettingHelp, showsInHelp: false),
        KeyBinding([.enter], .submit, footer: Strings.keySaveSetting, help: Strings.keySaveSettingHelp),
        top, bottom,
    ] + sectionTail

    /// Typing the name in the settings.
    private static let settingsName: [KeyBinding] = [
        KeyBinding([.enter], .submit, footer: Strings.keySave, help: Strings.keySaveNameHelp),
        KeyBinding([.escape], .cancel, footer: Strings.keyCancel, help: Strings.keyUndoNameHelp),
        KeyBinding([.function(1)], .help, help: Strings.keyHelpHelp, group: .general),
        quitAnywhere, redraw,
    ]

    /// The event form: the hero form's keys, and the assistant's suggestions.
    private static let eventForm: [KeyBinding] = [
        KeyBinding([.enter], .submit, footer: Strings.keySave, help: Strings.keySaveEventHelp),
        KeyBinding([.escape], .cancel, footer: Strings.keyCancel, help: Strings.keyCancelFormHelp),
        KeyBinding([.tab, .down], .nextField, footer: Strings.keyNextField, help: Strings.keyNextFieldHelp,
                   group: .navigation),
        KeyBinding([.backTab, .up], .previousField, help: Strings.keyPreviousFieldHelp, group: .navigation),
        KeyBinding([.ctrl("t"), .function(2)], .suggestTitle, footer: Strings.keySuggestTitle,
                   help: Strings.keySuggestTitleHelp),
        KeyBinding([.ctrl("g"), .function(3)], .suggestKeywords, footer: Strings.keySuggestKeywords,
                   help: Strings.keySuggestKeywordsHelp),
        KeyBinding([.left], .choosePrevious, footer: Strings.keyChoose, help: Strings.keyChooseHelp,
                   displayKeys: [.left, .right]),
        KeyBinding([.right], .chooseNext, help: Strings.keyChooseHelp, showsInHelp: false),
        KeyBinding([.function(1)], .help, help: Strings.keyHelpHelp, group: .general),
        quitAnywhere, redraw,
    ]

    private static let moveDown = KeyBinding([.character("j"), .down], .moveDown, footer: Strings.keyMove,
                                             help: Strings.keyMoveHelp, group: .navigation)
    private static let moveUp = KeyBinding([.character("k"), .up], .moveUp, help: Strings.keyMoveUpHelp, group: .navigation)
    private static let top = KeyBinding([.character("g"), .home], .top, help: Strings.keyTopHelp, group: .navigation)
    private static let bottom = KeyBinding([.character("G"), .end], .bottom, help: Strings.keyBottomHelp,
                                           group: .navigation)
    private static let pageUp = KeyBinding([.pageUp], .pageUp, help: Strings.keyPageUpHelp, group: .navigation)
    private static let pageDown = KeyBinding([.pageDown], .pageDown, help: Strings.keyPageDownHelp, group: .navigation)
    private static let nextPane = KeyBinding([.tab], .nextPane, footer: Strings.keyPane, help: Strings.keyNextPaneHelp,
                                             group: .navigation)
    private static let previousPane = KeyBinding([.backTab], .previousPane, help: Strings.keyPreviousPaneHelp,
                                                 group: .navigation)
    private static let paneLeft = KeyBinding([.character("h"), .left], .paneLeft, help: Strings.keyLeftPaneHelp,
                                             group: .navigation)
    private static let paneRight = KeyBinding([.character("l"), .right], .paneRight, help: Strings.keyRightPaneHelp,
                                              group: .navigation)
    private static let filterKey = KeyBinding([.character("/")], .filter, footer: Strings.keyFilter,
                                              help: Strings.keyFilterHelp, group: .navigation)
    private static let back = KeyBinding([.escape], .back, help: Strings.keyBackHelp, group: .navigation)
    private static let listNavigation = [moveDown, moveUp, top, bottom, pageUp, pageDown, nextPane, previousPane,
                                         paneLeft, paneRight]

    private static let newStory = KeyBinding([.character("s")], .newStory, footer: Strings.keyNewStory,
                                             help: Strings.keyNewStoryHelp)
    private static let favorite = KeyBinding([.character("f")], .favorite, footer: Strings.keyFavorite,
                                             help: Strings.keyFavoriteHelp)
    private static let favoritesFilter = KeyBinding([.character("F")], .toggleFavoritesFilter,
                                                    footer: Strings.keyFavoritesFilter, help: Strings.keyFavoritesFilterHelp)
    private static let deleteStory = KeyBinding([.character("d")], .deleteStory, footer: Strings.keyDelete,
                                                help: Strings.keyDeleteStoryHelp)
    private static let narrate = KeyBinding([.character("a")], .narrate, footer: Strings.keyNarrate,
                                            help: Strings.keyNarrateHelp)
    private static let illustrate = KeyBinding([.character("i")], .illustrate, footer: Strings.keyIllustrate,
                                               help: Strings.keyIllustrateHelp)

    private static let playPause = KeyBinding([.character(" ")], .playPause, help: Strings.keyPlayHelp)
    private static let stopPlayback = KeyBinding([.character("x")], .stopPlayback, help: Strings.keyStopHelp)
    private static let sleepTimer = KeyBinding([.character("T")], .sleepTimer, help: Strings.keySleepTimerHelp)
    private static let showQueue = KeyBinding([.character("Q")], .showQueue, help: Strings.keyShowQueueHelp)
    private static let addToQueue = KeyBinding([.character("+")], .addToQueue, help: Strings.keyAddToQueueHelp)
    private static let exportStory = KeyBinding([.character("X")], .exportStory, help: Strings.keyExportHelp)
    private static let continueStory = KeyBinding([.character("c")], .continueStory, help: Strings.keyContinueStoryHelp)
    /// The mini player answers space, x, T and Q wherever the lists are.
    private static let miniPlayer = [playPause, stopPlayback, sleepTimer, showQueue]

    /// Tonight's queue over the main screen.
    private static let queue: [KeyBinding] = [
        helpKey, quitKey,
        KeyBinding([.enter, .character(" ")], .playQueue, footer: Strings.keyQueuePlay, help: Strings.keyQueuePlayHelp,
                   displayKeys: [.enter]),
        KeyBinding([.character("J")], .moveQueueItemDown, footer: Strings.keyQueueMove, help: Strings.keyQueueMoveDownHelp,
                   displayKeys: [.character("J"), .character("K")]),
        KeyBinding([.character("K")], .moveQueueItemUp, help: Strings.keyQueueMoveUpHelp),
        KeyBinding([.character("d")], .removeFromQueue, footer: Strings.keyQueueRemove, help: Strings.keyQueueRemoveHelp),
        KeyBinding([.escape, .character("Q")], .cancel, footer: Strings.keyBack, help: Strings.keyQueueCloseHelp,
                   group: .navigation, displayKeys: [.escape]),
        KeyBinding([.character("j"), .down], .moveDown, help: Strings.keyQueueMoveSelectionHelp, group: .navigation),
        KeyBinding([.character("k"), .up], .moveUp, help: Strings.keyQueueMoveSelectionUpHelp, group: .navigation),
        top, bottom, pageUp, pageDown, quitAnywhere, redraw,
    ]

    private static let heroes: [KeyBinding] = [
        helpKey, quitKey, moveDown,
        KeyBinding([.enter], .open, footer: Strings.keyOpen, help: Strings.keyOpenHeroHelp),
        KeyBinding([.character("n")], .newHero, footer: Strings.keyNewHero, help: Strings.keyNewHeroHelp),
        KeyBinding([.character("e")], .editHero, footer: Strings.keyEditHero, help: Strings.keyEditHeroHelp),
        KeyBinding([.character("d")], .deleteHero, footer: Strings.keyDelete, help: Strings.keyDeleteHeroHelp),
        newStory,
        KeyBinding([.character("a")], .makeAvatar, footer: Strings.keyAvatar, help: Strings.keyAvatarHelp),
        filterKey, nextPane, back,
    ] + listNavigation.filter { $0.command != .moveDown && $0.command != .nextPane } + miniPlayer + generalTail

    private static let stories: [KeyBinding] = [
        helpKey, quitKey, moveDown,
        KeyBinding([.enter], .open, footer: Strings.keyOpen, help: Strings.keyOpenStoryHelp),
        newStory, favorite, deleteStory, narrate, illustrate, addToQueue, exportStory, continueStory, favoritesFilter,
        filterKey, nextPane,
        back,
    ] + listNavigation.filter { $0.command != .moveDown && $0.command != .nextPane } + miniPlayer + generalTail

    private static let detail: [KeyBinding] = [
        helpKey, quitKey,
        KeyBinding([.enter], .open, footer: Strings.keyOpen, help: Strings.keyOpenStoryHelp),
        KeyBinding([.escape], .back, footer: Strings.keyBack, help: Strings.keyBackHelp, group: .navigation),
        favorite, narrate, illustrate, addToQueue, exportStory, continueStory, deleteStory, newStory, nextPane, previousPane,
        paneLeft,
        paneRight,
    ] + miniPlayer + generalTail

    private static let progress: [KeyBinding] = [
        helpKey, quitKey,
        KeyBinding([.escape], .stopWatching, footer: Strings.keyBack, help: Strings.keyStopWatchingHelp,
                   group: .navigation),
        KeyBinding([.enter], .open, footer: Strings.keyOpen, help: Strings.keyOpenStoryHelp),
        narrate, illustrate, continueStory, newStory, nextPane, previousPane, paneLeft, paneRight,
    ] + miniPlayer + generalTail

    /// Listening keys of the reader, the same with or without a kept search.
    private static let readerListening: [KeyBinding] = [
        KeyBinding([.character(" ")], .playPause, footer: Strings.keyPlay, help: Strings.keyPlayHelp),
        KeyBinding([.left, .character("[")], .seekBack, footer: Strings.keySeek, help: Strings.keySeekBackHelp,
                   displayKeys: [.left, .right]),
        KeyBinding([.right, .character("]")], .seekForward, help: Strings.keySeekForwardHelp),
        KeyBinding([.character("x")], .stopPlayback, footer: Strings.keyStop, help: Strings.keyStopHelp),
        sleepTimer, showQueue,
    ]
    private static let readerScrolling: [KeyBinding] = [
        KeyBinding([.character("j"), .down], .moveDown, footer: Strings.keyScroll, help: Strings.keyScrollHelp,
                   group: .navigation),
        KeyBinding([.character("k"), .up], .moveUp, help: Strings.keyScrollUpHelp, group: .navigation),
        KeyBinding([.pageDown], .pageDown, help: Strings.keyPageScrollHelp, group: .navigation),
        KeyBinding([.pageUp, .character("b")], .pageUp, help: Strings.keyPageScrollUpHelp, group: .navigation),
        top, bottom,
    ]
    /// z, and Enter again in the reader: the reader takes the whole main area, or gives it back.
    private static let fullWidthKey = KeyBinding([.character("z"), .enter], .toggleFullWidth, footer: Strings.keyFullWidth,
                                                 help: Strings.keyFullWidthHelp, displayKeys: [.character("z")])
    private static let searchKey = KeyBinding([.character("/")], .search, footer: Strings.keySearch,
                                              help: Strings.keySearchHelp, group: .navigation)
    /// Speed, the picture viewer and the story commands, after the reader's main keys.
    private static let readerTail: [KeyBinding] = [
        KeyBinding([.character("<")], .slower, footer: Strings.keySpeed, help: Strings.keySlowerHelp,
                   displayKeys: [.character("<"), .character(">")]),
        KeyBinding([.character(">")], .faster, help: Strings.keyFasterHelp),
        KeyBinding([.character("0")], .restartPlayback, help: Strings.keyRestartHelp),
        KeyBinding([.character("o")], .openPicture, help: Strings.keyOpenPictureHelp),
        favorite, narrate, illustrate, addToQueue, exportStory, continueStory, nextPane, previousPane,
    ] + generalTail

    private static let reader: [KeyBinding] = [helpKey, quitKey] + readerListening + readerScrolling + [
        KeyBinding([.escape, .character("h")], .back, footer: Strings.keyBack, help: Strings.keyCloseReaderHelp,
                   group: .navigation),
        fullWidthKey, searchKey,
        KeyBinding([.character("p")], .previousPicture, footer: Strings.keyPictures, help: Strings.keyPreviousPictureHelp,
                   displayKeys: [.character("p"), .character("n")]),
        KeyBinding([.character("n")], .nextPicture, help: Strings.keyNextPictureHelp),
    ] + readerTail

    /// The reader while a search is kept: n/N are the matches (like less and vim), Esc clears
    /// the search before it does anything else; p/n are the pictures again once it is cleared.
    private static let readerSearch: [KeyBinding] = [
        helpKey, quitKey,
        KeyBinding([.character("n")], .nextMatch, footer: Strings.keyMatch, help: Strings.keyNextMatchHelp,
                   group: .navigation, displayKeys: [.character("n"), .character("N")]),
        KeyBinding([.character("N")], .previousMatch, help: Strings.keyPreviousMatchHelp, group: .navigation),
        KeyBinding([.escape], .clearSearch, footer: Strings.keyClearSearch, help: Strings.keyClearSearchHelp,
                   group: .navigation),
        searchKey,
    ] + readerListening + readerScrolling + [
        KeyBinding([.character("h")], .back, footer: Strings.keyBack, help: Strings.keyCloseReaderHelp, group: .navigation),
        fullWidthKey,
    ] + readerTail

    /// Typing the reader's search: the reader jumps to the first match as the query grows.
    private static let readerSearchEntry: [KeyBinding] = [
        KeyBinding([.enter], .keepSearch, footer: Strings.keyFilterDone, help: Strings.keyKeepSearchHelp),
        KeyBinding([.escape], .clearSearch, footer: Strings.keyClearSearch, help: Strings.keyCancelSearchHelp),
        quitAnywhere, redraw,
    ]

    private static let filter: [KeyBinding] = [
        KeyBinding([.enter], .keepFilter, footer: Strings.keyFilterDone, help: Strings.keyFilterDoneHelp),
        KeyBinding([.escape], .clearFilter, footer: Strings.keyFilterClear, help: Strings.keyFilterClearHelp),
        KeyBinding([.down], .moveDown, footer: Strings.keyMove, help: Strings.keyMoveHelp, group: .navigation,
                   displayKeys: [.up, .down]),
        KeyBinding([.up], .moveUp, help: Strings.keyMoveUpHelp, group: .navigation, showsInHelp: false),
        quitAnywhere,
    ]

    private static let auth: [KeyBinding] = [
        KeyBinding([.enter], .submit, footer: Strings.keySubmit, help: Strings.keySignInHelp),
        KeyBinding([.tab, .down], .nextField, footer: Strings.keyNextField, help: Strings.keyNextFieldHelp,
                   group: .navigation),
        KeyBinding([.backTab, .up], .previousField, help: Strings.keyPreviousFieldHelp, group: .navigation),
        KeyBinding([.ctrl("t"), .function(2)], .switchAuthMode, footer: Strings.keySwitchMode,
                   help: Strings.keySwitchModeHelp),
        KeyBinding([.ctrl("r"), .function(3)], .revealPassword, footer: Strings.keyReveal, help: Strings.keyRevealHelp),
        KeyBinding([.function(4)], .signInWithApple, footer: Strings.keyApple, help: Strings.keyAppleHelp),
        KeyBinding([.ctrl("c")], .quit, footer: Strings.keyQuit, help: Strings.keyQuitAnywhereHelp, group: .general),
        KeyBinding([.function(1)], .help, help: Strings.keyHelpHelp, group: .general),
        redraw,
    ]

    /// Signing in with Apple: the code is on screen while the person finishes in a browser.
    private static let appleSignIn: [KeyBinding] = [
        KeyBinding([.escape], .cancelAppleSignIn, footer: Strings.keyCancel, help: Strings.keyCancelAppleHelp),
        KeyBinding([.character("o")], .openSignInPage, footer: Strings.keyOpenBrowser, help: Strings.keyOpenBrowserHelp),
        KeyBinding([.ctrl("c")], .quit, footer: Strings.keyQuit, help: Strings.keyQuitAnywhereHelp, group: .general),
        KeyBinding([.character("?"), .function(1)], .help, help: Strings.keyHelpHelp, group: .general),
        redraw,
    ]

    private static let heroForm: [KeyBinding] = [
        KeyBinding([.enter], .submit, footer: Strings.keySave, help: Strings.keySaveHeroHelp),
        KeyBinding([.escape], .cancel, footer: Strings.keyCancel, help: Strings.keyCancelFormHelp),
        KeyBinding([.tab, .down], .nextField, footer: Strings.keyNextField, help: Strings.keyNextFieldHelp,
                   group: .navigation),
        KeyBinding([.backTab, .up], .previousField, help: Strings.keyPreviousFieldHelp, group: .navigation),
        KeyBinding([.left], .choosePrevious, footer: Strings.keyChoose, help: Strings.keyChooseHelp,
                   displayKeys: [.left, .right]),
        KeyBinding([.right], .chooseNext, help: Strings.keyChooseHelp, showsInHelp: false),
        KeyBinding([.function(1)], .help, help: Strings.keyHelpHelp, group: .general),
        quitAnywhere, redraw,
    ]

    private static let storyPicker: [KeyBinding] = [
        KeyBinding([.enter], .submit, footer: Strings.keyGenerate, help: Strings.keyGenerateHelp),
        KeyBinding([.escape], .cancel, footer: Strings.keyCancel, help: Strings.keyCancelFormHelp),
        KeyBinding([.up], .moveUp, footer: Strings.keyChoose, help: Strings.keyEventHelp, group: .navigation,
                   displayKeys: [.up, .down]),
        KeyBinding([.down], .moveDown, help: Strings.keyEventHelp, group: .navigation, showsInHelp: false),
        KeyBinding([.tab], .nextField, footer: Strings.keyNextField, help: Strings.keyNextFieldHelp, group: .navigation),
        KeyBinding([.backTab], .previousField, help: Strings.keyPreviousFieldHelp, group: .navigation),
        KeyBinding([.left], .choosePrevious, help: Strings.keyChooseHelp, displayKeys: [.left, .right]),
        KeyBinding([.right], .chooseNext, help: Strings.keyChooseHelp, showsInHelp: false),
        KeyBinding([.function(1)], .help, help: Strings.keyHelpHelp, group: .general),
        quitAnywhere, redraw,
    ]

    private static let confirmation: [KeyBinding] = [
        KeyBinding([.enter], .confirm, footer: Strings.keyConfirm, help: Strings.keyConfirmHelp),
        KeyBinding([.escape], .cancel, footer: Strings.keyCancel, help: Strings.keyCancelFormHelp),
        KeyBinding([.left, .right, .tab, .backTab, .character("h"), .character("l")], .chooseNext,
                   footer: Strings.keyButtons, help: Strings.keyButtonsHelp, group: .navigation,
                   displayKeys: [.left, .right, .tab]),
        quitAnywhere, redraw,
    ]

    /// A question with a voice to choose: ↑/↓ the voice, the buttons as in any question.
    private static let voiceConfirmation: [KeyBinding] = [
        KeyBinding([.down], .moveDown, footer: Strings.keyVoice, help: Strings.keyVoiceHelp, group: .navigation,
                   displayKeys: [.up, .down]),
        KeyBinding([.up], .moveUp, help: Strings.keyVoiceUpHelp, group: .navigation, showsInHelp: false),
    ] + confirmation

    /// A question answered by typing (the account's email) and then Enter.
    private static let typedConfirmation: [KeyBinding] = [
        KeyBinding([.enter], .confirm, footer: Strings.keyConfirm, help: Strings.keyTypedConfirmHelp),
        KeyBinding([.escape], .cancel, footer: Strings.keyCancel, help: Strings.keyCancelFormHelp),
        quitAnywhere, redraw,
    ]

    private static let help: [KeyBinding] = [
        KeyBinding([.escape, .character("?"), .character("q"), .function(1)], .closeHelp, footer: Strings.keyClose,
                   help: Strings.keyCloseHelpHelp),
        KeyBinding([.character("j"), .down], .moveDown, footer: Strings.keyScroll, help: Strings.keyScrollHelp,
                   group: .navigation),
        KeyBinding([.character("k"), .up], .moveUp, help: Strings.keyScrollUpHelp, group: .navigation),
        KeyBinding([.pageDown, .character(" ")], .pageDown, help: Strings.keyPageScrollHelp, group: .navigation),
        KeyBinding([.pageUp], .pageUp, help: Strings.keyPageScrollUpHelp, group: .navigation),
        quitAnywhere, redraw,
    ]

    private static let messageLog: [KeyBinding] = [
        KeyBinding([.escape, .character("M"), .character("q")], .cancel, footer: Strings.keyClose,
                   help: Strings.keyCloseMessagesHelp),
        KeyBinding([.character("j"), .down], .moveDown, footer: Strings.keyScroll, help: Strings.keyScrollHelp,
                   group: .navigation),
        KeyBinding([.character("k"), .up], .moveUp, help: Strings.keyScrollUpHelp, group: .navigation),
        KeyBinding([.pageDown, .character(" ")], .pageDown, help: Strings.keyPageScrollHelp, group: .navigation),
        KeyBinding([.pageUp], .pageUp, help: Strings.keyPageScrollUpHelp, group: .navigation),
        KeyBinding([.character("g"), .home], .top, help: Strings.keyTopHelp, group: .navigation),
        KeyBinding([.character("G"), .end], .bottom, help: Strings.keyBottomHelp, group: .navigation),
        helpKey, quitAnywhere, redraw,
    ]
}
