import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/fake-openai-server.py`, the repository's OpenAI stand-in, in a process of its own on
/// a free loopback port: the providers talk to it over real HTTP as they would to a model server,
/// and its `--answer-languages` scripts a model that answers in a language it was not asked for.
///
/// The server's and the app's tests start it through the `StandIns` module's `LoopbackScript`;
/// this suite's target does not depend on that module, so it starts the script itself the same way.
final class FakeOpenAIScript: @unchecked Sendable {
    struct DidNotStart: Error { let output: String }

    /// One chat request the stand-in received.
    struct Request: Decodable {
        struct Message: Decodable {
            var role: String
            var content: String
        }

        var stream: Bool
        var messages: [Message]
    }

    private let process = Process()
    /// The API root it listens on, `http://127.0.0.1:PORT/v1`.
    let baseURL: URL

    /// python3 to run it (the story routes need nothing else).
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
            || ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") } == true
    }

    init(arguments: [String] = []) throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/fake-openai-server.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Its first line says where it listens; it is printed once the socket accepts connections.
        var collected = Data()
        while !collected.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
        }
        let line = String(decoding: collected, as: UTF8.self)
        guard let match = line.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+\/v1)/),
              let url = URL(string: String(match.1)) else {
            process.terminate()
            throw DidNotStart(output: line)
        }
        baseURL = url
    }

    /// The chat requests received so far, in order (`GET /test/requests`).
    func requests() async throws -> [Request] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("test/requests"))
        return try JSONDecoder().decode([Request].self, from: data)
    }

    func stop() {
        if process.isRunning { process.terminate() }
    }
}
