import Foundation
import Hummingbird
import NIOCore
import Synchronization

/// Encoded bodies of list answers (`GET /heroes`, `GET /stories`), per user and query.
///
/// Encoding a page of stories (their full text included, as the contract's list sends it) was
/// a quarter of the list routes' cost and the database read most of the rest; a client that
/// polls or pages through the same lists gets the bytes again instead. An entry is served only
/// while (1) the `ChangeTracker.contentVersion` it was stamped with is current, so any
/// committed change to heroes, stories or illustrations is seen by the next request, and
/// (2) it is younger than `maximumAge`, so the signed media links inside it (valid 15 minutes)
/// always have at least 14 minutes left when handed out. The bytes kept are bounded.
///
/// Misses are single-flight (`body(for:build:)`): when an entry ages out under load, the
/// requests that find it missing wait for the one that is building it instead of each reading
/// the database. Many clients polling one page (64 wrk connections in the scale bench) had
/// otherwise all asked the pool at once, and some waited past its acquire timeout (a 503).
final class ResponseCache: Sendable {
    private struct Entry {
        let body: ByteBuffer
        let version: UInt64
        let storedAt: ContinuousClock.Instant
    }

    /// A body being built: the version it is stamped with, and who waits for it (given `nil`
    /// when the build failed, to build for themselves).
    private struct Flight {
        let version: UInt64
        var waiters: [CheckedContinuation<ByteBuffer?, Never>] = []
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var flights: [String: Flight] = [:]
        /// Insertion order, oldest first, for eviction when over a bound.
        var order: [String] = []
        /// What the entries cost: body and key bytes plus `entryOverhead` each.
        var bytes = 0
        /// The newest version stored; an entry of an older one can never be served again.
        var version: UInt64 = 0
    }

    /// Signed media links live 15 minutes; an answer is at most this old when served again.
    static let defaultMaximumAge: Duration = .seconds(60)
    /// Bytes kept (a 20-story page is ~110 KB, a 100-story page ~540 KB).
    static let defaultByteBudget = 32 << 20
    /// At most this many answers, whatever their size: keys come from query strings a client
    /// chooses, so tiny answers under distinct keys must not grow the table without end.
    static let maximumEntries = 4_096
    /// Dictionary slot, key and buffer headers: charged per entry on top of its bytes.
    static let entryOverhead = 256

    private let tracker: ChangeTracker
    private let maximumAge: Duration
    private let byteBudget: Int
    private let state = Mutex(State())

    init(tracker: ChangeTracker, maximumAge: Duration = defaultMaximumAge, byteBudget: Int = defaultByteBudget) {
        self.tracker = tracker
        self.maximumAge = maximumAge
        self.byteBudget = byteBudget
    }

    /// The stamp for a body built from a database read that starts after this call.
    var currentVersion: UInt64 { tracker.contentVersion }

    /// The stored body for `key` when it is still current and young enough.
    func lookup(_ key: String) -> ByteBuffer? {
        let version = tracker.contentVersion
        let now = ContinuousClock.now
        return state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            guard entry.version == version, entry.storedAt.duration(to: now) < maximumAge else { return nil }
            return entry.body
        }
    }

    /// The body for `key`: the stored one when current, else the one another request is
    /// building now for the current version, else `build()`'s, which is stored and handed to
    /// whoever came for it meanwhile. When `build` throws, the error is this caller's alone:
    /// its waiters start again, one of them building.
    func body(for key: String, build: () async throws -> ByteBuffer) async throws -> ByteBuffer {
        if let body = lookup(key) { return body }
        let version = tracker.contentVersion
        let (leads, dropped) = state.withLock { state -> (Bool, [CheckedContinuation<ByteBuffer?, Never>]) in
            if let flight = state.flights[key], flight.version == version { return (false, []) }
            // No flight, or one for an older version (its body would be stale): take over the
            // slot; whoever waited for the older one builds for themselves.
            let dropped = state.flights[key]?.waiters ?? []
            state.flights[key] = Flight(version: version)
            return (true, dropped)
        }
        for waiter in dropped { waiter.resume(returning: nil) }
        if !leads {
            let shared = await withCheckedContinuation { (waiter: CheckedContinuation<ByteBuffer?, Never>) in
                let joined = state.withLock { state in
                    guard state.flights[key]?.version == version else { return false }
                    state.flights[key]?.waiters.append(waiter)
                    return true
                }
                if !joined { waiter.resume(returning: nil) }  // it landed in between
            }
            if let shared { return shared }
            // The flight failed or was overtaken by a newer version: start again, as one of
            // the next flight (each failure is its builder's alone, so this ends).
            return try await body(for: key, build: build)
        }
        let body: ByteBuffer
        do {
            body = try await build()
        } catch {
            land(key, version: version, body: nil)
            throw error
        }
        store(body, for: key, version: version)
        land(key, version: version, body: body)
        return body
    }

    /// Ends the flight of `key` at `version` (a newer one may have taken its slot) and hands
    /// `body` to its waiters.
    private func land(_ key: String, version: UInt64, body: ByteBuffer?) {
        let waiters = state.withLock { state -> [CheckedContinuation<ByteBuffer?, Never>] in
            guard let flight = state.flights[key], flight.version == version else { return [] }
            state.flights[key] = nil
            return flight.waiters
        }
        for waiter in waiters { waiter.resume(returning: body) }
    }

    /// Keeps `body` for `key`, stamped with the version read before the data was.
    func store(_ body: ByteBuffer, for key: String, version: UInt64) {
        let cost = body.readableBytes + key.utf8.count + Self.entryOverhead
        guard cost <= byteBudget / 4 else { return }
        let entry = Entry(body: body, version: version, storedAt: .now)
        state.withLock { state in
            if version < state.version { return }  // already stale
            if version > state.version {
                // Everything held was built before a change: drop it all at once.
                state.entries.removeAll(keepingCapacity: true)
                state.order.removeAll(keepingCapacity: true)
                state.bytes = 0
                state.version = version
            }
            if let old = state.entries.updateValue(entry, forKey: key) {
                state.bytes -= old.body.readableBytes + key.utf8.count + Self.entryOverhead
                state.order.removeAll { $0 == key }
            }
            state.order.append(key)
            state.bytes += cost
            // Oldest first until within both bounds.
            var evicted = 0
            while state.bytes > byteBudget || state.order.count - evicted > Self.maximumEntries {
                let oldest = state.order[evicted]
                evicted += 1
                if let removed = state.entries.removeValue(forKey: oldest) {
                    state.bytes -= removed.body.readableBytes + oldest.utf8.count + Self.entryOverhead
                }
            }
            if evicted > 0 { state.order.removeFirst(evicted) }
        }
    }

    /// The cache key of a list request: the user, the Host (media links are absolute and built
    /// from it) and the path with its query exactly as sent.
    static func key(user: String, _ request: Request) -> String {
        "\(user)\u{0}\(request.head.authority ?? "")\u{0}\(request.uri)"
    }

    /// What the held entries cost (bodies, keys, overhead), for tests of the bound.
    var storedBytes: Int { state.withLock { $0.bytes } }

    /// How many answers are held, for tests of the bound.
    var count: Int { state.withLock { $0.entries.count } }
}
