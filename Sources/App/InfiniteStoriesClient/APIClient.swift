import Foundation
import InfiniteStoriesModels

/// The HTTP client of the InfiniteStories contract.
///
/// It owns the session token (adding it to protected requests, never to public ones, never to a
/// URL or a log line), turns every failure into a `ClientError`, retries only what is safe to
/// repeat, and enforces its own deadline per attempt (the transport only bounds idle reads). A 401 on a protected route clears the session once per token and tells observers,
/// so ten requests failing together raise one "session expired" prompt, not ten.
public final class APIClient: Sendable {
    /// A request that failed on an expired session, with the user it was made for: it is only
    /// replayed for that same user, never into another account.
    struct PendingReplay: Sendable {
        var request: APIRequest
        var userId: String
    }

    struct State: Sendable {
        var session: StoredSession?
        var pendingReplay: PendingReplay?
        var observers: [UUID: AsyncStream<ClientEvent>.Continuation] = [:]
    }

    /// A timeout fired (as opposed to the caller cancelling).
    struct DeadlineExceeded: Error {}

    /// One attempt's failure and whether trying again may help.
    struct AttemptFailure: Error {
        var error: ClientError
        var isRetryable: Bool
        var retryAfter: Duration?
    }

    public let configuration: APIClientConfiguration
    public let sessionStore: SessionStore?
    /// What went wrong reading the saved session at start-up, for the app to show once.
    public let storeWarning: SessionStoreWarning?
    let transport: HTTPTransport
    let state: LockedState<State>

    /// A client for `configuration.baseURL`, signed in with the session saved for that server
    /// in `sessionStore` (if any).
    public init(configuration: APIClientConfiguration, sessionStore: SessionStore? = nil) {
        self.configuration = configuration
        self.sessionStore = sessionStore
        let loaded = sessionStore?.load(for: configuration.baseURL)
        self.storeWarning = loaded?.warning
        self.state = LockedState(State(session: loaded?.session))
        self.transport = HTTPTransport()
    }

    deinit {
        transport.shutdown()
        let observers = state.withLock { $0.observers.values }
        observers.forEach { $0.finish() }
    }

    // MARK: - Session

    /// The signed-in session, or nil.
    public var session: StoredSession? {
        state.withLock { $0.session }
    }

    /// Signs the client in with `session` (saving it) or out with nil (forgetting it).
    ///
    /// Answers a warning when the store could not be written; the client stays signed in for
    /// this run regardless.
    @discardableResult
    public func setSession(_ session: StoredSession?) -> SessionStoreWarning? {
        state.withLock { state -> SessionStoreWarning? in
            state.session = session
            do {
                if let session {
                    try sessionStore?.save(session, for: configuration.baseURL)
                } else {
                    try sessionStore?.remove(for: configuration.baseURL)
                }
                return nil
            } catch let warning as SessionStoreWarning {
                return warning
            } catch {
                return .unwritable(path: configuration.baseURL.absoluteString)
            }
        }
    }

