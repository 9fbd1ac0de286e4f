import Foundation
import NIOCore

/// One HTTP connection of a Server-Sent Events stream, read as it arrives.
///
/// The response head is reported first; for a 200 `text/event-stream` the body's chunks are
/// fed to a `ServerSentEventParser` as they come, anything else ends the stream after the head.
/// The transport's idle timeout ends a connection that goes silent (the server sends a comment
/// every 15 s).
enum EventStreamConnection {
    /// What the connection reports, in order.
    enum Signal: Sendable, Equatable {
        /// The response head arrived; the body is read only for a 200 `text/event-stream`.
        case opened(status: Int, headers: [String: String])
        case output(ServerSentEventParser.Output)
    }

    /// Starts `request`; the stream ends when the server closes the body (normally or not), and
    /// stopping its iteration cancels the request.
    static func open(_ request: TransportRequest, on transport: HTTPTransport) -> AsyncThrowingStream<Signal, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Signal.self)
        let task = Task {
            do {
                let (head, body) = try await transport.open(request)
                continuation.yield(.opened(status: head.status, headers: head.headers))
                let contentType = head.headers["content-type"]?.lowercased() ?? ""
                guard head.status == 200, contentType.hasPrefix("text/event-stream") else {
                    continuation.finish()
                    return
                }
                var parser = ServerSentEventParser()
                for try await chunk in body {
                    for output in parser.feed(Data(chunk.readableBytesView)) {
                        continuation.yield(.output(output))
                    }
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }
}
