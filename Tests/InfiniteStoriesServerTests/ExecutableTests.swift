import Foundation
import InfiniteStoriesModels
import Testing

/// Drives the real `infinite-stories-server` binary: its one stdout line, flags from the
/// environment, logs without secrets, and a clean stop on SIGTERM.
@Suite("Server executable")
struct ExecutableTests {
    static func binary() throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/debug"),
        ].map { $0.appendingPathComponent("infinite-stories-server") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                            "infinite-stories-server binary not found next to the tests")
    }

    /// Reads lines from a pipe on a background thread.
    final class LineCollector: @unchecked Sendable {
        // Guarded by `lock`; written by the reader thread, read by the test.
        private let lock = NSLock()
        private var text = ""

        init(_ pipe: Pipe) {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.withLock { self.text += String(decoding: data, as: UTF8.self) }
            }
        }

        var value: String { lock.withLock { text } }
    }

    @Test func printsOneLineServesAndStopsOnSIGTERM() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("is-exe-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = ["--port", "0", "--data-dir", folder.path]
        var environment = ProcessInfo.processInfo.environment
        environment["INFINITE_STORIES_AUTH_RATE_LIMIT"] = "off"
        environment["INFINITE_STORIES_LOG_LEVEL"] = "info"
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdout = LineCollector(out), stderr = LineCollector(err)
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var line = ""
        for _ in 0..<200 where !line.contains("\n") {
            try await Task.sleep(for: .milliseconds(50))
            line = stdout.value
        }
        let match = try #require(line.firstMatch(of: /^listening on (http:\/\/127\.0\.0\.1:(\d+))\n$/))
        let server = TestServerClient(baseURL: URL(string: String(match.1))!)

        let password = "very-secret-password-123"
        let signUp = try await server.send("POST", "/api/auth/sign-up/email",
                                           json: ["email": "exe@example.com", "password": password, "name": "Exe"])
        #expect(signUp.status == 200)
        let token = try signUp.decode(AuthResponse.self).token
        for _ in 0..<5 {  // more than the default 3/10 limit: the environment turned it off
            #expect(try await server.send("POST", "/api/auth/sign-in/email", json: ["email": "exe@example.com", "password": password]).status == 200)
        }
        #expect(try await server.send("GET", "/api/v1/heroes", token: token).status == 200)

        process.terminate()  // SIGTERM
        for _ in 0..<200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationStatus == 0)
        #expect(stdout.value == line, "stdout carries only the listening line")
        let logs = stderr.value
        #expect(logs.contains("path=/api/auth/sign-up/email"))
        #expect(logs.contains("status=200"))
        #expect(logs.contains("method=GET"))
        #expect(!logs.contains(password))
        #expect(!logs.contains(token))
        try? FileManager.default.removeItem(at: folder)
    }

    @Test func rejectsBadFlagsClearly() throws {
        for arguments in [["--port", "70000"], ["--auth-rate-limit", "lots"], ["--log-level", "loud"]] {
            let process = Process()
            process.executableURL = try Self.binary()
            process.arguments = arguments + ["--data-dir", FileManager.default.temporaryDirectory.path]
            let err = Pipe()
            process.standardError = err
            process.standardOutput = Pipe()
            try process.run()
            process.waitUntilExit()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(process.terminationStatus != 0, "\(arguments)")
            #expect(message.contains(arguments[0]), "\(arguments): \(message)")
        }
    }
}
