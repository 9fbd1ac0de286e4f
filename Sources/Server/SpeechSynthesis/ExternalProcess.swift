import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of an external program, awaited without blocking a Swift concurrency thread.
///
/// `Process.waitUntilExit()` would park one of the few cooperative-pool threads for the seconds a
/// long story takes to speak and encode, starving every other request of the server. Instead the
/// process's termination handler resumes a continuation, so the calling task is merely suspended.
/// The program never goes through a shell, so nothing in its arguments is ever interpreted.
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

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorOutput
        let launch = Launch(process)

        let outcome = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Outcome, any Error>) in
                // Set before launching: a very short run could otherwise end before the handler
                // exists and the continuation would never resume.
                process.terminationHandler = { finished in
                    continuation.resume(returning: Outcome(
                        reason: finished.terminationReason, status: finished.terminationStatus))
                }
                do {
                    try launch.start()
                } catch {
                    process.terminationHandler = nil
                    continuation.resume(throwing: launchFailure(error))
                }
            }
        } onCancel: {
            launch.cancel()
        }

        try Task.checkCancellation()
        guard outcome.reason == .exit, outcome.status == 0 else {
            let how = outcome.reason == .exit
                ? "exited with status \(outcome.status)"
                : "was killed by signal \(outcome.status)"
            let detail = Self.lastWords(in: diagnosticsFile)
            throw SpeechError.engineFailed("\(name) \(how)" + (detail.isEmpty ? "" : ": \(detail)"))
        }
    }

    /// Explains a failed launch: a program removed since it was located is "not installed".
    private func launchFailure(_ error: any Error) -> any Error {
        if error is CancellationError {
            return error
        }
        if !ExecutableLocator.isExecutableFile(executablePath) {
            return SpeechError.engineNotInstalled(name)
        }
        return SpeechError.engineFailed("could not start \(name): \(error.localizedDescription)")
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

    private struct Outcome: Sendable {
        let reason: Process.TerminationReason
        let status: Int32
    }

    /// Guards the start/cancel race: cancellation may arrive before, during or after the launch,
    /// from another thread.
    ///
    /// `@unchecked Sendable` because `Process` is shared with the cancellation handler; every use
    /// of `process` and `isCancelled` happens under `lock`.
    private final class Launch: @unchecked Sendable {
        private let lock = NSLock()
        private let process: Process
        private var isCancelled = false
        private var hasStarted = false

        init(_ process: Process) {
            self.process = process
        }

        /// Launches the process unless the task was already cancelled.
        func start() throws {
            try lock.withLock {
                if isCancelled {
                    throw CancellationError()
                }
                try process.run()
                hasStarted = true
            }
        }

        /// Kills the process if it runs; a later `start()` will refuse to launch it.
        ///
        /// SIGKILL rather than `terminate()`'s SIGTERM: on Linux, Foundation's `Process` passes
        /// the launching thread's signal mask to the child, and Dispatch threads block SIGTERM,
        /// so the child may never see it (swiftlang/swift-corelibs-foundation#4772). The engines
        /// hold nothing worth a graceful exit: their output is thrown away.
        func cancel() {
            lock.withLock {
                isCancelled = true
                if hasStarted, process.isRunning {
                    _ = kill(process.processIdentifier, SIGKILL)
                }
            }
        }
    }
}
