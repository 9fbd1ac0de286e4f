import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import SharedUtilities
import Synchronization

/// The HTTP side of every provider: requests, retries, timeouts and streams.
///
/// 429 and 5xx are retried with jittered exponential backoff that honours `Retry-After`; other
/// 4xx are final. Each call is bounded by `requestTimeout` (for a stream: the longest silence
/// between two chunks), and one operation with all its retries by `deadline`. Whatever fails, the
/// caller gets a `ProviderFailure`: the provider's body is never read into an error, and the key
/// is only ever put in the `Authorization` header.
struct OpenAITransport: Sendable {
    let client: HTTPClient
    let configuration: OpenAIConfiguration
    let logger: Logger
    var policy = RetryPolicy.provider

    /// Largest JSON answer read (images come as base64, a few MB).
    static let maximumJSONBytes = 64 << 20
    /// Largest audio answer read (4096 characters of speech are well under 10 MB).
    static let maximumAudioBytes = 64 << 20

    /// Posts `body` as JSON and returns the whole answer body, retrying as the policy allows.
    func post(_ path: String, json body: Data, maximumBytes: Int = maximumJSONBytes) async throws -> Data {
        try await withRetries(path: path, isRestartable: { true }) { timeout in
            try await withSilenceLimit(timeout) { activity in
                let response = try await execute(path, body: body, timeout: timeout)
                try await check(response, path: path)
                var collected = ByteBuffer()
                for try await chunk in response.body {
                    activity.touch()
                    guard collected.readableBytes + chunk.readableBytes <= maximumBytes else {
                        throw ProviderFailure.malformed("an answer too large")
                    }
                    var chunk = chunk
                    collected.writeBuffer(&chunk)
                }
                return Data(buffer: collected)
            }
        }
    }

    /// Posts `body` as JSON and feeds the server-sent events of the answer to `consumer`.
    ///
    /// A server that ignores `stream: true` and answers with plain JSON is fed that JSON as one
    /// event. The stream is retried only while the consumer has delivered nothing.
    func stream(_ path: String, json body: Data, to consumer: some StreamConsumer) async throws {
        try await withRetries(path: path, isRestartable: { !consumer.hasDelivered }) { timeout in
            consumer.begin()
            try await withSilenceLimit(timeout) { activity in
                let response = try await execute(path, body: body, timeout: timeout)
                try await check(response, path: path)
                activity.touch()
                let contentType = response.headers.first(name: "content-type")?.lowercased() ?? ""
                if contentType.hasPrefix("application/json") {
                    var collected = ByteBuffer()
                    for try await chunk in response.body {
                        activity.touch()
                        // The same bound as `post`'s: a server ignoring `stream` is still read whole.
                        guard collected.readableBytes + chunk.readableBytes <= Self.maximumJSONBytes else {
                            throw ProviderFailure.malformed("an answer too large")
                        }
                        var chunk = chunk
                        collected.writeBuffer(&chunk)
                    }
                    _ = try await consumer.receive(String(buffer: collected))
                    try await consumer.end()
                    return
                }
                var parser = ServerSentEventParser()
                do {
                    for try await chunk in response.body {
                        activity.touch()
                        for case .event(let event) in parser.feed(chunk.readableBytesView) {
                            guard try await consumer.receive(event.data) else {
                                try await consumer.end()
                                return
                            }
                            activity.touch()
                        }
                    }
                } catch let failure as ProviderFailure {
                    throw failure
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    // The connection broke after the answer began: the stream was cut.
                    throw ProviderFailure.interrupted
                }
                try await consumer.end()
            }
        }
    }

