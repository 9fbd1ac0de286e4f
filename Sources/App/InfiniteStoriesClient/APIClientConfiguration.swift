import Foundation
import SharedUtilities

/// Settings of an `APIClient`; every timing is here so tests can shrink it.
public struct APIClientConfiguration: Sendable {
    /// The server root, e.g. `http://127.0.0.1:8080`; paths are appended to it.
    public var baseURL: URL
    /// Per-attempt limit for ordinary requests.
    public var requestTimeout: Duration
    /// Limit across all attempts and retry waits of one call; enforced by the client itself
    /// (the transport only bounds how long a response may stay silent).
    public var totalDeadline: Duration
    /// Per-attempt limit for generation POSTs: a server that ignores `Prefer: respond-async`
    /// generates inside the request (up to 300 s upstream).
    public var generationTimeout: Duration
    public var retryPolicy: RetryPolicy
    /// How the client waits between retries and polls; tests pass one that returns at once.
    public var sleep: @Sendable (Duration) async throws -> Void
    /// Receives one line per request (method, path, status, time); never a token or a body.
    public var log: (@Sendable (String) -> Void)?
    /// A Server-Sent Events connection silent for this long is dropped and reopened (the server
    /// sends a comment every 15 s).
    public var eventStreamIdleTimeout: Duration
    /// Wait before reopening a dropped event stream, until the server sets its own `retry`.
    public var eventStreamReconnectDelay: Duration
    /// Consecutive failed event-stream connections after which the stream gives up.
    public var eventStreamMaxFailures: Int
    /// First interval of the polling fallback; it doubles while nothing changes.
    public var pollingInterval: Duration
    /// Longest interval of the polling fallback.
    public var maximumPollingInterval: Duration

    public init(baseURL: URL,
                requestTimeout: Duration = .seconds(30),
                totalDeadline: Duration = .seconds(90),
                generationTimeout: Duration = .seconds(330),
                retryPolicy: RetryPolicy = .standard,
                sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
                log: (@Sendable (String) -> Void)? = nil,
                eventStreamIdleTimeout: Duration = .seconds(45),
                eventStreamReconnectDelay: Duration = .seconds(1),
                eventStreamMaxFailures: Int = 5,
                pollingInterval: Duration = .seconds(1),
                maximumPollingInterval: Duration = .seconds(5)) {
        self.baseURL = baseURL
        self.requestTimeout = requestTimeout
        self.totalDeadline = totalDeadline
        self.generationTimeout = generationTimeout
        self.retryPolicy = retryPolicy
        self.sleep = sleep
        self.log = log
        self.eventStreamIdleTimeout = eventStreamIdleTimeout
        self.eventStreamReconnectDelay = eventStreamReconnectDelay
        self.eventStreamMaxFailures = eventStreamMaxFailures
        self.pollingInterval = pollingInterval
        self.maximumPollingInterval = maximumPollingInterval
    }
}
