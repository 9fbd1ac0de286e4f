import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn` and awaited without holding a Swift concurrency thread.
///
/// Why not Foundation's `Process`: on Linux its `run()` reads `/proc/self/fd` to close the
/// descriptors the child must not inherit, copying 256 bytes of each directory entry where
/// glibc gave it fewer; an entry that ends near an unmapped page crashes the whole process
/// (swift-corelibs-foundation #5472, present in the 6.3 toolchains). The test runs of
/// 2026-11-27 crashed there, and the server starts espeak-ng and lame this way for every
/// narration. Here the child's descriptors above 2 are closed by the C library
/// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34), or after a scan that reads each name
/// no further than its end.
///
/// The child runs in a process group of its own, as `Process` runs it (a Ctrl-C in the terminal
/// reaches only the app), with every signal at its default and none blocked: the server ignores
/// `SIGPIPE` and the test runner's threads block `SIGTERM`, which a child would otherwise inherit
/// (tmux would never notice its panes exit, a program under test would miss its signals).
public final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// The parent's own stream.
        case inherit
        /// `/dev/null`.
        case null
        /// A descriptor of the parent's, duplicated into the child (a file, a pipe's end).
        case descriptor(Int32)
    }

    /// How the child ended.
    public enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)

        /// Whether it exited with status 0.
        public var succeeded: Bool { self == .exited(0) }
    }

    /// The program could not be started: `code` is the `errno` value `posix_spawn` answered.
    public struct LaunchFailure: Error, CustomStringConvertible, Sendable {
        public let executable: String
        public let code: Int32
        /// The system's words for `code` ("No such file or directory").
        public var reason: String { String(cString: strerror(code)) }
        public var description: String { "could not start \(executable): \(reason)" }
    }

    public let processIdentifier: pid_t
    /// Guards `termination`, and every reaping of the child.
    private let state = NSLock()
    /// Held by the one blocking wait at a time.
    private let reaping = NSLock()
    private var termination: Termination?

    /// Starts `executable` (a path: no search, no shell) with `arguments`, and with
    /// `environment`, or this process's environment when nil.
    public init(executable: String, arguments: [String] = [], environment: [String: String]? = nil,
                standardInput: Stream = .null, standardOutput: Stream = .null, standardError: Stream = .null) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(STDIN_FILENO, standardInput), (STDOUT_FILENO, standardOutput), (STDERR_FILENO, standardError)] {
            switch stream {
            case .inherit:
                break
            case .null:
                posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            case .descriptor(let descriptor):
                posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        Self.closeInheritedDescriptors(&actions)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var everySignal = sigset_t()
        sigfillset(&everySignal)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { envp?.forEach { free($0) } }

        var pid = pid_t()
        let result: Int32
        if var envp {
            result = posix_spawn(&pid, executable, &actions, &attributes, argv, &envp)
        } else {
            result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard result == 0 else { throw LaunchFailure(executable: executable, code: result) }
        processIdentifier = pid
    }

    /// Sends `signal` to the child, unless it has already been awaited (its id may be another
    /// process's by then). The child is only ever reaped under the same lock, so the check and
    /// the signal cannot straddle the reaping.
    public func send(_ signal: Int32) {
        state.withLock {
            if termination == nil { _ = kill(processIdentifier, signal) }
        }
    }

    /// Blocks until the child ends and answers how; later calls answer at once.
    ///
    /// It waits without reaping (`WNOWAIT`), then reaps under `state`: `send` never signals an
    /// id the system may already have given to another process.
    public func waitForExit() -> Termination {
        reaping.lock()
        defer { reaping.unlock() }
        if let known = state.withLock({ termination }) { return known }
        var information = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &information, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
        return state.withLock {
            if let known = termination { return known }
            var status: Int32 = 0
            let ended = Self.termination(waitpid(processIdentifier, &status, WNOHANG), status)
            termination = ended
            return ended
        }
    }

    /// Waits for the child on a thread of its own, so the awaiting task only suspends: a
    /// narration's programs run for seconds, and the cooperative pool has a thread per core.
    public func exit() async -> Termination {
        if let known = state.withLock({ termination }) { return known }
        return await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: self.waitForExit()) }
            thread.name = "child-wait"
            thread.start()
        }
    }

    /// Whether the child has ended (it is then awaited).
    public var hasExited: Bool {
        state.withLock {
            if termination != nil { return true }
            var status: Int32 = 0
            let result = waitpid(processIdentifier, &status, WNOHANG)
            guard result != 0 else { return false }
            termination = Self.termination(result, status)
            return true
        }
    }

    /// Signals the child (SIGTERM unless told otherwise) and awaits it on a thread of its own,
    /// so that it leaves no zombie: for children nobody waits for.
    public func stop(with signal: Int32 = SIGTERM) {
        send(signal)
        Thread.detachNewThread { _ = self.waitForExit() }
    }

    /// What `waitpid` answered: -1 when the child was not ours to await (nothing to learn).
    private static func termination(_ result: pid_t, _ status: Int32) -> Termination {
        guard result > 0 else { return .exited(-1) }
        return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    }

    // MARK: Descriptors

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34), which the Glibc module does not
    /// declare (it is a GNU extension).
    private static let closeFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Closes every descriptor above 2 in the child, but the ones the streams came from (those
    /// are duplicated first; a descriptor above 2 closed after its duplication is not missed).
    private static func closeInheritedDescriptors(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// This process's open descriptors, from `/proc/self/fd`, each name read up to its end.
    static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var found: [Int32] = []
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 19
        while let entry = readdir(directory) {
            // The name in place, to its terminating zero: the entry may be shorter than `dirent`.
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if let descriptor = Int32(name), descriptor != own { found.append(descriptor) }
        }
        return found
    }
}
