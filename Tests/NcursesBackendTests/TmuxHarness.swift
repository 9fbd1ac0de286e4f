import Foundation
import StandIns
import Testing

/// A private tmux server (`TmuxSession`, StandIns) with one 80×24 pane running an interactive
/// `sh`, for driving the demo in a real terminal.
///
/// Each harness has its own server socket, so tests run in parallel without seeing each
/// other and never touch a tmux the developer is using. The pane's shell is dash where available
/// because, unlike bash, it never repairs terminal modes after a job dies, so what the tests see
/// after the demo exits is exactly what the demo left behind.
final class TmuxHarness {
    /// Whether tmux is installed (the end-to-end tests are skipped without it).
    static var isAvailable: Bool { TmuxSession.isAvailable }

    /// The demo executable, built next to the test bundle because the test target depends on it.
    static var demoPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("ncurses-backend-demo").path
    }

    private let terminal: TmuxSession
    /// A scratch directory for this harness's files (pid, stty dumps, exit status).
    var directory: URL { terminal.directory }

    init(width: Int = 80, height: Int = 24) throws {
        let shell = FileManager.default.isExecutableFile(atPath: "/bin/dash") ? "/bin/dash" : "/bin/sh"
        terminal = try TmuxSession(
            width: width, height: height,
            command: "env -u NO_COLOR LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$ ' SWIFT_BACKTRACE=enable=no \(shell) -i",
            configuration: ["set -g default-terminal tmux-256color", "set -g history-limit 200"],
            directoryPrefix: "ncurses-backend-e2e")
        try waitUntil("the shell prompt") { try capture().contains("$") }
    }

    deinit {
        terminal.stop()
    }

    /// The path of `name` in the scratch directory.
    func file(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The trimmed contents of scratch file `name`, or `nil` while it does not exist.
    func contents(of name: String) -> String? {
        (try? String(contentsOfFile: file(name), encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Types `line` into the shell and presses Enter.
    func type(_ line: String) throws {
        try terminal.type(line)
        try terminal.keys(["Enter"])
    }

    /// Sends tmux key names (`j`, `Up`, `C-c`, `M-x`).
    func press(_ keys: String...) throws {
        try terminal.keys(keys)
    }

    /// Pastes `text` as a terminal would: bracketed when the application asked for it.
    func paste(_ text: String) throws {
        try terminal.paste(text)
    }

    func resize(width: Int, height: Int) throws {
        try terminal.resize(width: width, height: height)
    }

    /// Copies everything the pane's programs write into scratch file `name`.
    func recordOutput(to name: String) throws {
        try terminal.pipeOutput(to: file(name))
    }

    func stopRecording() throws {
        try terminal.pipeOutput(to: nil)
    }

    /// The screen as text, one line per row; with `escapes`, colours and attributes as SGR.
    func capture(escapes: Bool = false) throws -> String {
        try terminal.capture(escapes: escapes)
    }

    /// The screen's rows.
    func rows(escapes: Bool = false) throws -> [String] {
        var text = try capture(escapes: escapes)
        if text.hasSuffix("\n") {
            text.removeLast()
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try terminal.display(format)
    }

    /// Starts the demo from the shell (`stty -g` saved first, exit status and `stty` dumps written
    /// after it ends) and waits until its screen is up; returns its process id.
    ///
    /// - Parameter environment: shell text put before the command (`NO_COLOR=1`, `ulimit -c 0;`).
    @discardableResult
    func startDemo(arguments: String = "", environment: String = "") throws -> Int32 {
        try type("stty -g > \(file("before")); \(environment) \(Self.demoPath) --pid-file \(file("pid")) \(arguments); \(recordCommand)")
        try waitUntil("the demo's screen") {
            try capture().contains("InfiniteStories backend demo") && contents(of: "pid") != nil
        }
        guard let text = contents(of: "pid"), let pid = Int32(text) else {
            throw HarnessError("no pid file")
        }
        return pid
    }

    /// Shell text that records the exit status of the command before it, then the terminal modes
    /// (the status file appears last, so its presence means everything was written).
    var recordCommand: String {
        "echo \"$?\" > \(file("status.tmp")); stty -g > \(file("after")); stty -a > \(file("after-a")); "
            + "mv \(file("status.tmp")) \(file("status"))"
    }

    /// Forgets a recorded exit status and terminal modes, to record them again.
    func forgetRecording() throws {
        for name in ["status", "after", "after-a"] {
            try FileManager.default.removeItem(atPath: file(name))
        }
    }

    /// Waits until the demo has exited and the shell has recorded its status; returns it.
    func waitForExitStatus() throws -> Int32 {
        try waitUntil("the demo to exit") { contents(of: "status") != nil }
        guard let text = contents(of: "status"), let status = Int32(text) else {
            throw HarnessError("no exit status")
        }
        return status
    }

    /// Checks that the terminal is exactly as before the demo: same modes, canonical input with
    /// echo, the normal screen, a visible cursor.
    func expectTerminalRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = contents(of: "before")
        #expect(before != nil && before == contents(of: "after"), "stty -g differs", sourceLocation: sourceLocation)
        let modes = " " + (contents(of: "after-a") ?? "").replacingOccurrences(of: "\n", with: " ") + " "
        #expect(modes.contains(" icanon ") && modes.contains(" echo "), "modes: \(modes)", sourceLocation: sourceLocation)
        #expect(try display("#{alternate_on}") == "0", "still on the alternate screen", sourceLocation: sourceLocation)
        #expect(try display("#{cursor_flag}") == "1", "cursor hidden", sourceLocation: sourceLocation)
    }

    /// Polls `condition` every 20 ms until it holds, or throws after `timeout`.
    func waitUntil(_ what: String, timeout: Duration = .seconds(10), _ condition: () throws -> Bool) throws {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if try condition() {
                return
            }
            usleep(20_000)
        }
        throw HarnessError("timed out waiting for \(what); screen:\n\((try? capture()) ?? "?")")
    }

    /// The row of the screen that starts with `prefix`, or "" (for reading the demo's status lines).
    func row(startingWith prefix: String) throws -> String {
        try rows().first { $0.hasPrefix(prefix) } ?? ""
    }
}
