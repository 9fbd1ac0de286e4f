import Foundation
@testable import InfiniteStoriesServer

/// A job store that answers `activeJobs` only after `delay`, and forwards everything else: it
/// widens the moment between a job's end and the `done` its runner sends once no work is left.
struct DelayedJobStore: JobStore {
    let base: any JobStore
    let delay: Duration

    func activeJobs(targetID: String) async throws -> [JobRecord] {
        try await Task.sleep(for: delay)
        return try await base.activeJobs(targetID: targetID)
    }

    func enqueue(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?, mark: AcceptedWorkMark?) async throws -> EnqueueOutcome {
        try await base.enqueue(job, hourlyLimit: hourlyLimit, story: story, mark: mark)
    }
    func claimJobs(now: Date, owner: String, leaseUntil: Date, kinds: Set<JobKind>, limit: Int) async throws -> [JobRecord] {
        try await base.claimJobs(now: now, owner: owner, leaseUntil: leaseUntil, kinds: kinds, limit: limit)
    }
    func renewLease(jobID: String, owner: String, until: Date) async throws -> Bool {
        try await base.renewLease(jobID: jobID, owner: owner, until: until)
    }
    func nextRunnableDate(kinds: Set<JobKind>) async throws -> Date? { try await base.nextRunnableDate(kinds: kinds) }
    func finishJob(lease: JobLease, status: JobRecord.Status, error: String?, usage: JobUsage?, now: Date) async throws {
        try await base.finishJob(lease: lease, status: status, error: error, usage: usage, now: now)
    }
    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await base.finishJob(id: id, status: status, error: error, now: now)
    }
    func recordUsage(jobID: String, usage: JobUsage) async throws { try await base.recordUsage(jobID: jobID, usage: usage) }
    func usage(userID: String, from start: Date, to end: Date) async throws -> [JobKind: UsageTotals] {
        try await base.usage(userID: userID, from: start, to: end)
    }
    func generationCounts(userID: String) async throws -> GenerationCounts { try await base.generationCounts(userID: userID) }
    func requeueInterruptedJobs(now: Date) async throws -> Int { try await base.requeueInterruptedJobs(now: now) }
    func activeJobCounts() async throws -> [JobKind: [JobRecord.Status: Int]] { try await base.activeJobCounts() }
    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?) {
        try await base.acceptedJobs(userID: userID, kind: kind, since: since)
    }
    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply? {
        try await base.idempotentReply(userID: userID, key: key)
    }
    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws {
        try await base.saveIdempotentReply(reply, userID: userID, key: key, now: now)
    }
    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double, writerMemory: String?,
                       summary: String?, illustrations: [IllustrationRecord]?, lease: JobLease, now: Date) async throws -> Bool {
        try await base.saveStoryText(id: id, title: title, content: content, estimatedDuration: estimatedDuration,
                                     writerMemory: writerMemory, summary: summary, illustrations: illustrations,
                                     lease: lease, now: now)
    }
    func saveScenes(storyID: String, illustrations: [IllustrationRecord], lease: JobLease, now: Date) async throws -> Bool {
        try await base.saveScenes(storyID: storyID, illustrations: illustrations, lease: lease, now: now)
    }
    func appendStoryDraft(id: String, title: String?, piece: String, lease: JobLease) async throws {
        try await base.appendStoryDraft(id: id, title: title, piece: piece, lease: lease)
    }
    func storyDraft(id: String) async throws -> StoryDraft? { try await base.storyDraft(id: id) }
    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws {
        try await base.setStoryGenerationStatus(id: id, status: status, error: error, now: now)
    }
    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, lease: JobLease?, now: Date) async throws -> Bool {
        try await base.setAudio(storyID: storyID, status: status, path: path, duration: duration, voice: voice,
                                error: error, lease: lease, now: now)
    }
    func setIllustration(id: String, status: String, path: String?, error: String?, lease: JobLease?) async throws -> Bool {
        try await base.setIllustration(id: id, status: status, path: path, error: error, lease: lease)
    }
    func failProcessingIllustrations(storyID: String, message: String, lease: JobLease?) async throws {
        try await base.failProcessingIllustrations(storyID: storyID, message: message, lease: lease)
    }
    func setIllustrationStatus(storyID: String, status: String, lease: JobLease?, now: Date) async throws {
        try await base.setIllustrationStatus(storyID: storyID, status: status, lease: lease, now: now)
    }
    func setAvatar(heroID: String, path: String, prompt: String?, lease: JobLease, now: Date) async throws -> Bool {
        try await base.setAvatar(heroID: heroID, path: path, prompt: prompt, lease: lease, now: now)
    }
    func storyForJob(id: String) async throws -> StoryRecord? { try await base.storyForJob(id: id) }
    func heroForJob(id: String) async throws -> HeroRecord? { try await base.heroForJob(id: id) }
}
