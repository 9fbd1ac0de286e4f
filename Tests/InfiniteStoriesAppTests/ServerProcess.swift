import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SharedUtilities
import StandIns

/// A real `infinite-stories-server` process on loopback for the end-to-end tests.
final class ServerProcess {
    private var process: ChildProcess?
    let folder: URL
    private(set) var baseURL = ""
    private let executable: String
    private let arguments: [String]
    /// Its standard output, kept open while it runs.
    private var output: ChildOutput?

    /// The built executables live next to the test bundle.
    static func binary(_ name: String) throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw MissingBinary(name: name)
        }
        return found
    }

    struct MissingBinary: Error, CustomStringConvertible {
        var name: String
        var description: String { "\(name) not found next to the tests" }
    }

    struct NoListeningLine: Error {}

    init(folder: URL, extraArguments: [String] = []) throws {
        self.folder = folder
        executable = try Self.binary("infinite-stories-server").path
        arguments = ["--port", "0", "--data-dir", folder.appendingPathComponent("data").path,
                     "--auth-rate-limit", "off", "--log-level", "critical"] + extraArguments
    }

    /// Starts the server and waits for its `listening on URL` line.
    func start() async throws {
        let output = try ChildOutput()
        self.output = output
        process = try ChildProcess(executable: executable, arguments: arguments, standardOutput: .descriptor(output.writeEnd))
        output.closeWriteEnd()
        // Read on a thread of its own: it blocks.
        let line: String = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: output.firstLine()) }
        }
        guard let match = line.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/) else {
            throw NoListeningLine()
        }
        baseURL = String(match.1)
    }

    /// Asks the server to stop (SIGTERM), gives it up to five seconds, then kills it.
    func stop() {
        guard let process, !process.hasExited else { return }
        process.send(SIGTERM)
        for _ in 0..<100 where !process.hasExited { usleep(50_000) }
        if !process.hasExited { process.stop(with: SIGKILL) }
    }
}
