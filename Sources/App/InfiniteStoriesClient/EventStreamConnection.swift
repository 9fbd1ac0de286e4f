import AsyncHTTPClient
import Foundation
import NIOCore

/// One HTTP connection of a Server-Sent Events stream, read as it arrives.
///
/// The response head is reported first; for a 200 `text/event-stream` the body's chunks are
/// fed to a `ServerSentEventParser` as they come, anything else ends the stream after the head.
/// A connection silent for `idleTimeout` (head included) fails with a timeout, which the caller
/// treats as a drop and reconnects; the server sends a comment every 15 s.
enum EventStreamConnection {
    /// What the connection reports, in order.
    enum Signal: Sendable, Equatable {
        /// The response head arrived; the body is read only for a 200 `text/event-stream`.
        case opened(status: Int, headers: [String: String])
        case output(ServerSentEventParser.Output)
    }

    /// Starts `request`; the stream ends when the server closes the body (normally or not), and
    /// stopping its iteration cancels the request.
    static func open(_ request: TransportRequest, on transport: HTTPTransport,
                     idleTimeout: Duration) -> AsyncThrowingStream<Signal, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Signal.self)
        let lastActivity = LockedState(ContinuousClock.now)
        let timedOut = LockedState(false)
        let reader = Task {
            do {
                let (head, body) = try await transport.open(request)
                lastActivity.withLock { $0 = .now }
                continuation.yield(.opened(status: head.status, headers: head.headers))
                let contentType = head.headers["content-type"]?.lowercased() ?? ""
                guard head.status == 200, contentType.hasPrefix("text/event-stream") else {
                    continuation.finish()
                    return
                }
                var parser = ServerSentEventParser()
                for try await chunk in body {
                    lastActivity.withLock { $0 = .now }
                    for output in parser.feed(Data(chunk.readableBytesView)) {
                        continuation.yield(.output(output))
                    }
                }
                continuation.finish()
            } catch {
                // A silence is a transport failure like any read timeout: the caller reconnects.
                continuation.finish(throwing: timedOut.withLock { $0 } ? HTTPClientError.readTimeout : error)
            }
        }
        // The silence watchdog: cancels the read when nothing arrived for `idleTimeout`.
        let watchdog = Task {
            while !Task.isCancelled {
                let silence = ContinuousClock.now - lastActivity.withLock { $0 }
                if silence >= idleTimeout {
                    timedOut.withLock { $0 = true }
                    reader.cancel()
                    return
                }
                try? await Task.sleep(for: idleTimeout - silence)
            }
        }
        continuation.onTermination = { _ in
            reader.cancel()
            watchdog.cancel()
        }
        return stream
    }
}
