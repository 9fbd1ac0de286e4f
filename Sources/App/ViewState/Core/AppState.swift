import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels

/// Everything the app shows, as one value.
///
/// The reducer is the only thing that changes it; the renderer only reads it. Being a value,
/// it can be compared (to skip drawing when nothing changed) and built freely in tests.
public struct AppState: Sendable, Equatable {
    public var screen: Screen = .launching
    public var size: TerminalSize
    /// The server as the header names it (its URL), once known.
    public var serverLabel: String?
    public var connection: ConnectionStatus = .starting
    /// Health probes sent since the server last answered (the next waits longer, up to a bound).
    public var healthProbeAttempt = 0
    /// The server stopped answering since the last healthy answer: when it answers well again,
    /// what failed meanwhile is reloaded (whatever answered first, a list or the health route).
    public var reconnectPending = false
    /// When the last health answer arrived (`now` then): a key press after `healthRecheckSeconds`
    /// asks again, and the header drops a latency figure older than `latencyShownSeconds`.
    public var healthCheckedAt: Date?
    /// A health check asked by a key press is on its way (one at a time).
    public var healthCheckPending = false
    public var session: AuthSession?
    /// The lists on screen come from the last run's `ListSnapshot` and the server has not
    /// confirmed the session yet.
    public var showsSnapshot = false
    /// The snapshot's lists were asked for when the server came up, beside the session check,
    /// so its confirmation does not ask them again.
    public var snapshotRefreshSent = false
    public var auth = AuthForm()
    /// Signing in with Apple through the browser, while it goes on.
    public var appleSignIn: AppleSignIn?
    /// Counts Apple sign-ins started, so a cancelled one's late answers are told apart.
    public var appleSignInAttempts = 0
    public var heroes = BrowsableList<Hero>()
    public var stories = BrowsableList<StorySummary>()
    /// The openings of the stories the detail pane showed lately (the list's pages have none).
    public var previews = StoryPreviews()
    /// The hero whose stories the story list holds.
    public var storiesHeroID: String?
    public var focus: Pane = .heroes
    /// What the main screen shows: the library, or the events, journey or settings.
    public var section: Section = .library
    /// The events section: the user's own story events and their form.
    public var events = EventsState()
    /// The settings section: profile, preferences and usage.
    public var settings = SettingsState()
    /// The languages the server's story writer writes, in the catalog's order: what the story
    /// picker and the settings offer. All five until the server answers, and from a server older
    /// than `GET /api/v1/story-languages` (it took a story in any of them); a server that
    /// refuses a language anyway says which it writes.
    public var storyLanguages = Catalog.languages
    /// The narration voices and how each sounds with the server's speech provider (catalogue
    /// names, undescribed, until the server says).
    public var voices = VoiceList(provider: "", voices: Catalog.voices.map { VoiceList.Entry(id: $0, description: "") })
    /// The reading journey section: its data and scroll.
    public var journey = JourneyState()
    public var reader: ReaderState?
    public var form: FormOverlay?
    public var confirmation: Confirmation?
    public var help: HelpState?
    public var filterEditing: FilterEditing?
    /// Stories being written, oldest first.
    public var generations: [GenerationProgress] = []
    /// Stories asked for whose first answer has not arrived yet (a spinner shows meanwhile).
    public var startingGenerations = 0
    /// Stories the user stopped following (Esc): not re-attached when the lists reload.
    public var unfollowedStoryIDs: Set<String> = []
    /// The email of the session saved for this server, while it is being checked: when the
    /// server refuses it, the sign-in form opens with it filled in and says why.
    public var savedSessionEmail: String?
    /// The message the status line shows until the next key; every one also goes to the log.
    public var banner: BannerMessage? {
        didSet {
            guard let banner, banner != oldValue else { return }
            messages.append(LoggedMessage(banner, shownAt: now))
            if messages.count > Self.loggedMessageLimit { messages.removeFirst(messages.count - Self.loggedMessageLimit) }
        }
    }
    /// Every message shown since the app started, oldest first (at most `loggedMessageLimit`).
    public internal(set) var messages: [LoggedMessage] = []
    /// The message log overlay, while open.
    public var messageLog: MessageLogState?
    public static let loggedMessageLimit = 200
    /// The user's key remapping from the config file: handling, the footer and the help read it.
    public var keyOverrides = KeyOverrides()
    /// The user whose session expired; the main screen stays as it was underneath the sign-in
    /// screen, and is shown again when that user signs back in.
    public var expiredSessionUserID: String?
    /// The last time the app was told (ticks and timed results).
    public var now: Date
    /// Advanced by ticks while something animates.
    public var animationFrame = 0
    /// Identifies the latest list loads, so a late answer for an old request is ignored.
    public var heroesRequestID = 0
    public var storiesRequestID = 0
    /// A hero save or delete is in flight.
    public var isSaving = false
    public var shouldQuit = false

