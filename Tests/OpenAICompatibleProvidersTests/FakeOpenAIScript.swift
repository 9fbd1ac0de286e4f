import Foundation
import StandIns
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/fake-openai-server.py`, the repository's OpenAI stand-in, in a process of its own on
/// a free loopback port: the providers talk to it over real HTTP as they would to a model server,
/// and its `--answer-languages` scripts a model that answers in a language it was not asked for.
///
/// Started through the `StandIns` module's `LoopbackScript`, as the server's and the app's
/// tests start it.
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

    private let script: LoopbackScript
    /// The API root it listens on, `http://127.0.0.1:PORT/v1`.
    var baseURL: URL { script.baseURL }

    /// python3 to run it (the story routes need nothing else).
    static var available: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
            || ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
                .contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") } == true
    }

    init(arguments: [String] = []) throws {
        // Its first line says where it listens; it is printed once the socket accepts connections.
        do {
            script = try LoopbackScript("fake-openai-server.py", arguments: arguments)
        } catch let failure as LoopbackScript.DidNotStart {
            throw DidNotStart(output: failure.output)
        }
    }

    /// The chat requests received so far, in order (`GET /test/requests`).
    func requests() async throws -> [Request] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("test/requests"))
        return try JSONDecoder().decode([Request].self, from: data)
    }

    func stop() {
        script.stop()
    }
}
