import Foundation
import SharedUtilities
import StandIns
import Testing

/// Runs the app in a real terminal: a `TmuxSession` (StandIns) whose shell gets the app's
/// environment, with the waiting the app's end-to-end tests need.
///
/// Each harness has its own tmux server, so tests never touch the user's tmux or each other's,
/// and `stop()` ends only that server.
final class TerminalHarness {
    let terminal: TmuxSession

    static var tmuxAvailable: Bool { TmuxSession.isAvailable }

    /// Starts a shell in a `width` x `height` window with `environment`, then types `command` into it.
    init(width: Int, height: Int, environment: [String: String], command: String) throws {
        var env = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PS1=$ "]
        env += environment.map { "\($0.key)=\($0.value)" }
        let shell = "env \(env.map { "'\($0)'" }.joined(separator: " ")) sh"
        terminal = try TmuxSession(width: width, height: height, command: shell, name: "app", directoryPrefix: "is-app")
        try type(command)
        try keys("Enter")
    }

    /// Ends the session (its processes get SIGHUP) and this harness's tmux server.
    func stop() {
        terminal.stop()
    }

    /// The visible screen as text.
    func screen() throws -> String {
        try terminal.capture()
    }

    /// The visible screen with colours and attributes as SGR escapes (`capture-pane -e`).
    func styledScreen() throws -> String {
        try terminal.capture(escapes: true)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try terminal.type(text)
    }

    /// Presses keys by tmux name (`Enter`, `Tab`, `Escape`, `C-t`, `Right`, `q`).
    func keys(_ names: String...) throws {
        try terminal.keys(names)
    }

    func resize(width: Int, height: Int) throws {
        try terminal.resize(width: width, height: height)
    }

    /// Waits until the screen contains every one of `texts`; answers the screen.
    @discardableResult
    func waitFor(_ texts: String..., timeout: Duration = .seconds(20),
                 sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var last = ""
        while clock.now < deadline {
            last = try screen()
            if texts.allSatisfy({ last.contains($0) }) { return last }
            try await Task.sleep(for: .milliseconds(100))
        }
        Issue.record(Comment(rawValue: "timed out waiting for \(texts); screen:\n\(last)"), sourceLocation: sourceLocation)
        throw HarnessTimeout()
    }

    struct HarnessTimeout: Error {}

    /// Runs a program to completion and answers its status and standard output (`ChildProcess`).
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let run = try ChildProcess.capture(executable, arguments)
        return (run.status, run.output)
    }
}