    /// A new stream of client events; each observer gets its own stream.
    public func events() -> AsyncStream<ClientEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: ClientEvent.self, bufferingPolicy: .bufferingNewest(8))
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.observers.removeValue(forKey: id) }
        }
        state.withLock { $0.observers[id] = continuation }
        return stream
    }

    /// The request that failed when the session expired, kept for `replay()`.
    public var pendingReplay: APIRequest? {
        state.withLock { $0.pendingReplay?.request }
    }

    /// Sends the remembered request again, once the same user has signed back in.
    ///
    /// Answers nil when there is nothing to replay or nobody is signed in. When a different user
    /// signed in, the request is dropped, since it was meant for another account.
    public func replay() async throws -> (request: APIRequest, response: APIResponse)? {
        let request = state.withLock { state -> APIRequest? in
            guard let pending = state.pendingReplay, let session = state.session else { return nil }
            state.pendingReplay = nil
            return pending.userId == session.userId ? pending.request : nil
        }
        guard let request else { return nil }
        return (request, try await send(request))
    }

    /// Forgets the remembered request (the user chose not to replay it, or signed out).
    public func discardPendingReplay() {
        state.withLock { $0.pendingReplay = nil }
    }

    // MARK: - Requests

    /// Sends `request` with retries and deadlines; answers the raw 2xx response.
    ///
    /// When the total deadline ends the call, the caller gets the last answer the server gave
    /// (a 503, a 429 with its wait) if there was one, since that says more than "timed out".
    /// Throws only `ClientError`.
    public func send(_ request: APIRequest) async throws -> APIResponse {
        let limit = Self.boundedLimit(request.deadline ?? configuration.totalDeadline)
        let deadline = ContinuousClock.now.advanced(by: limit)
        let lastFailure = LockedState<AttemptFailure?>(nil)
        do {
            return try await Self.race(limit) {
                try await self.sendWithRetries(request, deadline: deadline, lastFailure: lastFailure)
            }
        } catch is DeadlineExceeded {
            throw lastFailure.withLock { $0 }?.error ?? ClientError.network(.timedOut)
        } catch let failure as AttemptFailure {
            throw failure.error
        } catch {
            throw ClientError(error)
        }
    }

    /// Sends `request` and decodes the whole body as `type`.
    public func send<Value: Decodable>(_ request: APIRequest, decoding type: Value.Type) async throws -> Value {
        let response = try await send(request)
        return try Self.decode(type, from: response.body)
    }

    /// Sends `request` and decodes the `data` of the `{"data": ...}` envelope.
    public func send<Payload: Codable & Sendable>(_ request: APIRequest, unwrapping type: Payload.Type) async throws -> Payload {
        try await send(request, decoding: Envelope<Payload>.self).data
    }

    /// Decodes contract JSON; a body of another shape is `ClientError.invalidResponse`.
    public static func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        do {
            return try JSONDecoder.wire().decode(type, from: data)
        } catch {
            throw ClientError.invalidResponse
        }
    }

    /// Checks that the server answers, and how fast (GET /api/v1/health, no retries).
    public func health() async -> Connectivity {
        var request = APIRequest(method: .get, path: "/api/v1/health")
        request.maxRetries = 0
        let limit = min(configuration.requestTimeout, .seconds(5))
        request.timeout = limit
        request.deadline = limit
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let status = try await send(request, unwrapping: HealthStatus.self)
            return .reachable(latency: clock.now - start, status: status)
        } catch {
            let clientError = ClientError(error)
            switch clientError {
            case .network, .cancelled: return .unreachable(clientError)
            default: return .degraded(latency: clock.now - start, error: clientError)
            }
        }
    }

    // MARK: - Internals shared with the event stream

    /// Attempts `request` until it succeeds, fails for good, or the next wait would end past
    /// `deadline`; each failure is also left in `lastFailure` for the deadline to report.
    private func sendWithRetries(_ request: APIRequest, deadline: ContinuousClock.Instant,
                                 lastFailure: LockedState<AttemptFailure?>) async throws -> APIResponse {
        let policy = configuration.retryPolicy
        let maxRetries = max(0, request.maxRetries ?? policy.maxRetries)
        var retry = 0
        while true {
            let failure: AttemptFailure
            do {
                return try await attempt(request)
            } catch let attemptFailure as AttemptFailure {
                failure = attemptFailure
            }
            // Once the deadline has cancelled this work, its failure (a cancellation) is an effect
            // of the deadline, not an answer worth reporting in its place.
            if !Task.isCancelled { lastFailure.withLock { $0 = failure } }
            guard request.isRetryable, failure.isRetryable, retry < maxRetries else { throw failure }
            // The server's Retry-After when it gave one (beyond the policy's longest: give up).
            guard let wait = policy.wait(forRetry: retry, retryAfter: failure.retryAfter) else { throw failure }
            // Sleeping into the deadline would only turn the server's answer into a timeout.
            guard ContinuousClock.now.advanced(by: wait) < deadline else {
                configuration.log?("\(request.method.rawValue) \(request.path) no retry: the wait of \(wait) passes the deadline")
                throw failure
            }
            configuration.log?("\(request.method.rawValue) \(request.path) retry \(retry + 1) in \(wait)")
            do {
                try await configuration.sleep(wait)
            } catch {
                throw AttemptFailure(error: .cancelled, isRetryable: false)
            }
            retry += 1
        }
    }

    /// One attempt, bounded by the per-attempt timeout. Throws only `AttemptFailure`.
    private func attempt(_ request: APIRequest) async throws -> APIResponse {
        let token = token(for: request)
        let timeout = request.timeout ?? configuration.requestTimeout
        let transportRequest: TransportRequest
        do {
            transportRequest = try makeTransportRequest(request, token: token)
        } catch {
            throw AttemptFailure(error: ClientError(error), isRetryable: false)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let transport = self.transport
        let data: Data
        let response: TransportResponseHead
        do {
            (response, data) = try await Self.race(timeout) { try await transport.perform(transportRequest) }
        } catch is DeadlineExceeded {
            configuration.log?("\(request.method.rawValue) \(request.path) timed out")
            throw AttemptFailure(error: .network(.timedOut), isRetryable: true)
        } catch {
            let clientError = ClientError(error)
            configuration.log?("\(request.method.rawValue) \(request.path) failed: \(clientError.message) [\(type(of: error))]")
            let isNetwork = if case .network = clientError { true } else { false }
            throw AttemptFailure(error: clientError, isRetryable: isNetwork)
        }
        configuration.log?("\(request.method.rawValue) \(request.path) -> \(response.status) (\(clock.now - start))")
        return try interpret(data: data, response: response, request: request, token: token)
    }

    private func interpret(data: Data, response: TransportResponseHead, request: APIRequest, token: String?) throws -> APIResponse {
        let headers = response.headers
        let status = response.status
        if (200..<300).contains(status) {
            return APIResponse(status: status, headers: headers, body: data)
        }
        let retryAfter = headers["retry-after"].flatMap { RetryPolicy.retryAfter(from: $0) }
        let error = ResponseErrorMapper.error(status: status, body: data, request: request, retryAfter: retryAfter)
        if error == .sessionExpired {
            expireSession(sentToken: token, failedRequest: request, remembersForReplay: true)
        }
        // A 502 from the server's own generation (AIError) is work that failed, not a gateway
        // hiccup: repeating it would start (and pay for) the same generation again.
        let retryable = [408, 429, 502, 503, 504].contains(status)
            && !ResponseErrorMapper.isFailedGeneration(status: status, body: data)
        throw AttemptFailure(error: error, isRetryable: retryable, retryAfter: retryable ? retryAfter : nil)
    }

    /// The token a request carries: none on public routes.
    func token(for request: APIRequest) -> String? {
        guard !request.isPublicRoute else { return nil }
        switch request.credential {
        case .none: return nil
        case .token(let token): return token
        case .session: return state.withLock { $0.session?.token }
        }
    }

    /// Clears the session and tells observers, but only for the first 401 of the current token:
    /// later 401s of requests sent with the same (or an older) token find it already gone.
    ///
    /// `remembersForReplay` is false for an events stream: whoever follows it reopens it after
    /// signing in, and `replay()` answers a single response, which a stream is not. Any older
    /// remembered request is dropped then too, since it belongs to an earlier expiry.
    func expireSession(sentToken: String?, failedRequest: APIRequest, remembersForReplay: Bool) {
        guard failedRequest.reportsSessionExpiry, let sentToken else { return }
        let observers = state.withLock { state -> [AsyncStream<ClientEvent>.Continuation] in
            guard let current = state.session, current.token == sentToken else { return [] }
            state.session = nil
            state.pendingReplay = remembersForReplay ? PendingReplay(request: failedRequest, userId: current.userId) : nil
            try? sessionStore?.remove(for: configuration.baseURL)
            return Array(state.observers.values)
        }
        for observer in observers {
            observer.yield(.sessionExpired)
        }
    }

    func makeTransportRequest(_ request: APIRequest, token: String?) throws -> TransportRequest {
        var base = configuration.baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        var query = ""
        if !request.queryItems.isEmpty {
            var components = URLComponents()
            components.queryItems = request.queryItems
            // URLComponents leaves "+" alone, which servers read as a space in a query.
            query = "?" + (components.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        }
        // Built as text and parsed with URL(string:), which answers nil for anything odd instead
        // of trapping as URLComponents' percent-encoded setters can.
        guard let url = URL(string: base + PathSegment.sanitizedPath(request.path) + query) else {
            throw ClientError.rejected(status: 0, serverMessage: ClientMessages.invalidURL)
        }
        var transportRequest = TransportRequest(method: request.method.rawValue, url: url)
        transportRequest.setHeader("Accept", "application/json")
        for (name, value) in request.headers where name.lowercased() != "authorization" {
            transportRequest.setHeader(name, value)
        }
        if let key = request.idempotencyKey {
            transportRequest.setHeader("Idempotency-Key", key)
        }
        if let token {
            transportRequest.setHeader("Authorization", "Bearer \(token)")
        }
        if let body = request.body {
            transportRequest.body = body
            if !transportRequest.headers.contains(where: { $0.name.lowercased() == "content-type" }) {
                transportRequest.setHeader("Content-Type", "application/json")
            }
        }
        return transportRequest
    }

    /// `limit` kept within a year: a caller's absurd deadline must neither overflow the clock
    /// arithmetic nor go negative.
    static func boundedLimit(_ limit: Duration) -> Duration {
        min(max(limit, .zero), .seconds(86_400 * 365))
    }

    /// Runs `operation` against a sleeping task: whichever finishes first wins and the other is
    /// cancelled, so a stalled server cannot hold the caller past `limit`.
    static func race<Value: Sendable>(_ limit: Duration,
                                      _ operation: @escaping @Sendable () async throws -> Value) async throws -> Value {
        try await withThrowingTaskGroup(of: Value.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(for: limit)
                throw DeadlineExceeded()
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }
}
