import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// A real HTTP/1.1 server on loopback that answers like an OpenAI-compatible API, scripted per
/// test: each request to a path takes the next scripted answer for that path, written step by
/// step (head, body bytes exactly as split, pauses, a cut connection), so the providers' real
/// HTTP, SSE and retry code runs against real sockets.
final class MockOpenAIServer: Sendable {
    enum Step: Sendable {
        case head(status: Int, headers: [(String, String)])
        case body([UInt8])
        case pause(Duration)
        /// Close the connection without finishing the answer.
        case cut
        case end
    }

    struct Recorded: Sendable {
        var path: String
        var headers: [(String, String)]
        var body: Data
        var at: ContinuousClock.Instant

        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        func header(_ name: String) -> String? { headers.first { $0.0.lowercased() == name.lowercased() }?.1 }
    }

    private let scripts = Mutex<[String: [[Step]]]>([:])
    private let recorded = Mutex<[Recorded]>([])
    private let channel: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>
    private let acceptTask = Mutex<Task<Void, Never>?>(nil)
    let port: Int

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }

    private init(channel: NIOAsyncChannel<NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>, Never>) {
        self.channel = channel
        port = channel.channel.localAddress?.port ?? 0
    }

    static func start() async throws -> MockOpenAIServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .bind(host: "127.0.0.1", port: 0) { child in
                child.eventLoop.makeCompletedFuture {
                    try child.pipeline.syncOperations.configureHTTPServerPipeline()
                    return try NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>(
                        wrappingChannelSynchronously: child)
                }
            }
        let server = MockOpenAIServer(channel: channel)
        let task = Task<Void, Never> {
            _ = try? await channel.executeThenClose { inbound in
                try await withThrowingDiscardingTaskGroup { group in
                    for try await connection in inbound {
                        group.addTask { await server.serve(connection) }
                    }
                }
            }
        }
        server.acceptTask.withLock { $0 = task }
        return server
    }

    func stop() async {
        try? await channel.channel.close()
        acceptTask.withLock { $0 }?.cancel()
    }

    /// The next answer to a request for `path` (such as `/v1/chat/completions`).
    func enqueue(_ path: String, _ steps: [Step]) {
        scripts.withLock { $0[path, default: []].append(steps) }
    }

    func requests(_ path: String? = nil) -> [Recorded] {
        recorded.withLock { all in path.map { path in all.filter { $0.path == path } } ?? all }
    }

    private func serve(_ connection: NIOAsyncChannel<HTTPServerRequestPart, HTTPServerResponsePart>) async {
        try? await connection.executeThenClose { inbound, outbound in
            var head: HTTPRequestHead?
            var body = ByteBuffer()
            for try await part in inbound {
                switch part {
                case .head(let requestHead):
                    head = requestHead
                    body.clear()
                case .body(var chunk):
                    body.writeBuffer(&chunk)
                case .end:
                    guard let head else { return }
                    let path = String(head.uri.split(separator: "?").first ?? "")
                    recorded.withLock {
                        $0.append(Recorded(path: path, headers: head.headers.map { ($0.name, $0.value) },
                                           body: Data(body.readableBytesView), at: .now))
                    }
                    let steps = scripts.withLock { scripts -> [Step]? in
                        guard var queue = scripts[path], !queue.isEmpty else { return nil }
                        let next = queue.removeFirst()
                        scripts[path] = queue
                        return next
                    } ?? Self.json(404, #"{"error":{"message":"no script"}}"#)
                    for step in steps {
                        switch step {
                        case .head(let status, let headers):
                            var fields = HTTPHeaders()
                            for (name, value) in headers { fields.add(name: name, value: value) }
                            try await outbound.write(.head(HTTPResponseHead(
                                version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: fields)))
                        case .body(let bytes):
                            try await outbound.write(.body(.byteBuffer(ByteBuffer(bytes: bytes))))
                        case .pause(let duration):
                            try await Task.sleep(for: duration)
                        case .cut:
                            return
                        case .end:
                            try await outbound.write(.end(nil))
                        }
                    }
                }
            }
        }
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
