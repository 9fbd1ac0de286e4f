import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The real server binary with `--log-format json`: every line it writes to standard error is
/// one JSON object, a request's line included, and a wrong format is refused before it starts.
@Suite("Server log format")
struct ServerLogFormatTests {
    @Test func jsonLogsAreOneObjectPerLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-format-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = try ServerProcess.binary("infinite-stories-server")
        process.arguments = ["--port", "0", "--data-dir", folder.path, "--log-format", "json", "--log-level", "info"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var listening = ""
        while !listening.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            listening += String(decoding: chunk, as: UTF8.self)
        }
        let base = try #require(listening.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/)?.1, "\(listening)")
        let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: "\(base)/ready")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        process.terminate()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty, "the server logged nothing")
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["level"] is String && object?["message"] is String && object?["timestamp"] is String, "\(line)")
        }
        #expect(lines.contains { $0.contains("/ready") }, "the request is logged:\n\(text)")
    }

    @Test func anUnknownFormatIsRefused() throws {
        let process = Process()
        process.executableURL = try ServerProcess.binary("infinite-stories-server")
        process.arguments = ["--log-format", "yaml"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 64, "\(text)")
        #expect(text.contains("--log-format must be text or json, not yaml"), "\(text)")
    }
}
