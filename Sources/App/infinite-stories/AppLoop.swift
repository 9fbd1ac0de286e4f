import AppScreens
import Foundation
import InfiniteStoriesClient
import Logging
import NcursesBackend
import TerminalUI
import ViewState
import AppRuntime

/// The main loop: sleep until something happens, reduce the batch, render once if it changed.
///
/// It runs on the main thread, which is not part of Swift's cooperative pool, so sleeping in
/// `poll()` here never starves the server and network tasks that run on that pool.
enum AppLoop {
    /// Tests only: seconds in a sleep timer's minute, so a one-minute timer runs in a few seconds.
    static let sleepMinuteVariable = "INFINITE_STORIES_SLEEP_MINUTE_SECONDS"

    /// The spinner's pace while something animates; idle, the loop sleeps without a timeout.
    static let frameInterval = Duration.milliseconds(100)

    /// What the config file sets before the first frame: colours, keys, the sleep timer's
    /// default, and a warning about the file.
    struct Appearance {
        var theme = Theme.standard
        var keyOverrides = KeyOverrides()
        var sleepTimer = SleepTimer.endOfStory
        /// The banner for a config file with problems.
        var warning: String?
    }

    static func run(target: ServerTarget, options: TerminalOptions, media: MediaSettings = MediaSettings(),
                    appearance: Appearance = Appearance()) -> Int32 {
        MemoryTuning.apply()
        // Server and client logs must never reach the terminal.
        LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
        let session: TerminalSession
        do {
            session = try TerminalSession(options: options)
        } catch {
            FileHandle.standardError.write(Data((Strings.terminalUnavailable(String(describing: error)) + "\n").utf8))
            return 1
        }
        var redirect: StandardErrorRedirect?
        /// One line for the shell after the screen is restored (work left going on at quit).
        var farewell: String?
        defer {
            session.restore()
            redirect?.restore()
            if let farewell { FileHandle.standardOutput.write(Data((farewell + "\n").utf8)) }
        }

        let waker = session.waker
        let queue = ActionQueue(wake: { waker.wake() })
        var initial = AppState(size: TerminalSize(width: session.width, height: session.height), now: Date())
        initial.keyOverrides = appearance.keyOverrides
        initial.sleepTimer = appearance.sleepTimer
        // One variable read with getenv: `ProcessInfo.environment` fills a dictionary of them all,
        // whose first insertion makes the runtime scan every conformance record (ADR 0011).
        if let value = getenv(Self.sleepMinuteVariable), let seconds = Double(String(cString: value)),
           seconds > 0, seconds <= 60 {
            initial.sleepMinute = seconds
        }
        if let warning = appearance.warning { initial.banner = .warning(warning) }
        let store = AppStore(state: initial, queue: queue)
        let theme = appearance.theme
        // The first frame goes up before any server or network work. With no saved session
        // (a small file read) that frame is already the sign-in form, ready for typing; with
        // one, it shows the lists as they were at the last quit (or the main screen's panes
        // with "Loading..." rows when none were kept) until the server refreshes them.
        let sessionStore = SessionStore()
        restoreSaved(into: store, target: target, sessionStore: sessionStore)
        present(store.state, on: session, theme: theme)
        // From here on, stray writes to standard error (from any library) go to the log file,
        // never over the screen. Opened after the first frame: it costs ~0.5 ms.
        redirect = StandardErrorRedirect(file: StandardErrorRedirect.defaultLogFile())

        if let url = target.expectedURL {
            let positions = PlaybackPositionsFile.read(for: url, sessionStore: sessionStore)
            if !positions.isEmpty { store.process([.media(.playbackPositionsRestored(positions))]) }
            if let timer = SleepTimerFile.read(for: url, sessionStore: sessionStore) {
                store.process([.media(.sleepTimerRestored(timer))])
            }
        }
        let launch = Launch()
        launch.start(target, sessionStore: sessionStore, media: media,
                     pictures: PictureRendering.renderer(tier: session.colorTier, asciiOnly: session.glyphs == .ascii),
                     wake: { waker.wake() })
        let services = loop(store, session: session, launch: launch, theme: theme)
        services?.player?.stop()
        store.shutDown()
        farewell = Self.farewell(store.state, target: target)
        if let url = target.expectedURL { saveAtQuit(store.state, for: url, sessionStore: sessionStore) }
        return 0
    }

