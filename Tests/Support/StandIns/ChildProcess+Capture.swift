import Foundation
import SharedUtilities
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Running a program to its end and reading what it wrote: the tests' tools (tmux, python3,
/// espeak-ng, epubcheck, the binaries' own flags). Here, beside the other test kit, because
/// neither program runs anything this way.
///
/// Output goes through files, not pipes: a daemon the program starts (the first tmux command
/// forks the tmux server) would keep a pipe open forever, and a program that fills one pipe
/// while the other is read would stall. `waitpid` sees the program end whatever its children do.
extension ChildProcess {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// What a program run to its end wrote, and its exit status (128 + the signal that killed it).
    public struct Captured: Sendable {
        public var status: Int32
        public var outputData: Data
        public var errorData: Data

        public var output: String { String(decoding: outputData, as: UTF8.self) }
        public var errors: String { String(decoding: errorData, as: UTF8.self) }
    }

    /// Runs `path` with `arguments` to its end, standard output into the file at `outputPath`,
    /// standard error into `errorPath` (or /dev/null), standard input from `inputPath` (or
    /// /dev/null); answers the exit status (128 + the signal when killed). A program still
    /// running after `timeLimit` gets SIGTERM. Blocks.
    public static func run(_ path: String, arguments: [String], environment: [String: String]? = nil,
                           inputPath: String? = nil, outputPath: String, errorPath: String? = nil,
                           timeLimit: Duration? = nil) throws -> Int32 {
        let output = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw Failure(description: "cannot write \(outputPath): errno \(errno)") }
        defer { close(output) }
        var errors: Int32?
        if let errorPath {
            let opened = open(errorPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard opened >= 0 else { throw Failure(description: "cannot write \(errorPath): errno \(errno)") }
            errors = opened
        }
        defer { if let errors { close(errors) } }
        var input: Int32?
        if let inputPath {
            let opened = open(inputPath, O_RDONLY | O_CLOEXEC)
            guard opened >= 0 else { throw Failure(description: "cannot read \(inputPath): errno \(errno)") }
            input = opened
        }
        defer { if let input { close(input) } }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: path, arguments: arguments, environment: environment,
                                     standardInput: input.map { .descriptor($0) } ?? .null, standardOutput: .descriptor(output),
                                     standardError: errors.map { .descriptor($0) } ?? .null)
        } catch {
            throw Failure(description: "cannot start \(path): \(error)")
        }
        if let timeLimit {
            let nanoseconds = timeLimit.components.seconds * 1_000_000_000 + timeLimit.components.attoseconds / 1_000_000_000
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(nanoseconds))) { child.send(SIGTERM) }
        }
        switch child.waitForExit() {
        case .exited(let status): return status
        case .signalled(let signal): return 128 + signal
        }
    }

    /// Runs `path` with `arguments` to its end, `input` on its standard input, and answers what it
    /// wrote to each stream. Blocks.
    public static func capture(_ path: String, _ arguments: [String], environment: [String: String]? = nil,
                               input: Data? = nil, timeLimit: Duration? = nil) throws -> Captured {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        let inputFile = base.appendingPathExtension("in")
        let outputFile = base.appendingPathExtension("out"), errorFile = base.appendingPathExtension("err")
        defer {
            for file in [inputFile, outputFile, errorFile] { try? FileManager.default.removeItem(at: file) }
        }
        if let input { try input.write(to: inputFile) }
        let status = try run(path, arguments: arguments, environment: environment, inputPath: input == nil ? nil : inputFile.path,
                             outputPath: outputFile.path, errorPath: errorFile.path, timeLimit: timeLimit)
        return Captured(status: status, outputData: (try? Data(contentsOf: outputFile)) ?? Data(),
                        errorData: (try? Data(contentsOf: errorFile)) ?? Data())
    }
}