    // MARK: Listening and pictures

    /// The narration in the player (the mini player shows it wherever the user is).
    public var player: PlayerState?
    /// The speed chosen last; the next narration starts at it.
    public var playbackSpeed = 1.0
    /// Stories being exported (`X`): a second `X` on one of them waits for the first.
    public var exportsInProgress: Set<String> = []
    /// Tonight's queue (`+`, `Q`), and the playing through it.
    public var queue = QueueState()
    /// When the narration stops by itself (`T`); the config file's default until chosen here.
    public var sleepTimer = SleepTimer.endOfStory
    /// A minutes timer counting down while a narration plays; nil when none runs. It starts
    /// with a play (or when chosen during one) and ends with the narration.
    public var sleepCountdown: SleepCountdown?
    /// Seconds in a sleep timer's minute: 60, shortened only by tests
    /// (`INFINITE_STORIES_SLEEP_MINUTE_SECONDS`).
    public var sleepMinute: TimeInterval = 60
    /// Why nothing can be heard (no audio output, a file that would not play); shown in the
    /// mini player's row until dismissed with x or a new play.
    public var playbackNotice: String?
    /// The listen going on, for the listening-session report. A stop (`x`) pauses it: playing the
    /// story again goes on with the same listen; it ends at the narration's end, when another
    /// story is played, at sign-out or at quit.
    public var listening = ListeningSessionTracker()
    /// The story whose listen has been counted on the server (`/play`) and has not ended: pauses,
    /// stops, seeks and resumes within it count nothing more. Nil after a narration's end.
    public var countedListen: String?
    /// A new listen waiting for sound to count it: the story, and where its play started. It is
    /// counted at the first position past that place, so a play that never made a sound (no
    /// audio device, a file that would not open) counts nothing.
    public var playToCount: PlayToCount?
    /// When the places were last written during a play (every `Reducer.positionSaveInterval`
    /// while one plays, so a crash loses at most that much; nothing is written while paused).
    public var positionsSavedAt: Date?
    /// Where each story's narration was left, so the next play resumes there (kept across runs).
    public var playbackPositions: [String: PlaybackPosition] = [:]
    /// Pictures rendered or on their way, per picture and size; bounded (`Reducer.pictureCacheLimit`).
    public var pictures: [PictureKey: PictureSlot] = [:]
    /// `pictures`' keys, least recently wanted first.
    public var pictureOrder: [PictureKey] = []
    /// Heroes whose avatar is being made.
    public var avatarsInProgress: Set<String> = []

    public init(size: TerminalSize = TerminalSize(width: 80, height: 24), now: Date = Date(timeIntervalSince1970: 0)) {
        self.size = size
        self.now = now
    }

    // MARK: Derived

    /// The layout of the main screen for the current size.
    public var layout: ScreenLayout {
        ScreenLayout(size: size, hasBanner: bannerTakesRow, focus: focus, hasPlayer: showsPlayerRow,
                     readerFullWidth: readerFillsMainArea)
    }

    /// Whether a message gets a row of its own under the header. Not on the main screen: there
    /// the footer is the status line (a message never moves the panes).
    public var bannerTakesRow: Bool {
        screen != .main && banner != nil
    }

    /// Whether the row above the footer shows the mini player (or why nothing plays).
    public var showsPlayerRow: Bool {
        screen == .main && (player != nil || playbackNotice != nil)
    }

