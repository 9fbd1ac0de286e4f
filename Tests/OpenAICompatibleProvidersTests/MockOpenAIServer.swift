import Foundation
import StandIns
import Synchronization

/// An OpenAI-compatible API on the test kit's loopback server, scripted per test: each request
/// to a path takes the next scripted answer for that path, written step by step (head, body
/// bytes exactly as split, pauses, a cut connection), so the providers' real HTTP, SSE and retry
/// code runs against real sockets. A path with nothing scripted answers 404.
final class MockOpenAIServer: Sendable {
    typealias Step = LoopbackHTTPServer.Step
    typealias Recorded = LoopbackHTTPServer.Request

    /// The answers still to give, per path; a class so the server's handler can share it.
    private final class Scripts: Sendable {
        let queues = Mutex<[String: [[Step]]]>([:])
    }

    private let scripts: Scripts
    private let server: LoopbackHTTPServer

    var port: Int { Int(server.port) }
    var baseURL: URL { server.baseURL.appendingPathComponent("v1") }

    private init() throws {
        let scripts = Scripts()
        self.scripts = scripts
        server = try LoopbackHTTPServer { request in
            scripts.queues.withLock { queues -> [Step]? in
                guard var queue = queues[request.path], !queue.isEmpty else { return nil }
                let next = queue.removeFirst()
                queues[request.path] = queue
                return next
            } ?? Self.json(404, #"{"error":{"message":"no script"}}"#)
        }
    }

    static func start() async throws -> MockOpenAIServer {
        try MockOpenAIServer()
    }

    func stop() async {
        server.stop()
    }

    /// The next answer to a request for `path` (such as `/v1/chat/completions`).
    func enqueue(_ path: String, _ steps: [Step]) {
        scripts.queues.withLock { $0[path, default: []].append(steps) }
    }

    func requests(_ path: String? = nil) -> [Recorded] {
        path.map { server.requests(to: $0) } ?? server.requests
    }

    // MARK: - Scripts

    static func json(_ status: Int, _ text: String, headers: [(String, String)] = []) -> [Step] {
        let bytes = Array(text.utf8)
        return [.head(status: status, headers: [("Content-Type", "application/json"),
                                                ("Content-Length", "\(bytes.count)")] + headers),
                .body(bytes), .end]
    }

    static func binary(_ bytes: [UInt8], contentType: String) -> [Step] {
        [.head(status: 200, headers: [("Content-Type", contentType), ("Content-Length", "\(bytes.count)")]),
         .body(bytes), .end]
    }

    /// A completion as the `data` of one SSE event per delta, then `[DONE]`.
    static func sseBody(_ deltas: [String], lineEnding: String = "\n", finish: Bool = true, done: Bool = true) -> [UInt8] {
        var text = ": keep-alive" + lineEnding + lineEnding
        text += "data: " + chunk(role: true, content: nil) + lineEnding + lineEnding
        for delta in deltas {
            text += "data: " + chunk(role: false, content: delta) + lineEnding + lineEnding
        }
        if finish { text += "data: " + #"{"choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"# + lineEnding + lineEnding }
        if done { text += "data: [DONE]" + lineEnding + lineEnding }
        return Array(text.utf8)
    }

    static func chunk(role: Bool, content: String?) -> String {
        var delta: [String: Any] = [:]
        if role { delta["role"] = "assistant" }
        if let content { delta["content"] = content }
        let object: [String: Any] = ["id": "chatcmpl-1", "object": "chat.completion.chunk",
                                     "choices": [["index": 0, "delta": delta, "finish_reason": NSNull()]]]
        let data = try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// An SSE answer whose bytes are written in pieces of the given sizes (cycled), so lines
    /// and UTF-8 characters are split across network writes.
    static func sse(_ body: [UInt8], pieceSizes: [Int] = [512], pause: Duration = .zero) -> [Step] {
        var steps: [Step] = [.head(status: 200, headers: [("Content-Type", "text/event-stream")])]
        var offset = 0
        var index = 0
        while offset < body.count {
            let size = pieceSizes[index % pieceSizes.count]
            steps.append(.body(Array(body[offset..<min(body.count, offset + size)])))
            if pause > .zero { steps.append(.pause(pause)) }
            offset += size
            index += 1
        }
        steps.append(.end)
        return steps
    }

    /// A chat completion (non-streamed) whose message content is `content`.
    static func completion(_ content: String) -> [Step] {
        let object: [String: Any] = ["choices": [["index": 0, "message": ["role": "assistant", "content": content],
                                                  "finish_reason": "stop"]]]
        let data = try! JSONSerialization.data(withJSONObject: object)
        return json(200, String(decoding: data, as: UTF8.self))
    }
}
