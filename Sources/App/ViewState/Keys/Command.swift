/// What a key press asks for, independent of which key it was.
public enum Command: String, Sendable, Hashable, CaseIterable {
    // Lists and panes
    case moveUp, moveDown, top, bottom, pageUp, pageDown
    case nextPane, previousPane, paneLeft, paneRight
    case open, back, filter, help, quit, redraw, refresh, signOut, deleteAccount
    // Heroes
    case newHero, editHero, deleteHero
    // Stories
    case newStory, favorite, toggleFavoritesFilter, deleteStory, narrate, illustrate, stopWatching
    // Listening and pictures
    case playPause, seekBack, seekForward, slower, faster, restartPlayback, stopPlayback, sleepTimer
    case previousPicture, nextPicture, openPicture, makeAvatar
    // Tonight's queue
    case addToQueue, showQueue, moveQueueItemDown, moveQueueItemUp, removeFromQueue, playQueue
    // A book to keep
    case exportStory
    // Sequels
    case continueStory
    // Reader: full width and searching in the story
    case toggleFullWidth, search, nextMatch, previousMatch, keepSearch, clearSearch
    // Forms
    case nextField, previousField, submit, cancel, choosePrevious, chooseNext
    case switchAuthMode, revealPassword, signInWithApple, cancelAppleSignIn, openSignInPage
    // Filter line
    case keepFilter, clearFilter
    // Sections of the main screen
    case showLibrary, showEvents, showJourney, showSettings
    // The events section and its form
    case newEvent, editEvent, deleteEvent, enhanceEvent, suggestTitle, suggestKeywords
    // Dialogs and help
    case confirm, closeHelp
    /// The message log (`M`).
    case showMessages

    /// What works on lists shown from the last run's snapshot, before the server has answered:
    /// looking around, not changing anything.
    public static let browsing: Set<Command> = [
        .moveUp, .moveDown, .top, .bottom, .pageUp, .pageDown, .nextPane, .previousPane, .paneLeft, .paneRight,
        .back, .filter, .keepFilter, .clearFilter, .toggleFavoritesFilter, .help, .closeHelp, .quit, .redraw,
        .stopPlayback, .toggleFullWidth, .search, .nextMatch, .previousMatch, .keepSearch, .clearSearch,
        .showMessages, .cancel, .sleepTimer, .showQueue,
    ]
}
