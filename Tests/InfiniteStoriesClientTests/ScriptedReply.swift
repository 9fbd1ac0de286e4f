import Foundation
import InfiniteStoriesModels
import StandIns

/// What the scripted server does with one request.
enum ScriptedReply: Sendable {
    /// A piece of a streamed (chunked) body, or a pause between pieces.
    enum Part: Sendable {
        case text(String)
        case pause(milliseconds: Int)
    }

    /// How a streamed body ends.
    enum Ending: Sendable {
        /// The terminating zero-length chunk: a clean end.
        case finish
        /// The connection closes in the middle of the body: an abnormal end.
        case drop
    }

    case respond(status: Int, headers: [String: String], body: Data)
    /// Close the connection without a word.
    case drop
    /// Say nothing for this long, then close.
    case stall(milliseconds: Int)
    case stream(status: Int, headers: [String: String], parts: [Part], ending: Ending)

    static func json(_ status: Int, _ text: String, headers: [String: String] = [:]) -> ScriptedReply {
        var all = headers
        all["Content-Type"] = "application/json; charset=utf-8"
        return .respond(status: status, headers: all, body: Data(text.utf8))
    }

    static func encoded<Value: Encodable>(_ status: Int, _ value: Value, headers: [String: String] = [:]) -> ScriptedReply {
        // Test fixtures are plain values; encoding them cannot fail.
        let data = (try? JSONEncoder.wire().encode(value)) ?? Data()
        return json(status, String(decoding: data, as: UTF8.self), headers: headers)
    }

    /// A 200 answer whose body trickles one byte every `interval` milliseconds for about
    /// `milliseconds`, then ends.
    ///
    /// Unlike a plain stall, the steady bytes keep URLSession's own idle timer (the request's
    /// `timeoutInterval`) from ever firing, so a test using it can only pass when the client
    /// library enforces its own limits.
    static func trickle(for milliseconds: Int, every interval: Int = 300) -> ScriptedReply {
        let step = max(1, interval)
        var parts: [Part] = []
        for _ in 0..<max(1, milliseconds / step) {
            parts.append(.text(" "))
            parts.append(.pause(milliseconds: step))
        }
        return .stream(status: 200, headers: ["Content-Type": "application/json"], parts: parts, ending: .finish)
    }

    static func events(_ parts: [Part], ending: Ending = .finish) -> ScriptedReply {
        .stream(status: 200, headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-cache"],
                parts: parts, ending: ending)
    }

    /// The loopback server's steps for this reply.
    var steps: [LoopbackHTTPServer.Step] {
        switch self {
        case .respond(let status, let headers, let body):
            return [.head(status: status, headers: headers.map { ($0.key, $0.value) } + [("Content-Length", "\(body.count)")]),
                    .body(Array(body)), .end]
        case .drop:
            return [.cut]
        case .stall(let milliseconds):
            return [.pause(.milliseconds(milliseconds)), .cut]
        case .stream(let status, let headers, let parts, let ending):
            var steps: [LoopbackHTTPServer.Step] = [.head(status: status, headers: headers.map { ($0.key, $0.value) })]
            for part in parts {
                switch part {
                case .text(let text): steps.append(.body(Array(text.utf8)))
                case .pause(let milliseconds): steps.append(.pause(.milliseconds(milliseconds)))
                }
            }
            steps.append(ending == .finish ? .end : .cut)
            return steps
        }
    }
}
