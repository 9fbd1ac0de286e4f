/// How soon a write must get through when writes queue for SQLite's one writer
/// (`SQLiteWriteLock`); a task-local, so a job marks its phases and every write under them
/// follows. PostgreSQL's pool of connections has no single queue and ignores it.
///
/// Why (docs/decisions/0040): with fifty parents asking at once, the writer lock was held about
/// 90 ms of the burst's 160, and waiters were served in arrival order, so the steps that bring a
/// parent the first words (the request's insert, the claim, the first piece of text) queued
/// behind other stories' endings. What someone waits for goes first; what only finishes a
/// story in the background (the rest of the text, the saved story, the job's end) follows.
enum WritePriority: Sendable {
    /// Someone is waiting on it: a request, a claim, a lease renewal, a story's first words.
    case prompt
    /// Finishes work in the background (a job no request waits on, after a story's first
    /// words); waits while prompt writes queue, but never longer than the lock's
    /// `longestDeferral`. A job a synchronous request waits for runs prompt throughout
    /// (`GenerationHub.markAwaited`).
    case background

    @TaskLocal static var current: WritePriority = .prompt
}
