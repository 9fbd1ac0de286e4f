import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP connection of a Server-Sent Events stream, read as it arrives.
///
/// `URLSession.bytes(for:)` does not exist in FoundationNetworking on Linux, so this is a data
/// delegate that feeds each chunk to a `ServerSentEventParser`. Each connection has its own
/// session (invalidated when the connection ends) because a session keeps its delegate alive.
final class EventStreamConnection: NSObject, URLSessionDataDelegate, Sendable {
    /// What the connection reports, in order.
    enum Signal: Sendable, Equatable {
        /// The response head arrived; the body is read only for a 200 `text/event-stream`.
        case opened(status: Int, headers: [String: String])
        case output(ServerSentEventParser.Output)
    }

    private let continuation: AsyncThrowingStream<Signal, any Error>.Continuation
    private let parser = LockedState(ServerSentEventParser())

    private init(continuation: AsyncThrowingStream<Signal, any Error>.Continuation) {
        self.continuation = continuation
    }

    /// Starts `request`; the stream ends when the server closes the body (normally or not), and
    /// stopping its iteration cancels the request.
    static func open(_ request: URLRequest) -> AsyncThrowingStream<Signal, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Signal.self)
        let connection = EventStreamConnection(continuation: continuation)
        let queue = OperationQueue()
        // One callback at a time, so chunks reach the parser in order.
        queue.maxConcurrentOperationCount = 1
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let session = URLSession(configuration: configuration, delegate: connection, delegateQueue: queue)
        let task = session.dataTask(with: request)
        continuation.onTermination = { _ in
            task.cancel()
            session.invalidateAndCancel()
        }
        task.resume()
        return stream
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            completionHandler(.cancel)
            continuation.finish(throwing: URLError(.badServerResponse))
            return
        }
        let headers = APIClient.lowercasedHeaders(http)
        continuation.yield(.opened(status: http.statusCode, headers: headers))
        let contentType = headers["content-type"]?.lowercased() ?? ""
        if http.statusCode == 200 && contentType.hasPrefix("text/event-stream") {
            completionHandler(.allow)
        } else {
            completionHandler(.cancel)
            continuation.finish()
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let outputs = parser.withLock { $0.feed(data) }
        for output in outputs {
            continuation.yield(.output(output))
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.finish()
        }
        session.finishTasksAndInvalidate()
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void) {
        // The stream carries the bearer token: never follow a redirect at all.
        completionHandler(nil)
    }
}
