import Foundation

/// A script of the repository's `scripts/` folder running as a server on a free loopback port:
/// started with `--port 0`, ready once it prints `listening on http://127.0.0.1:PORT[/path]`.
public final class LoopbackScript: @unchecked Sendable {
    public struct DidNotStart: Error { public let output: String }

    let process = Process()
    /// What the script said it listens on, e.g. `http://127.0.0.1:41234/v1`.
    public let baseURL: URL

    /// Starts `python3 scripts/<name> --port 0 <arguments>` and waits for its listening line.
    public init(_ name: String, arguments: [String] = []) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script(name).path, "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = Self.firstLine(of: output)
        guard let match = line.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+\S*)/),
              let url = URL(string: String(match.1)) else {
            process.terminate()
            throw DidNotStart(output: line)
        }
        baseURL = url
    }

    /// What a started script wrote up to its first newline (or its end): its listening line.
    /// Blocks until then, so callers on the cooperative pool read it on a thread of their own.
    public static func firstLine(of output: Pipe) -> String {
        var collected = Data()
        while !collected.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// A script of the repository's `scripts/` folder.
    public static func script(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/\(name)")
    }

    public func stop() {
        // Not waitUntilExit: on Linux it spins the run loop, which an async test has none of; and
        // `isRunning` lags the exit by seconds here, so nothing waits for it: the scripts exit at once.
        if process.isRunning { process.terminate() }
    }
}
