import Foundation

/// Persistence for background jobs, idempotency replies and generation results. Separate from
/// `StoryStore` because only the generation pipeline needs it; `SQLiteStore` implements both.
protocol JobStore: Sendable {
    /// In one transaction: checks the hourly limit (accepted jobs of the kind in the last hour),
    /// joins an active job for the same target and kind, or inserts `story` (when given), the job
    /// and the `mark`.
    func enqueue(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?, mark: AcceptedWorkMark?) async throws -> EnqueueOutcome
    /// Atomically takes the oldest runnable job and marks it running (attempts + 1).
    func claimNextJob(now: Date) async throws -> JobRecord?
    /// When the earliest queued job becomes runnable, so idle workers can sleep until then.
    func nextRunnableDate() async throws -> Date?
    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws
    /// Records what a finished job used (`/api/v1/user/usage`).
    func recordUsage(jobID: String, usage: JobUsage) async throws
    /// A user's jobs created in `range`, summed per kind.
    func usage(userID: String, from start: Date, to end: Date) async throws -> [JobKind: UsageTotals]
    /// All-time counts of what the user has had made: stories written, narrated, pictures drawn.
    func generationCounts(userID: String) async throws -> GenerationCounts
    /// Jobs left `running` by a server that was killed go back to the queue; answers how many.
    func requeueInterruptedJobs(now: Date) async throws -> Int
    /// Queued or running jobs for a story or hero.
    func activeJobs(targetID: String) async throws -> [JobRecord]
    /// Accepted jobs of a kind for a user since a date, and the oldest of them (rate limits).
    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?)

    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply?
    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws

    // Results of the work, written by the executor. Final results also complete `jobID` in the
    // same transaction, so a crash can never make finished work run again. Each answers whether
    // the target still existed (false: it was deleted meanwhile and the new file is an orphan).
    @discardableResult
    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double,
                       illustrations: [IllustrationRecord], jobID: String, now: Date) async throws -> Bool
    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws
    @discardableResult
    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, jobID: String?, now: Date) async throws -> Bool
    @discardableResult
    func setIllustration(id: String, status: String, path: String?, error: String?) async throws -> Bool
    /// Scenes left `processing` by a failed job become `failed` with the message.
    func failProcessingIllustrations(storyID: String, message: String) async throws
    func setIllustrationStatus(storyID: String, status: String, jobID: String?, now: Date) async throws
    @discardableResult
    func setAvatar(heroID: String, path: String, prompt: String?, jobID: String, now: Date) async throws -> Bool
    /// The story by id alone (the worker acts for the owner recorded on the job).
    func storyForJob(id: String) async throws -> StoryRecord?
    func heroForJob(id: String) async throws -> HeroRecord?
}
