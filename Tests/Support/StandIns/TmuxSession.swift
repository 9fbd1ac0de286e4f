import Foundation
import SharedUtilities
#if canImport(Glibc)
import Glibc
#endif

/// A private tmux server with one session: a real terminal of a given size for end-to-end tests.
///
/// The one tmux driver of the test suites (the app's and the ncurses backend's harnesses build on
/// it, ADR 0028). Each session has its own server socket (`tmux -S`, in a scratch directory), so
/// tests run in parallel without seeing each other and never touch a tmux the developer uses;
/// `stop()` ends only this server.
public final class TmuxSession: @unchecked Sendable {
    /// Where tmux is installed, or nil (end-to-end tests are then skipped).
    public static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    public static var isAvailable: Bool { tmuxPath != nil }

    /// A scratch directory for the socket and whatever the caller keeps beside it.
    public let directory: URL
    /// The server's socket, inside `directory` so that it goes away with it.
    public let socket: String
    /// The session (and its one window) that commands address.
    public let target: String

    /// Starts the server and a detached `width` x `height` session running `command` (a shell
    /// command line), with the tmux `configuration` lines (the status line is always off).
    public init(width: Int, height: Int, command: String, configuration: [String] = [],
                name: String = "main", directoryPrefix: String = "tmux-e2e") throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(directoryPrefix)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = directory.appendingPathComponent("tmux.socket").path
        target = name
        let file = directory.appendingPathComponent("tmux.conf")
        try (["set -g status off"] + configuration).joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        try tmux(["-f", file.path, "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", target, command])
    }

    /// Ends the session (its processes get SIGHUP), the server and the scratch directory. Killing
    /// the session first matters: `kill-server` alone was seen to leave the server running.
    public func stop() {
        _ = try? tmux(["kill-session", "-t", target])
        _ = try? tmux(["kill-server"])
        unlink(socket)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Types `text` literally.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Presses keys by tmux name (`Enter`, `Tab`, `Escape`, `C-t`, `Right`, `M-x`, `q`).
    public func keys(_ names: [String]) throws {
        try tmux(["send-keys", "-t", target] + names)
    }

    /// Pastes `text` as a terminal would: bracketed when the application asked for it.
    public func paste(_ text: String) throws {
        try tmux(["set-buffer", "-b", "e2e", text])
        try tmux(["paste-buffer", "-p", "-b", "e2e", "-t", target])
    }

    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen as text, one line per row; with `escapes`, colours and attributes as SGR.
    public func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", target] + (escapes ? ["-e"] : []))
    }

    /// A tmux format evaluated for the pane, e.g. `#{alternate_on}`.
    public func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", target, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Copies everything the pane's programs write to the file at `path` (nil stops copying).
    public func pipeOutput(to path: String?) throws {
        try tmux(["pipe-pane", "-t", target] + (path.map { ["-o", "cat >> '\($0)'"] } ?? []))
    }

    /// Runs one tmux command against this server; answers its standard output.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        guard let path = Self.tmuxPath else { throw ChildProcess.Failure(description: "tmux is not installed") }
        let outputPath = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let status = try ChildProcess.run(path, arguments: ["-S", socket] + arguments, outputPath: outputPath)
        guard status == 0 else {
            throw ChildProcess.Failure(description: "tmux \(arguments.joined(separator: " ")) failed (\(status))")
        }
        return (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }
}
