import Foundation

/// Everything one server keeps, as the assembly sees it: every store protocol in one value, so
/// `ServerAssembly` and `StoryServer` never know which database sits behind them. `SQLiteStore`
/// (the embedded default) and `PostgresStore` (several instances) both conform; only store code
/// knows which it is.
protocol ServerStore: StoryStore, JobStore, ListeningStore, AccountStore, CustomEventStore, ProfileStore, JourneyStore,
    QueueStore {
    /// Releases connections and background tasks (PostgreSQL's pool and listener); called once,
    /// after the server has stopped serving.
    func close() async

    /// Counts sign-in and device-code attempts for `scope` where every instance sees them: in
    /// memory for SQLite (one instance), in the database for PostgreSQL.
    func attemptLimiter(_ limit: RateLimit, scope: String) -> any AttemptLimiter

    /// How generation events and job outcomes reach the other instances (`GenerationHub`): nil
    /// for SQLite (one instance: the hub keeps them in memory), the shared log for PostgreSQL.
    func generationRelay() -> (any GenerationRelay)?
}