    /// Where the keys go now.
    public var keyContext: KeyContext {
        if size.isTooSmall { return .tooSmall }
        if help != nil { return .help }
        if messageLog != nil { return .messageLog }
        if queue.isShown, screen == .main, confirmation == nil { return .queue }
        if let confirmation {
            if confirmation.typed != nil { return .typedConfirmation }
            return confirmation.choosesVoice ? .voiceConfirmation : .confirmation
        }
        switch screen {
        case .launching: return .launching
        case .auth: return appleSignIn == nil ? .auth : .appleSignIn
        case .main: break
        }
        switch form {
        case .hero: return .heroForm
        case .story: return .storyPicker
        case nil: break
        }
        if filterEditing != nil { return .filter }
        switch section {
        case .library: break
        case .events: return events.form == nil ? .events : .eventForm
        case .journey: return .journey
        case .settings: return settings.isEditingName ? .settingsName : .settings
        }
        switch focus {
        case .heroes: return .heroes
        case .stories: return .stories
        case .detail:
            if let reader { return reader.keyContext }
            if let id = stories.selectedID, generation(for: id)?.isWatching == true { return .progress }
            return .detail
        }
    }

    /// The server's latency as the header shows it: the last health answer's, while it is no
    /// older than `latencyShownSeconds` (an old figure says nothing about the server now).
    public var shownLatencyMilliseconds: Int? {
        guard case .online(let milliseconds) = connection else { return nil }
        if let checked = healthCheckedAt, now.timeIntervalSince(checked) > Self.latencyShownSeconds { return nil }
        return milliseconds
    }

    /// How long the header shows a health answer's latency.
    public static let latencyShownSeconds: TimeInterval = 60

    /// Whether something moves on screen, so the app must wake up to animate it.
    public var isAnimating: Bool {
        screen == .launching
            || auth.isSubmitting
            || isSaving
            || startingGenerations > 0
            || generations.contains { $0.isActive }
            || heroes.isLoading
            || stories.isLoading
            || reader?.isLoading == true
            || player?.phase == .loading
            || !avatarsInProgress.isEmpty
            || (section == .events && events.isBusy) || (section == .settings && settings.isBusy)
            || (form.map { overlay in
                switch overlay {
                case .hero(let form): form.isSubmitting
                case .story(let picker): picker.isSubmitting
                }
            } ?? false)
    }

    /// Stories whose writing, narration or pictures are still going on (said on the way out).
    public var storiesInProgress: Int {
        generations.filter { !$0.isComplete && ($0.isWatching || $0.pendingFollowUps > 0) }.count + startingGenerations
    }

    /// Whether quitting now would lose typing.
    public var hasUnsavedWork: Bool {
        (form?.hasUnsavedChanges ?? false) || events.hasUnsavedChanges || settings.hasUnsavedChanges
    }

    public var selectedHero: Hero? { heroes.selectedItem }

    /// Whether the detail pane describes the selected hero (not a story).
    public var detailShowsHero: Bool {
        reader == nil && startingGenerations == 0 && (focus == .heroes || stories.selectedItem == nil)
    }

    /// The hero whose stories are listed.
    public var storiesHero: Hero? {
        storiesHeroID.flatMap { heroes.item(withID: $0) }
    }

    public func generation(for storyID: String) -> GenerationProgress? {
        generations.first { $0.id == storyID }
    }

    /// The stories being followed right now.
    public var activeGenerationCount: Int {
        generations.filter(\.isActive).count + startingGenerations
    }

    /// Rows a list in `pane` shows (for paging and keeping the selection in view).
    public func pageSize(of pane: Pane) -> Int {
        let showsFilter: Bool
        switch pane {
        case .heroes: showsFilter = filterEditing?.pane == .heroes || heroes.filter.isActive
        case .stories: showsFilter = filterEditing?.pane == .stories || stories.filter.isActive
        case .detail: showsFilter = false
        }
        // A pane not on screen (one- and two-pane layouts) pages as if it were focused.
        let layout = ScreenLayout(size: size, hasBanner: bannerTakesRow, focus: pane, hasPlayer: showsPlayerRow)
        return layout.pageSize(of: pane, showsFilter: showsFilter)
    }
}
