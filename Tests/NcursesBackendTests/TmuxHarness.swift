import Foundation
import Testing

/// A private tmux server with one 80×24 pane running an interactive `sh`, for driving the demo in
/// a real terminal.
///
/// Each harness has its own server socket (`tmux -S`), so tests run in parallel without seeing each
/// other and never touch a tmux the developer is using. The pane's shell is dash where available
/// because, unlike bash, it never repairs terminal modes after a job dies, so what the tests see
/// after the demo exits is exactly what the demo left behind.
final class TmuxHarness {
    /// Where tmux is installed, or `nil` (the end-to-end tests are then skipped).
    static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool { tmuxPath != nil }

    /// The demo executable, built next to the test bundle because the test target depends on it.
    static var demoPath: String {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return executable.deletingLastPathComponent().appendingPathComponent("ncurses-backend-demo").path
    }

    /// A scratch directory for this harness's files (pid, stty dumps, exit status).
    let directory: URL
    /// The server's socket, inside `directory` so that it goes away with it.
    private let socket: String
    private let target = "main"

    init(width: Int = 80, height: Int = 24) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ncurses-backend-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("tmux.socket").path
        let configuration = directory.appendingPathComponent("tmux.conf")
        try """
        set -g default-terminal tmux-256color
        set -g status off
        set -g history-limit 200
        """.write(to: configuration, atomically: true, encoding: .utf8)
        let shell = FileManager.default.isExecutableFile(atPath: "/bin/dash") ? "/bin/dash" : "/bin/sh"
        try tmux(
            "-f", configuration.path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", target,
            "env -u NO_COLOR LANG=C.UTF-8 LC_ALL=C.UTF-8 PS1='$ ' SWIFT_BACKTRACE=enable=no \(shell) -i"
        )
        try waitUntil("the shell prompt") { try capture().contains("$") }
    }

    deinit {
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(at: directory)
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
        try tmux("send-keys", "-t", target, "-l", line)
        try tmux("send-keys", "-t", target, "Enter")
    }

    /// Sends tmux key names (`j`, `Up`, `C-c`, `M-x`).
    func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Pastes `text` as a terminal would: bracketed when the application asked for it.
    func paste(_ text: String) throws {
        try tmux("set-buffer", "-b", "e2e", text)
        try tmux("paste-buffer", "-p", "-b", "e2e", "-t", target)
    }

    func resize(width: Int, height: Int) throws {
        try tmux("resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)")
    }

    /// Copies everything the pane's programs write into scratch file `name`.
    func recordOutput(to name: String) throws {
        try tmux("pipe-pane", "-t", target, "-o", "cat >> '\(file(name))'")
    }

    func stopRecording() throws {
        try tmux("pipe-pane", "-t", target)
    }

    /// The screen as text, one line per row; with `escapes`, colours and attributes as SGR.
    func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
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
        try tmux("display-message", "-p", "-t", target, format).trimmingCharacters(in: .whitespacesAndNewlines)
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

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        try tmux(arguments)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        guard let path = Self.tmuxPath else { throw HarnessError("tmux is not installed") }
        // Output goes through a file, not a pipe: the tmux server that the first call starts
        // lives on, and any pipe it inherited (from this or a parallel test) would never see EOF.
        let outputPath = file("tmux-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try ChildProcess.run(path, arguments: ["-S", socket] + arguments, outputPath: outputPath)
        guard status == 0 else {
            throw HarnessError("tmux \(arguments.joined(separator: " ")) failed (\(status))")
        }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