    /// The first frame's state from the files of the last quit: with a saved session, the lists
    /// as they were, or empty panes waiting for them (until the server refreshes them); without,
    /// the sign-in form in the mode used last.
    private static func restoreSaved(into store: AppStore, target: ServerTarget, sessionStore: SessionStore) {
        guard let url = target.expectedURL else { return }
        if let saved = sessionStore.load(for: url).session {
            let snapshot = ListSnapshotFile.read(for: url, userId: saved.userId, sessionStore: sessionStore)
                ?? .placeholder(userId: saved.userId, email: saved.email)
            store.process([.session(.snapshotRestored(snapshot))])
            store.process([.session(.savedSessionFound(email: saved.email))])
        } else {
            store.process([.session(.noSavedSession),
                           .session(.authModeRestored(AuthModeFile.read(for: url, sessionStore: sessionStore)))])
        }
    }

    /// Sleeps until keys, answers or the server's start come (or a frame of animation is
    /// due), reduces them as one batch and renders once if anything changed; until quit.
    /// Answers the services, so quitting can stop the player.
    private static func loop(_ store: AppStore, session: TerminalSession, launch: Launch, theme: Theme) -> AppServices? {
        let clock = ContinuousClock()
        var services: AppServices?
    var lastTick = clock.now
    while !store.state.shouldQuit {
        let timeout: Duration? = store.state.isAnimating ? frameInterval : nil
        let events = session.nextEvents(timeout: timeout)
        var actions = events.map(Action.input)
        switch launch.take() {
        case .ready(let ready, let label):
            services = ready
            store.connect(ready)
            actions.append(.session(.serverReady(label: label)))
        case .failed(let reason):
            actions.append(.session(.serverFailed(reason)))
        case nil:
            break
        }
        actions += store.drainPosted()
        // A frame of animation is due, or keys came: keys carry the time they came (the
        // reducer has no clock), so a key long after the last health answer asks again.
        // Answers alone are not stamped: a batch that changes nothing draws nothing.
        if !events.isEmpty || (store.state.isAnimating && clock.now - lastTick >= frameInterval * 0.9) {
            lastTick = clock.now
            actions.insert(.tick(Date()), at: 0)
        }
        let (changed, appEffects) = store.process(actions)
        let redraw = appEffects.contains(.redrawScreen)
        if redraw { session.redrawAll() }
        if changed || redraw {
            present(store.state, on: session, theme: theme)
        }
    }
        return services
    }

    /// The line said after the screen is restored when stories are still being made: nothing
    /// is lost (the jobs are the server's), but quitting silently looks like it is.
    private static func farewell(_ state: AppState, target: ServerTarget) -> String? {
        guard state.storiesInProgress > 0 else { return nil }
        var embedded = false
        if case .embedded = target { embedded = true }
        return Strings.farewell(storiesInProgress: state.storiesInProgress, embedded: embedded)
    }

    /// What the next start shows at once: the lists, the sign-in mode, the places in the
    /// narrations, and a listen going on at quit (sent at the next start).
    private static func saveAtQuit(_ state: AppState, for url: URL, sessionStore: SessionStore) {
        ListSnapshotFile.save(state, for: url, sessionStore: sessionStore)
        AuthModeFile.save(state, for: url, sessionStore: sessionStore)
        PlaybackPositionsFile.save(state.playbackPositions, for: url, sessionStore: sessionStore)
        var listening = state.listening
        if let report = listening.finish(at: Date(), completed: false) {
            ListeningReportQueue.append(report, toFileAt: sessionStore.fileURL(named: Launch.listeningFilePrefix, for: url),
                                        now: Date())
        }
    }

    /// Renders `state` into a buffer the size of the terminal and shows it.
    private static func present(_ state: AppState, on session: TerminalSession, theme: Theme) {
        var buffer = ScreenBuffer(width: session.width, height: session.height)
        render(state, into: &buffer, glyphs: session.glyphs, colorTier: session.colorTier)
        session.present(buffer, theme: theme)
    }
}
