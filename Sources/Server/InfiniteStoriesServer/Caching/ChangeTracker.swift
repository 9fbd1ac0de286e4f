import Synchronization

/// Counters bumped right after a committed transaction changed what cached answers were built
/// from, so a cache entry is valid exactly while the counter it was stamped with is current.
///
/// Why stamps instead of explicit invalidation at every write: a write path added later (a new
/// route, a job step) cannot forget to invalidate. The store bumps the counters from SQLite's
/// own change notifications, after the commit is visible to readers, so the order
/// "read counter, read database, store entry with that stamp" can only ever produce entries
/// that are current or already stale (a miss), never stale ones that look current.
public final class ChangeTracker: Sendable {
    private let content = Atomic<UInt64>(0)
    private let sessions = Atomic<UInt64>(0)

    public init() {}

    /// Heroes, stories and illustrations: everything a list or detail answer shows.
    public var contentVersion: UInt64 { content.load(ordering: .acquiring) }
    /// Users and sessions: what a bearer token resolves to.
    public var sessionVersion: UInt64 { sessions.load(ordering: .acquiring) }

    func contentChanged() { content.add(1, ordering: .releasing) }
    func sessionsChanged() { sessions.add(1, ordering: .releasing) }
}
