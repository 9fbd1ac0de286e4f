import Foundation

/// The kinds of background work (contract section 4, asynchronous part).
enum JobKind: String, Sendable, CaseIterable {
    case story, audio, illustrations, avatar

    /// Accepted requests per user per hour by default (upstream's limits).
    var defaultHourlyLimit: Int {
        switch self {
        case .story: 5
        case .audio: 10
        case .avatar: 3
        case .illustrations: 20
        }
    }
}

/// One unit of background work, persisted so that a restart resumes it.
struct JobRecord: Sendable, Equatable {
    enum Status: String, Sendable { case queued, running, completed, failed }

    var id: String
    var kind: JobKind
    var userID: String
    /// The story (story, audio, illustrations) or hero (avatar) the job works on.
    var targetID: String
    /// Kind-specific parameters as JSON (voice, prompt, retryFailed, ...).
    var payload: String
    var status: Status
    var attempts: Int
    var error: String?
    var runAfter: Date
    var createdAt: Date
    var updatedAt: Date
    /// The runner that claimed the job last (`JobLease.owner`), nil until claimed.
    var leaseOwner: String? = nil
    /// While `running`, the moment after which another runner may take the job over (its runner
    /// renews this while it works; a killed runner stops renewing).
    var leaseExpiresAt: Date? = nil

    /// The lease this job was claimed under. A job never claimed has an empty owner, which no
    /// running job carries, so results written under it are refused (`JobLeaseLost`).
    var lease: JobLease { JobLease(jobID: id, owner: leaseOwner ?? "") }
}

/// A stored reply to a request that carried an `Idempotency-Key`.
struct IdempotentReply: Sendable, Equatable {
    var fingerprint: String
    var status: Int
    var body: Data
    var location: String?
}

/// What happened to a request for work.
enum EnqueueOutcome: Sendable, Equatable {
    /// Queued as a new job.
    case accepted(JobRecord)
    /// The same kind of work is already queued or running for the target: join it.
    case existing(JobRecord)
    /// The user's hourly allowance for this kind of work is used up.
    case limited(oldestInWindow: Date)
    /// The story to create names a hero or a story deleted after the request found it
    /// (a foreign key refused the row): nothing was written, and the caller answers 404.
    case targetGone
}

/// A status change written in the same transaction that queues a job, so a fast worker can
/// never finish before the "processing" mark lands (and have it overwrite "completed").
enum AcceptedWorkMark: Sendable, Equatable {
    case audioProcessing
    case illustrationsProcessing
}