    /// One quick question to the server outside the API (llama.cpp's `/props`, Ollama's
    /// `/api/show`): the body of a 2xx answer, or nil for anything else. No retries: a server
    /// that does not answer it simply does not say.
    func probe(_ url: String, json body: Data? = nil) async -> Data? {
        // A quick question: 5 s at most, and never more than a whole call may take.
        let timeout = min(configuration.requestTimeout, .seconds(5))
        var request = HTTPClientRequest(url: url)
        request.method = body == nil ? .GET : .POST
        request.headers.add(name: "User-Agent", value: "InfiniteStories")
        if let key = configuration.apiKey, !key.isEmpty {
            request.headers.add(name: "Authorization", value: "Bearer \(key)")
        }
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(data: body))
        }
        do {
            let response = try await client.execute(request, timeout: .nanoseconds(timeout.nanoseconds))
            guard (200..<300).contains(Int(response.status.code)) else { return nil }
            return Data(buffer: try await response.body.collect(upTo: 4 << 20))
        } catch {
            return nil
        }
    }

    // MARK: - One call

    private func execute(_ path: String, body: Data, timeout: Duration) async throws -> HTTPClientResponse {
        var request = HTTPClientRequest(url: configuration.endpoint(path))
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "application/json, text/event-stream, audio/mpeg")
        request.headers.add(name: "User-Agent", value: "InfiniteStories")
        if let key = configuration.apiKey, !key.isEmpty {
            request.headers.add(name: "Authorization", value: "Bearer \(key)")
        }
        request.body = .bytes(ByteBuffer(data: body))
        do {
            do {
                return try await client.execute(request, timeout: .nanoseconds(timeout.nanoseconds))
            } catch where Self.isStaleConnection(error) {
                // The pooled connection had been closed by the server (llama.cpp closes it after
                // each answer): nothing was answered, so ask again at once on a new connection,
                // without using an attempt or a backoff.
                logger.debug("pooled connection was closed by the server; asking on a new one", metadata: ["path": "\(path)"])
                return try await client.execute(request, timeout: .nanoseconds(timeout.nanoseconds))
            }
        } catch is CancellationError {
            throw CancellationError()
        } catch let error as HTTPClientError {
            switch error {
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout:
                throw ProviderFailure.timedOut
            case .cancelled where Task.isCancelled:
                throw CancellationError()
            default:
                throw ProviderFailure.unreachable
            }
        } catch {
            throw ProviderFailure.unreachable
        }
    }

    /// Throws for a status that is not a success; 429 and 5xx as retryable, with `Retry-After`.
    /// The provider's reason (bounded, key masked) goes to the log with the status, and chooses
    /// the user's sentence (a context overflow gets the one that helps).
    private func check(_ response: HTTPClientResponse, path: String) async throws {
        let status = Int(response.status.code)
        guard !(200..<300).contains(status) else { return }
        var body = ByteBuffer()
        do {
            for try await chunk in response.body {
                var chunk = chunk
                if body.readableBytes < Self.maximumReasonBytes { body.writeBuffer(&chunk) }
            }
        } catch {}
        let reason = ProviderMessage.read(Data(buffer: body), apiKey: configuration.apiKey)
        logger.warning("provider answered with an error", metadata: [
            "path": "\(path)", "status": "\(status)", "reason": "\(reason ?? "-")"])
        let failure = ProviderFailure.status(status, providerMessage: reason)
        if status == 429 || status >= 500 {
            throw RetryableStatus(failure: failure,
                                  retryAfter: RetryPolicy.retryAfter(response.headers.first(name: "retry-after")))
        }
        throw failure
    }

    /// Most of an error body read for its reason: reasons are a sentence, bodies can be pages.
    static let maximumReasonBytes = 16 << 10

    /// A request that failed because its connection was already closed, before any answer.
    static func isStaleConnection(_ error: any Error) -> Bool {
        if let error = error as? HTTPClientError {
            return error == .remoteConnectionClosed
        }
        if let error = error as? ChannelError {
            switch error {
            case .ioOnClosedChannel, .outputClosed, .alreadyClosed, .eof: return true
            default: return false
            }
        }
        if let error = error as? IOError { return [ECONNRESET, EPIPE].contains(error.errnoCode) }
        return false
    }

    // MARK: - Retries

    /// A status worth asking again for, with the provider's own wait when it gave one.
    private struct RetryableStatus: Error {
        var failure: ProviderFailure
        var retryAfter: Duration?
    }

    /// Runs `attempt` with the per-call timeout until it succeeds, fails for good, or the
    /// deadline leaves no room for another try.
    private func withRetries<T: Sendable>(
        path: String, isRestartable: @Sendable () -> Bool,
        _ attempt: @Sendable (_ timeout: Duration) async throws -> T
    ) async throws -> T {
        let clock = ContinuousClock()
        let deadline = clock.now + configuration.deadline
        var attemptNumber = 0
        while true {
            let remaining = clock.now.duration(to: deadline)
            guard remaining > .zero else { throw ProviderFailure.timedOut }
            let failure: ProviderFailure
            var retryAfter: Duration?
            do {
                return try await attempt(min(configuration.requestTimeout, remaining))
            } catch is CancellationError {
                throw CancellationError()
            } catch let error as RetryableStatus {
                failure = error.failure
                retryAfter = error.retryAfter
            } catch let error as ProviderFailure {
                // An error inside a 200 stream (llama.cpp's "Context size has been exceeded.") is the
                // same failure as its HTTP status, and retried the same way.
                guard [.timedOut, .unreachable, .interrupted].contains(error.kind)
                    || ([.unavailable, .rateLimited].contains(error.kind) && error.isRetryable) else { throw error }
                failure = error
            } catch {
                if Task.isCancelled { throw CancellationError() }
                throw ProviderFailure.unreachable
            }
            try Task.checkCancellation()
            attemptNumber += 1
            guard attemptNumber <= policy.maxRetries, isRestartable(),
                  let wait = policy.wait(forRetry: attemptNumber - 1, retryAfter: retryAfter) else {
                logger.warning("provider call failed", metadata: ["path": "\(path)", "kind": "\(failure.kind.rawValue)",
                                                                  "status": "\(failure.statusCode.map(String.init) ?? "-")"])
                throw failure
            }
            guard clock.now + wait < deadline else {
                logger.warning("provider call failed; no time left to retry",
                               metadata: ["path": "\(path)", "kind": "\(failure.kind.rawValue)"])
                throw failure
            }
            logger.info("provider call will be retried", metadata: [
                "path": "\(path)", "kind": "\(failure.kind.rawValue)",
                "status": "\(failure.statusCode.map(String.init) ?? "-")", "waitMs": "\(wait.milliseconds)",
            ])
            try await Task.sleep(for: wait)
        }
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let parts = components
        return parts.seconds * 1_000_000_000 + parts.attoseconds / 1_000_000_000
    }

    var milliseconds: Int64 { nanoseconds / 1_000_000 }
}
