import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Runs programs in a real terminal: a private tmux server, one window of a given size.
///
/// Each harness uses its own tmux socket, so tests never touch the user's tmux or each other's,
/// and `stop()` ends only that server.
final class TerminalHarness {
    let socket = "is-app-\(UUID().uuidString.prefix(8))"
    let session = "app"

    static var tmuxAvailable: Bool {
        (try? run("/usr/bin/env", ["tmux", "-V"]).status) == 0
    }

    /// Starts a shell in a `width` x `height` window with `environment`, then types `command` into it.
    init(width: Int, height: Int, environment: [String: String], command: String) throws {
        var env = ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "PS1=$ "]
        env += environment.map { "\($0.key)=\($0.value)" }
        let shell = "env \(env.map { "'\($0)'" }.joined(separator: " ")) sh"
        try tmux(["new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), shell])
        try tmux(["set-option", "-t", session, "status", "off"])
        try type(command)
        try keys("Enter")
    }

    /// Ends the session (its processes get SIGHUP) and this harness's tmux server. Killing the
    /// session first matters: `kill-server` alone was seen to leave the server running.
    func stop() {
        let socketPath = (try? tmux(["display-message", "-p", "#{socket_path}"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? tmux(["kill-session", "-t", session])
        _ = try? tmux(["kill-server"])
        if let socketPath, !socketPath.isEmpty { unlink(socketPath) }
    }

    /// The visible screen as text.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", session])
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
    }

    /// Presses keys by tmux name (`Enter`, `Tab`, `Escape`, `C-t`, `Right`, `q`).
    func keys(_ names: String...) throws {
        try tmux(["send-keys", "-t", session] + names)
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", session, "-x", String(width), "-y", String(height)])
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

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run("/usr/bin/env", ["tmux", "-L", socket] + arguments)
        return result.output
    }

    /// Runs a program to completion and answers its status and standard output.
    ///
    /// Spawned and reaped directly (`posix_spawn`, `waitpid`): the first tmux command forks the
    /// tmux server as a daemon, which confuses `Process` (it never sees its child finish, and a
    /// pipe for the output would never reach its end). The output goes through a file.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, file.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw SpawnFailed(code: spawned) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let data = (try? Data(contentsOf: file)) ?? Data()
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -1
        return (exitStatus, String(decoding: data, as: UTF8.self))
    }

    struct SpawnFailed: Error {
        var code: Int32
    }
}
