import Foundation
@testable import InfiniteStoriesServer

/// The lease tests' shorthands for the runner's calls: one job of any kind, an end without
/// usage, the next runnable moment of any kind. The runner itself always names its lane's kinds,
/// its batch size and the usage, so these live with the tests, not in the server.
extension JobStore {
    /// The oldest runnable job of `kinds` (`claimJobs`), by default of any kind.
    func claimNextJob(now: Date, owner: String, leaseUntil: Date, kinds: Set<JobKind> = Set(JobKind.allCases)) async throws -> JobRecord? {
        try await claimJobs(now: now, owner: owner, leaseUntil: leaseUntil, kinds: kinds, limit: 1).first
    }

    /// Ends a job without recording its usage (`finishJob(lease:status:error:usage:now:)`).
    func finishJob(lease: JobLease, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await finishJob(lease: lease, status: status, error: error, usage: nil, now: now)
    }

    /// When a job of any kind may next be claimed (`nextRunnableDate(kinds:)`).
    func nextRunnableDate() async throws -> Date? { try await nextRunnableDate(kinds: Set(JobKind.allCases)) }
}
