import Glibc
import NcursesBackend
import TerminalUI

/// The demo's event loop: j/k or arrows move the highlight, c toggles the cursor, Ctrl-L repaints,
/// ! crashes on purpose, e exits without restoring the terminal (the atexit handler must), q quits. Every event is echoed on the "last:" line, pastes on the
/// "paste:" line.
///
/// Options: --no-color, --ascii, --pid-file PATH (written once the screen is up),
/// --wake-after MILLISECONDS (another task calls the waker once), --tick MILLISECONDS (wait for
/// events at most this long, like an app animating a spinner).
enum DemoApp {
    static func run(arguments: [String]) -> Int32 {
        var options = TerminalOptions()
        var pidFile: String?
        var wakeAfter: Int?
        var tick: Duration?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--no-color": options.noColor = true
            case "--ascii": options.forceASCII = true
            case "--pid-file": pidFile = remaining.popFirst()
            case "--wake-after": wakeAfter = remaining.popFirst().flatMap { Int($0) }
            case "--tick": tick = remaining.popFirst().flatMap { Int($0) }.map { .milliseconds($0) }
            default:
                printError("unknown argument \(argument)")
                return 2
            }
        }

        let session: TerminalSession
        do {
            session = try TerminalSession(options: options)
        } catch {
            printError("\(error)")
            return 1
        }
        var state = DemoState()
        present(state, on: session)
        if let pidFile, let file = fopen(pidFile, "w") {
            fputs("\(getpid())\n", file)
            fclose(file)
        }
        if let wakeAfter {
            let waker = session.waker
            Task.detached {
                try? await Task.sleep(for: .milliseconds(wakeAfter))
                waker.wake()
            }
        }

        while !state.shouldQuit {
            let events = session.nextEvents(timeout: tick)
            if events.isEmpty {
                state.emptyBatches += 1
            }
            for event in events {
                state.handle(event)
            }
            if state.wantsCrash {
                crash()
            }
            if state.wantsAbruptExit {
                exit(3)
            }
            if state.wantsRedraw {
                state.wantsRedraw = false
                session.redrawAll()
            }
            present(state, on: session)
        }
        session.restore()
        return 0
    }

    private static func present(_ state: DemoState, on session: TerminalSession) {
        let buffer = DemoScreen.render(
            state,
            width: session.width,
            height: session.height,
            glyphs: session.glyphs,
            tier: session.colorTier
        )
        session.present(buffer, theme: .standard)
    }

    /// Traps the way a Swift bug would (a forced unwrap of nil), to test restoration after a crash.
    private static func crash() {
        let nothing = Int("not a number")
        print(nothing!)
    }

    private static func printError(_ message: String) {
        let line = Array("ncurses-backend-demo: \(message)\n".utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
