import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs one URLSession data task as an async call that a task cancellation really stops.
///
/// The continuation is resumed by whichever comes first, the completion handler or the
/// cancellation handler, so a cancelled caller returns at once even if URLSession is slow to
/// report the cancelled task.
final class URLSessionTransport: Sendable {
    private let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    /// A session without cookies or caches: the bearer token is the only credential, and a
    /// cookie set by a Better Auth server must not sign requests behind the client's back.
    static func makeSession(delegate: (any URLSessionDelegate)? = nil) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    func perform(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let pending = PendingTask()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        pending.finish(.failure(error))
                    } else if let response = response as? HTTPURLResponse {
                        pending.finish(.success((data ?? Data(), response)))
                    } else {
                        pending.finish(.failure(URLError(.badServerResponse)))
                    }
                }
                pending.start(task: task, continuation: continuation)
            }
        } onCancel: {
            pending.cancel()
        }
    }

    func invalidate() {
        session.invalidateAndCancel()
    }
}

/// The state of one data task shared by its completion and cancellation handlers.
private final class PendingTask: Sendable {
    private struct State: Sendable {
        var task: URLSessionDataTask?
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
        var isCancelled = false
    }

    private let state = LockedState(State())

    func start(task: URLSessionDataTask, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
        let alreadyCancelled = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            state.task = task
            state.continuation = continuation
            return false
        }
        if alreadyCancelled {
            // Created but never to run: cancel it so the session lets go of it (and of the
            // request's Authorization header) instead of holding it suspended for its lifetime.
            task.cancel()
            continuation.resume(throwing: CancellationError())
        } else {
            task.resume()
        }
    }

    func finish(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    func cancel() {
        let (task, continuation) = state.withLock { state in
            state.isCancelled = true
            defer { state.continuation = nil }
            return (state.task, state.continuation)
        }
        task?.cancel()
        continuation?.resume(throwing: CancellationError())
    }
}
