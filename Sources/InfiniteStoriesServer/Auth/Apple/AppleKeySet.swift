import AsyncHTTPClient
import Foundation
import JWTKit
import NIOCore
import NIOHTTP1

/// Apple's signing keys (JWKS), fetched from the configured URL and kept as long as the
/// answer's `Cache-Control: max-age` allows; a token signed with a key id we do not know makes
/// one early refetch (Apple rotates keys), at most once per `refetchInterval`.
actor AppleKeySet {
    enum Failure: Error { case unreachable, malformed }

    private let url: URL
    private let refetchInterval: TimeInterval
    private let now: @Sendable () -> Date
    private var keys: JWTKeyCollection?
    private var knownIDs: Set<String> = []
    private var expiresAt = Date.distantPast
    private var fetchedAt = Date.distantPast

    init(url: URL, refetchInterval: TimeInterval, now: @escaping @Sendable () -> Date = { Date() }) {
        self.url = url
        self.refetchInterval = refetchInterval
        self.now = now
    }

    /// Keys that should know `keyID`: the cached set while fresh and knowing it, else a new fetch
    /// (when the cache is stale, or the id is unknown and no fetch happened too recently).
    func keys(for keyID: String?) async throws -> JWTKeyCollection {
        let current = now()
        if let keys, current < expiresAt, keyID.map(knownIDs.contains) ?? true { return keys }
        if let keys, current < expiresAt, current.timeIntervalSince(fetchedAt) < refetchInterval { return keys }
        return try await fetch()
    }

    private func fetch() async throws -> JWTKeyCollection {
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
        let fetched = now()
        keys = collection
        knownIDs = Set(jwks.keys.compactMap { $0.keyIdentifier?.string })
        fetchedAt = fetched
        expiresAt = fetched.addingTimeInterval(Self.maxAge(response.headers.first(name: "Cache-Control")))
        return collection
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
