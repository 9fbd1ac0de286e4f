import Foundation

/// Persistence for background jobs, idempotency replies and generation results. Separate from
/// `StoryStore` because only the generation pipeline needs it; `SQLiteStore` and `PostgresStore`
/// implement both.
///
/// Leases: a runner claims a job under its owner id until a moment (`claimJobs`) and renews
/// that while it works (`renewLease`). A job whose lease ran out (its runner or instance died)
/// is claimable again, so another runner takes it over. Whatever finishes a job (`finishJob`
/// and the result writers given a `JobLease`) takes effect only while the job is still
/// `running` under that lease, and otherwise writes nothing and throws `JobLeaseLost`: a runner
/// that lost its job cannot record it a second time.
protocol JobStore: Sendable {
    /// In one transaction: checks the hourly limit (accepted jobs of the kind in the last hour),
    /// joins an active job for the same target and kind, or inserts `story` (when given), the job
    /// and the `mark`. A `story` whose hero (or first part) was deleted meanwhile is
    /// `.targetGone`, with nothing written.
    func enqueue(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?, mark: AcceptedWorkMark?) async throws -> EnqueueOutcome
    /// Atomically takes up to `limit` of the oldest runnable jobs of `kinds` (a worker lane's,
    /// `JobLane`), queued ones whose `runAfter` has come or running ones whose lease expired,
    /// and marks them running under `owner` until `leaseUntil` (attempts + 1); oldest first.
    /// Concurrent claims (other workers, other instances) never get the same job. A lease is a
    /// job and an owner, so one owner may hold the jobs of one claim, but must be new to each.
    ///
    /// Why several at once: a crowd's stories were claimed one transaction each, one after the
    /// other, each waiting its turn on a busy server; one claim now starts them together.
    func claimJobs(now: Date, owner: String, leaseUntil: Date, kinds: Set<JobKind>, limit: Int) async throws -> [JobRecord]
    /// Extends `owner`'s lease on the job to `until` while it is still `running` under that
    /// owner; false when the job is no longer ours (another runner claimed it since,
    /// it was requeued or is gone), so its runner should stop. A job this owner finished itself
    /// (a result writer completed it, or `finishJob(lease:status:error:usage:now:)` ended it) keeps its lease moment
    /// untouched but still answers true: its runner must not be cancelled before it has
    /// reported the outcome.
    func renewLease(jobID: String, owner: String, until: Date) async throws -> Bool
    /// When idle workers of `kinds` should look again: the earliest `runAfter` of a queued job
    /// or lease expiry of a running one.
    func nextRunnableDate(kinds: Set<JobKind>) async throws -> Date?
    /// Ends a job its runner holds, with what it used when given, in one transaction (whoever
    /// sees the job ended sees its usage too): `JobLeaseLost` (nothing written) when it is no
    /// longer running under `lease`. A job a result writer already completed under the same
    /// lease keeps its status.
    func finishJob(lease: JobLease, status: JobRecord.Status, error: String?, usage: JobUsage?, now: Date) async throws
    /// Sets the status of a job no runner holds (the AI proxy's counted requests, stored done).
    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws
    /// Records what a finished job used (`/api/v1/user/usage`).
    func recordUsage(jobID: String, usage: JobUsage) async throws
    /// A user's jobs created in `range`, summed per kind.
    func usage(userID: String, from start: Date, to end: Date) async throws -> [JobKind: UsageTotals]
    /// All-time counts of what the user has had made: stories written, narrated, pictures drawn.
    func generationCounts(userID: String) async throws -> GenerationCounts
    /// At start: jobs this store knows were left `running` by a killed server go back to the
    /// queue; answers how many. SQLite (one server per data folder) requeues every running job;
    /// PostgreSQL requeues none, since other instances' jobs are alive: there an expired lease
    /// makes a dead instance's job claimable instead.
    func requeueInterruptedJobs(now: Date) async throws -> Int
    /// How many jobs of each kind are queued and running now, over every instance (for the
    /// metrics' gauges, read when scraped); kinds and states with none are absent.
    func activeJobCounts() async throws -> [JobKind: [JobRecord.Status: Int]]
    /// Queued or running jobs for a story or hero.
    func activeJobs(targetID: String) async throws -> [JobRecord]
    /// Accepted jobs of a kind for a user since a date, and the oldest of them (rate limits).
    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?)

    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply?
    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws

    // Results of the work, written by the executor. Final results also complete the job of
    // `lease` in the same transaction, so a crash can never make finished work run again, and
    // throw `JobLeaseLost` with nothing written when the job is no longer running under it (a
    // nil lease is a failure mark, written unconditionally). Each answers whether the target
    // still existed (false: it was deleted meanwhile and the new file is an orphan).
    /// `writerMemory` is what the writer made the text of (`StoryMemory.serialized`), nil when it
    /// reported nothing; it is kept with the story for the hero's next stories.
    ///
    /// With `illustrations` nil the scenes are a step of their own (`saveScenes`): the story is
    /// saved readable ("completed") and the job goes on under `lease` rather than completing.
    /// The story's draft is dropped either way: the text is the story's now.
    /// `summary` is what happened (`StoryRecap` as JSON), kept for the story's sequels.
    @discardableResult
    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double, writerMemory: String?,
                       summary: String?, illustrations: [IllustrationRecord]?, lease: JobLease, now: Date) async throws -> Bool
    /// The scenes of a story whose text was saved, completing the job of `lease`.
    @discardableResult
    func saveScenes(storyID: String, illustrations: [IllustrationRecord], lease: JobLease, now: Date) async throws -> Bool
    /// Appends a piece of story text to the story's draft before any listener is sent it, with
    /// the title once the writer has told it: text that reached anyone is kept, and a retried or
    /// taken-over job goes on from it. `JobLeaseLost` (nothing written) once the job is not
    /// running under `lease`. The draft lives in a table of its own, which no cache or change
    /// notification watches, since it grows by a piece every few milliseconds.
    func appendStoryDraft(id: String, title: String?, piece: String, lease: JobLease) async throws
    /// What the story's draft holds, or nil when it has none.
    func storyDraft(id: String) async throws -> StoryDraft?
    /// A `failed` story loses its draft: trying it again starts a new story.
    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws
    @discardableResult
    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, lease: JobLease?, now: Date) async throws -> Bool
    /// One scene's progress or picture. With a `lease`, written only while the job is still
    /// `running` under it (`JobLeaseLost` and nothing written otherwise), without completing
    /// the job; nil writes unconditionally. False when the scene no longer exists.
    @discardableResult
    func setIllustration(id: String, status: String, path: String?, error: String?, lease: JobLease?) async throws -> Bool
    /// Scenes left `processing` by a failed job become `failed` with the message; guarded by
    /// `lease` as `setIllustration` is.
    func failProcessingIllustrations(storyID: String, message: String, lease: JobLease?) async throws
    func setIllustrationStatus(storyID: String, status: String, lease: JobLease?, now: Date) async throws
    @discardableResult
    func setAvatar(heroID: String, path: String, prompt: String?, lease: JobLease, now: Date) async throws -> Bool
    /// The story by id alone (the worker acts for the owner recorded on the job).
    func storyForJob(id: String) async throws -> StoryRecord?
    func heroForJob(id: String) async throws -> HeroRecord?
}
