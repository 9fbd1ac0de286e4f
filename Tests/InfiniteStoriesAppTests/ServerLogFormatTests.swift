import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif
import SharedUtilities
import StandIns
import Testing

/// The real server binary with `--log-format json`: every line it writes to standard error is
/// one JSON object, a request's line included, and a wrong format is refused before it starts.
@Suite("Server log format")
struct ServerLogFormatTests {
    @Test func jsonLogsAreOneObjectPerLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try ChildOutput(), errors = try ChildOutput()
        let process = try ChildProcess(executable: try ServerProcess.binary("infinite-stories-server").path,
                                       arguments: ["--port", "0", "--data-dir", folder.path, "--log-format", "json", "--log-level", "info"],
                                       standardOutput: .descriptor(output.writeEnd), standardError: .descriptor(errors.writeEnd))
        output.closeWriteEnd()
        errors.closeWriteEnd()
        errors.startCollecting()
        defer { process.stop(with: SIGKILL) }
        let listening = output.firstLine()
        let base = try #require(listening.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/)?.1, "\(listening)")
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: "\(base)/ready")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        process.send(SIGTERM)
        for _ in 0..<200 where !process.hasExited { try await Task.sleep(for: .milliseconds(50)) }
        try #require(process.hasExited, "still running 10 s after SIGTERM")
        let text = errors.collectedToEnd()
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty, "the server logged nothing")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["level"] is String && object?["message"] is String && object?["timestamp"] is String, "\(line)")
        }
        #expect(lines.contains { $0.contains("/ready") }, "the request is logged:\n\(text)")
    }

    @Test func anUnknownFormatIsRefused() throws {
        let run = try ChildProcess.capture(try ServerProcess.binary("infinite-stories-server").path, ["--log-format", "yaml"])
        let text = run.errors
        #expect(run.status == 64, "\(text)")
        #expect(text.contains("--log-format must be text or json, not yaml"), "\(text)")
    }
}
