import Foundation

extension APIClient {
    /// Opens a Server-Sent Events stream for `request` (a GET) and keeps it open.
    ///
    /// A connection that drops or ends is reopened after the server's `retry` time (or
    /// `eventStreamReconnectDelay`) with `Last-Event-ID`, so the server can resume where it
    /// stopped. The stream fails with a `ClientError` when the server refuses the request (404 and
    /// 405 included: the caller may fall back to polling), when the session expired, or after
    /// `eventStreamMaxFailures` connections in a row delivered nothing. Stopping the iteration
    /// closes the connection.
    public func serverSentEvents(_ request: APIRequest) -> AsyncThrowingStream<ServerSentEvent, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: ServerSentEvent.self)
        let task = Task {
            do {
                try await self.runEventStream(request) { continuation.yield($0) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: ClientError(error))
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func runEventStream(_ request: APIRequest, deliver: (ServerSentEvent) -> Void) async throws {
        var lastEventID: String?
        var reconnectDelay = configuration.eventStreamReconnectDelay
        var emptyConnections = 0
        while true {
            try Task.checkCancellation()
            let token = token(for: request)
            var streamRequest = try makeTransportRequest(request, token: token)
            streamRequest.setHeader("Accept", "text/event-stream")
            streamRequest.setHeader("Cache-Control", "no-cache")
            if let lastEventID, !lastEventID.isEmpty {
                streamRequest.setHeader("Last-Event-ID", lastEventID)
            }
            var delivered = false
            var lastError = ClientError.network(.connectionLost)
            var wait = reconnectDelay
            do {
                for try await signal in EventStreamConnection.open(streamRequest, on: transport,
                                                                   idleTimeout: configuration.eventStreamIdleTimeout) {
                    switch signal {
                    case .opened(let status, let headers):
                        try checkOpened(status: status, headers: headers, request: request, token: token)
                    case .output(.retry(let milliseconds)):
                        // The server's wish, within the policy's ceiling: a bad or hostile value
                        // must not park the stream for hours.
                        reconnectDelay = min(.milliseconds(max(0, milliseconds)), configuration.retryPolicy.maximumDelay)
                        wait = reconnectDelay
                    case .output(.event(let event)):
                        if let id = event.lastEventID { lastEventID = id }
                        delivered = true
                        deliver(event)
                    }
                }
            } catch let failure as AttemptFailure {
                guard failure.isRetryable else { throw failure.error }
                lastError = failure.error
                if let retryAfter = failure.retryAfter {
                    guard retryAfter <= configuration.retryPolicy.maximumRetryAfter else { throw failure.error }
                    wait = retryAfter
                }
            } catch let error as ClientError {
                throw error
            } catch {
                let clientError = ClientError(error)
                configuration.log?("GET \(request.path) event stream failed: \(error)")
                guard case .network = clientError else { throw clientError }
                lastError = clientError
            }
            try Task.checkCancellation()
            if delivered {
                emptyConnections = 0
            } else {
                emptyConnections += 1
                if emptyConnections >= max(1, configuration.eventStreamMaxFailures) { throw lastError }
                wait = max(wait, configuration.retryPolicy.backoff(forRetry: emptyConnections - 1))
            }
            configuration.log?("GET \(request.path) event stream reconnecting in \(wait)")
            try await configuration.sleep(wait)
        }
    }

    /// Accepts a 200 `text/event-stream` answer; anything else becomes the error it stands for
    /// (as an `AttemptFailure` when reconnecting later may help).
    private func checkOpened(status: Int, headers: [String: String], request: APIRequest, token: String?) throws {
        let contentType = headers["content-type"]?.lowercased() ?? ""
        if status == 200 && contentType.hasPrefix("text/event-stream") { return }
        if (200..<300).contains(status) {
            // A server without an events route that answers something else entirely.
            throw ClientError.invalidResponse
        }
        let retryAfter = headers["retry-after"].flatMap { RetryPolicy.retryAfter(from: $0) }
        let error = ResponseErrorMapper.error(status: status, body: Data(), request: request, retryAfter: retryAfter)
        if error == .sessionExpired {
            expireSession(sentToken: token, failedRequest: request, remembersForReplay: false)
        }
        if [408, 429, 500, 502, 503, 504].contains(status) {
            throw AttemptFailure(error: error, isRetryable: true, retryAfter: retryAfter)
        }
        throw error
    }
}
