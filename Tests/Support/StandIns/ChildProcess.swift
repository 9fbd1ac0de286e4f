import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`.
///
/// Foundation's `Process.waitUntilExit` relies on a run loop and can hang when called from the
/// test runner's worker threads, and it never sees a child finish whose own child daemonises
/// (the first tmux command forks the tmux server); a plain `waitpid` has neither problem. Output
/// goes through a file, not a pipe: a daemon that inherited the pipe would keep it open forever.
public enum ChildProcess {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `path` with `arguments`, standard output into the file at `outputPath`, standard error
    /// into `errorPath` (or /dev/null), standard input from /dev/null; returns the exit status
    /// (128 + signal when killed).
    public static func run(_ path: String, arguments: [String], outputPath: String, errorPath: String? = nil) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The test runner's threads may block or ignore signals, and a child inherits both: tmux
        // would then never notice its panes exiting, and a program under test would miss signals.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start \(path): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw Failure(description: "waitpid failed: errno \(errno)") }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Runs `path` to completion and answers its exit status and standard output.
    @discardableResult
    public static func output(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("child-out-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let status = try run(path, arguments: arguments, outputPath: file.path)
        let data = (try? Data(contentsOf: file)) ?? Data()
        return (status, String(decoding: data, as: UTF8.self))
    }
}
