import Foundation
import Synchronization

/// Token hash → session and user, so an authenticated request does not read the database just
/// to learn who is asking (that read was most of a list request's cost).
///
/// Entries carry the `ChangeTracker.sessionVersion` read before the database was, so any
/// committed change to the session or user tables (sign-out, sign-in, sliding refresh,
/// expiry clean-up) makes every entry stale at once. Expiry is still checked against the
/// clock on every hit: a cached session never outlives its `expiresAt`.
final class SessionCache: Sendable {
    private struct Entry {
        let session: SessionRecordRow
        let user: UserRecord
        let version: UInt64
    }

    /// Beyond this many tokens the cache starts again empty: a bound, not a tuning knob.
    static let capacity = 10_000

    private let tracker: ChangeTracker
    private let entries = Mutex<[String: Entry]>([:])

    init(tracker: ChangeTracker) {
        self.tracker = tracker
    }

    /// The stamp to give an entry built from a database read that starts after this call.
    var currentVersion: UInt64 { tracker.sessionVersion }

    /// The cached session for `tokenHash`, when it is current and not expired at `now`.
    func lookup(tokenHash: String, now: Date) -> (SessionRecordRow, UserRecord)? {
        let version = tracker.sessionVersion
        return entries.withLock { entries in
            guard let entry = entries[tokenHash] else { return nil }
            guard entry.version == version, entry.session.expiresAt > now else {
                entries[tokenHash] = nil
                return nil
            }
            return (entry.session, entry.user)
        }
    }

    /// Remembers a session read from the database after `version` was taken.
    func store(tokenHash: String, session: SessionRecordRow, user: UserRecord, version: UInt64) {
        entries.withLock { entries in
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[tokenHash] = Entry(session: session, user: user, version: version)
        }
    }

    var count: Int { entries.withLock { $0.count } }
}
