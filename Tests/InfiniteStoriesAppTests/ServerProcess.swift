import Foundation

/// A real `infinite-stories-server` process on loopback for the end-to-end tests.
final class ServerProcess {
    let process = Process()
    let folder: URL
    private(set) var baseURL = ""
    private let output = Pipe()

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
        process.executableURL = try Self.binary("infinite-stories-server")
        process.arguments = ["--port", "0", "--data-dir", folder.appendingPathComponent("data").path,
                             "--auth-rate-limit", "off", "--log-level", "critical"] + extraArguments
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
    }

    /// Starts the server and waits for its `listening on URL` line.
    func start() async throws {
        try process.run()
        let handle = output.fileHandleForReading
        let line: String? = await Task.detached {
            var collected = Data()
            while !collected.contains(UInt8(ascii: "\n")) {
                let chunk = handle.availableData
                if chunk.isEmpty { return nil }
                collected.append(chunk)
            }
            return String(decoding: collected, as: UTF8.self)
        }.value
        guard let line, let match = line.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/) else {
            throw NoListeningLine()
        }
        baseURL = String(match.1)
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        for _ in 0..<100 where process.isRunning { usleep(50_000) }
    }
}
