import Foundation

/// Persistence for background jobs, idempotency replies and generation results. Separate from
/// `StoryStore` because only the generation pipeline needs it; `SQLiteStore` implements both.
protocol JobStore: Sendable {
    func enqueue(_ job: JobRecord) async throws
    /// Atomically takes the oldest runnable job and marks it running (attempts + 1).
    func claimNextJob(now: Date) async throws -> JobRecord?
    /// When the earliest queued job becomes runnable, so idle workers can sleep until then.
    func nextRunnableDate() async throws -> Date?
    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws
    func retryJob(id: String, error: String, runAfter: Date, now: Date) async throws
    /// Jobs left `running` by a server that was killed go back to the queue; answers how many.
    func requeueInterruptedJobs(now: Date) async throws -> Int
    func job(id: String) async throws -> JobRecord?
    /// Queued or running jobs for a story or hero.
    func activeJobs(targetID: String) async throws -> [JobRecord]
    /// Accepted jobs of a kind for a user since a date, and the oldest of them (rate limits).
    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?)

    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply?
    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws

    // Results of the work, written by the executor.
    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double,
                       illustrations: [IllustrationRecord], now: Date) async throws
    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws
    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, now: Date) async throws
    func setIllustration(id: String, status: String, path: String?, error: String?) async throws
    func setIllustrationStatus(storyID: String, status: String, now: Date) async throws
    func setAvatar(heroID: String, path: String, prompt: String?, now: Date) async throws
    /// The story by id alone (the worker acts for the owner recorded on the job).
    func storyForJob(id: String) async throws -> StoryRecord?
    func heroForJob(id: String) async throws -> HeroRecord?
}
