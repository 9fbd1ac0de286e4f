import Foundation
import SharedUtilities
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of an external program, awaited without blocking a Swift concurrency thread.
///
/// Waiting in `waitpid` would park one of the few cooperative-pool threads for the seconds a long
/// story takes to speak and encode, starving every other request of the server; `ChildProcess`
/// waits on a thread of its own, so the calling task is merely suspended. The program never goes
/// through a shell, so nothing in its arguments is ever interpreted. (Not Foundation's `Process`:
/// its start can crash the server on Linux, `ChildProcess` says why.)
struct ExternalProcess: Sendable {
    /// The program's name for messages (`espeak-ng`, `lame`).
    let name: String
    let executablePath: String
    let arguments: [String]

    /// Runs the program to completion, its standard error going to `diagnosticsFile` so a failure
    /// can be explained; a full pipe could otherwise stall a chatty program forever.
    ///
    /// - Throws: `SpeechError.engineFailed` for a non-zero exit status or a signal,
    ///   `SpeechError.engineNotInstalled` when the program vanished since it was located, and
    ///   `CancellationError` when the task was cancelled (the program is then killed and
    ///   awaited, so no file it writes is still in use when the caller cleans up).
    func run(diagnosticsFile: URL) async throws {
        guard FileManager.default.createFile(atPath: diagnosticsFile.path, contents: nil) else {
            throw SpeechError.engineFailed("could not create a temporary file for \(name)")
        }
        let errorOutput = try FileHandle(forWritingTo: diagnosticsFile)
        defer { try? errorOutput.close() }

        let launch = Launch()
        let ended = try await withTaskCancellationHandler {
            let child = try launch.start {
                do {
                    return try ChildProcess(executable: executablePath, arguments: arguments, standardInput: .null,
                                            standardOutput: .null, standardError: .descriptor(errorOutput.fileDescriptor))
                } catch {
                    throw launchFailure(error)
                }
            }
            return await child.exit()
        } onCancel: {
            launch.cancel()
        }

        try Task.checkCancellation()
        guard !ended.succeeded else { return }
        let how: String
        switch ended {
        case .exited(let status): how = "exited with status \(status)"
        case .signalled(let signal): how = "was killed by signal \(signal)"
        }
        let detail = Self.lastWords(in: diagnosticsFile)
        throw SpeechError.engineFailed("\(name) \(how)" + (detail.isEmpty ? "" : ": \(detail)"))
    }

    /// Explains a failed launch: a program removed since it was located is "not installed".
    private func launchFailure(_ error: any Error) -> any Error {
        if error is CancellationError {
            return error
        }
        if !ExecutableLocator.isExecutableFile(executablePath) {
            return SpeechError.engineNotInstalled(name)
        }
        let reason = (error as? ChildProcess.LaunchFailure)?.reason ?? String(describing: error)
        return SpeechError.engineFailed("could not start \(name): \(reason)")
    }

    /// The end of what the program wrote to standard error, on one line and short enough for a log.
    static func lastWords(in file: URL, limit: Int = 300) -> String {
        guard let data = try? Data(contentsOf: file), !data.isEmpty else { return "" }
        let text = String(decoding: data.suffix(limit * 4), as: UTF8.self)
        let oneLine = text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: " | ")
        return String(oneLine.suffix(limit))
    }

    /// Guards the start/cancel race: cancellation may arrive before, during or after the launch,
    /// from another thread.
    ///
    /// `@unchecked Sendable` because the child is shared with the cancellation handler; every use
    /// of `child` and `isCancelled` happens under `lock`.
    private final class Launch: @unchecked Sendable {
        private let lock = NSLock()
        private var child: ChildProcess?
        private var isCancelled = false

        /// Starts the child with `spawn` unless the task was already cancelled.
        func start(_ spawn: () throws -> ChildProcess) throws -> ChildProcess {
            try lock.withLock {
                if isCancelled {
                    throw CancellationError()
                }
                let started = try spawn()
                child = started
                return started
            }
        }

        /// Kills the child if it runs; a later `start` will refuse to launch it. SIGKILL: the
        /// engines hold nothing worth a graceful exit, their output is thrown away.
        func cancel() {
            lock.withLock {
                isCancelled = true
                child?.send(SIGKILL)
            }
        }
    }
}
