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
    /// The spinner's pace while something animates; idle, the loop sleeps without a timeout.
    static let frameInterval = Duration.milliseconds(100)

    /// What the config file sets for the screen: colours, keys, and a warning about the file.
    struct Appearance {
        var theme = Theme.standard
        var keyOverrides = KeyOverrides()
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
        let clock = ContinuousClock()
        var initial = AppState(size: TerminalSize(width: session.width, height: session.height), now: Date())
        initial.keyOverrides = appearance.keyOverrides
        if let warning = appearance.warning { initial.banner = .warning(warning) }
        let store = AppStore(state: initial, queue: queue)
        let theme = appearance.theme
        // The first frame goes up before any server or network work. With no saved session
        // (a small file read) that frame is already the sign-in form, ready for typing; with
        // one, it shows the lists as they were at the last quit until the server refreshes them.
        let sessionStore = SessionStore()
        if let url = target.expectedURL {
            if let saved = sessionStore.load(for: url).session {
                if let snapshot = ListSnapshotFile.read(for: url, userId: saved.userId, sessionStore: sessionStore) {
                    store.process([.snapshotRestored(snapshot)])
                }
                store.process([.savedSessionFound(email: saved.email)])
            } else {
                store.process([.noSavedSession,
                               .authModeRestored(AuthModeFile.read(for: url, sessionStore: sessionStore))])
            }
        }
        present(store.state, on: session, theme: theme)
        // From here on, stray writes to standard error (from any library) go to the log file,
        // never over the screen. Opened after the first frame: it costs ~0.5 ms.
        redirect = StandardErrorRedirect(file: StandardErrorRedirect.defaultLogFile())

        if let url = target.expectedURL {
            let positions = PlaybackPositionsFile.read(for: url, sessionStore: sessionStore)
            if !positions.isEmpty { store.process([.playbackPositionsRestored(positions)]) }
        }
        let launch = Launch()
        var services: AppServices?
        launch.start(target, sessionStore: sessionStore, media: media,
                     pictures: PictureRendering.renderer(tier: session.colorTier, asciiOnly: session.glyphs == .ascii),
                     wake: { waker.wake() })
        var lastTick = clock.now
        while !store.state.shouldQuit {
            let timeout: Duration? = store.state.isAnimating ? frameInterval : nil
            let events = session.nextEvents(timeout: timeout)
            var actions = events.map(Action.input)
            switch launch.take() {
            case .ready(let ready, let label):
                services = ready
                store.connect(ready)
                actions.append(.serverReady(label: label))
            case .failed(let reason):
                actions.append(.serverFailed(reason))
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
        services?.player?.stop()
        store.shutDown()
        if store.state.storiesInProgress > 0 {
            // Nothing is lost (the jobs are the server's), but quitting silently looks like it is.
            var embedded = false
            if case .embedded = target { embedded = true }
            farewell = Strings.farewell(storiesInProgress: store.state.storiesInProgress, embedded: embedded)
        }
        if let url = target.expectedURL {
            ListSnapshotFile.save(store.state, for: url, sessionStore: sessionStore)
            AuthModeFile.save(store.state, for: url, sessionStore: sessionStore)
            PlaybackPositionsFile.save(store.state.playbackPositions, for: url, sessionStore: sessionStore)
            // A listen going on at quit is kept for the next start, which sends it.
            var listening = store.state.listening
            if let report = listening.finish(at: Date(), completed: false) {
                ListeningReportQueue.append(report, toFileAt: sessionStore.fileURL(named: Launch.listeningFilePrefix, for: url),
                                            now: Date())
            }
        }
        return 0
    }

    /// Renders `state` into a buffer the size of the terminal and shows it.
    private static func present(_ state: AppState, on session: TerminalSession, theme: Theme) {
        var buffer = ScreenBuffer(width: session.width, height: session.height)
        render(state, into: &buffer, glyphs: session.glyphs, colorTier: session.colorTier)
        session.present(buffer, theme: theme)
    }
}
