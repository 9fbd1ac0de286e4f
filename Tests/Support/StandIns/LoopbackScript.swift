import Foundation
#if canImport(Glibc)
import Glibc
#endif
import SharedUtilities

/// A script of the repository's `scripts/` folder running as a server on a free loopback port:
/// started with `--port 0`, ready once it prints `listening on http://127.0.0.1:PORT[/path]`.
public final class LoopbackScript: @unchecked Sendable {
    public struct DidNotStart: Error { public let output: String }

    let process: ChildProcess
    /// Its standard output, kept open while it runs: a script that writes on finds a reader.
    private let output: ChildOutput
    /// What the script said it listens on, e.g. `http://127.0.0.1:41234/v1`.
    public let baseURL: URL

    /// Starts `python3 scripts/<name> --port 0 <arguments>` and waits for its listening line.
    public init(_ name: String, arguments: [String] = []) throws {
        output = try ChildOutput()
        process = try ChildProcess(executable: "/usr/bin/env",
                                   arguments: ["python3", Self.script(name).path, "--port", "0"] + arguments,
                                   standardOutput: .descriptor(output.writeEnd))
        output.closeWriteEnd()
        let line = output.firstLine()
        guard let match = line.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+\S*)/),
              let url = URL(string: String(match.1)) else {
            process.stop()
            throw DidNotStart(output: line)
        }
        baseURL = url
    }

    /// A script of the repository's `scripts/` folder.
    public static func script(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts/\(name)")
    }

    /// Ends the script; it is awaited on a thread of its own (it exits at once).
    public func stop() {
        process.stop()
    }
}
