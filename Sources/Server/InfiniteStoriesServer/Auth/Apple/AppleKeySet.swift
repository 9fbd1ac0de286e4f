import AsyncHTTPClient
import Foundation
import JWTKit
import NIOCore
import NIOHTTP1

/// Apple's signing keys (JWKS), fetched from the configured URL and kept as long as the
/// answer's `Cache-Control: max-age` allows; a token signed with a key id we do not know makes
/// one early refetch (Apple rotates keys), at most once per `refetchInterval`.
///
/// Fetches are single-flight: callers that need the keys while a fetch is under way wait for
/// that one instead of starting their own, so a burst of tokens with made-up key ids (or a cold
/// cache under load) costs Apple one request, however many clients send them at once.
actor AppleKeySet {
    enum Failure: Error { case unreachable, malformed }

    /// One JWKS as fetched: the keys, the ids they publish and how long they may be kept.
    struct Fetched: Sendable {
        let keys: JWTKeyCollection
        let ids: Set<String>
        let maxAge: TimeInterval
    }

    private let url: URL
    private let refetchInterval: TimeInterval
    private let now: @Sendable () -> Date
    private var keys: JWTKeyCollection?
    private var knownIDs: Set<String> = []
    private var expiresAt = Date.distantPast
    /// When the last fetch started, successful or not: the refetch interval counts from here, so
    /// a fetch that fails (or is still running) does not open the door to another one.
    private var fetchStartedAt = Date.distantPast
    /// Whether that fetch failed: an unknown id meanwhile is "try again", not "invalid".
    private var lastFetchFailed = false
    /// The fetch under way, which every caller that needs fresh keys meanwhile waits for.
    private var inFlight: Task<Fetched, any Error>?

    init(url: URL, refetchInterval: TimeInterval, now: @escaping @Sendable () -> Date = { Date() }) {
        self.url = url
        self.refetchInterval = refetchInterval
        self.now = now
    }

    /// Keys that publish `keyID`, or nil when Apple does not publish it (after the one refetch
    /// it may have made). The cached set serves while fresh and knowing the id; otherwise a
    /// fetch is made or joined, except that an unknown id within `refetchInterval` of the last
    /// fetch is answered from the cache without asking Apple again (nil, or `unreachable` when
    /// that fetch failed).
    func keys(for keyID: String) async throws -> JWTKeyCollection? {
        let current = now()
        if let keys, current < expiresAt {
            if knownIDs.contains(keyID) { return keys }
            // A fetch under way may be the one that learns a rotated key: wait for it, it is free.
            if inFlight == nil, current.timeIntervalSince(fetchStartedAt) < refetchInterval {
                if lastFetchFailed { throw Failure.unreachable }
                return nil
            }
        }
        let fetched = try await sharedFetch()
        return fetched.ids.contains(keyID) ? fetched.keys : nil
    }

    /// The fetch under way, or a new one that later callers will join.
    private func sharedFetch() async throws -> Fetched {
        if let inFlight { return try await inFlight.value }
        fetchStartedAt = now()
        let url = url
        let task = Task { try await Self.download(url) }
        inFlight = task
        let fetched: Fetched
        do {
            fetched = try await task.value
        } catch {
            inFlight = nil
            lastFetchFailed = true
            throw error
        }
        inFlight = nil
        lastFetchFailed = false
        keys = fetched.keys
        knownIDs = fetched.ids
        expiresAt = now().addingTimeInterval(fetched.maxAge)
        return fetched
    }

    /// One GET of the JWKS, with no state: the actor applies the result.
    private static func download(_ url: URL) async throws -> Fetched {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        let response: HTTPClientResponse
        let body: ByteBuffer
        do {
            response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
            body = try await response.body.collect(upTo: 256 * 1024)
        } catch {
            throw Failure.unreachable
        }
        guard response.status == .ok else { throw Failure.unreachable }
        let data = Data(buffer: body)
        guard let jwks = try? JSONDecoder().decode(JWKS.self, from: data) else { throw Failure.malformed }
        let collection = JWTKeyCollection()
        do {
            try await collection.add(jwks: jwks)
        } catch {
            throw Failure.malformed
        }
        return Fetched(keys: collection, ids: Set(jwks.keys.compactMap { $0.keyIdentifier?.string }),
                       maxAge: maxAge(response.headers.first(name: "Cache-Control")))
    }

    /// Seconds of `max-age` (0 for `no-store`/`no-cache`, one hour when the header says nothing).
    static func maxAge(_ header: String?) -> TimeInterval {
        guard let header = header?.lowercased() else { return 3600 }
        var age: TimeInterval?
        for directive in header.split(separator: ",") {
            let part = directive.trimmingCharacters(in: .whitespaces)
            if part == "no-store" || part == "no-cache" { return 0 }
            if part.hasPrefix("max-age="), let value = Double(part.dropFirst("max-age=".count)), value >= 0 {
                age = value
            }
        }
        return min(age ?? 3600, 24 * 3600)
    }
}
