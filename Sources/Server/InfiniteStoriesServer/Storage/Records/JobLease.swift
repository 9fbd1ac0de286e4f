import Foundation

/// A runner's hold on a running job: the job and the owner id the runner claimed it under.
/// The writes that finish a job name the lease, so a runner whose lease ran out and whose job
/// another runner (or instance) took over writes nothing: the job's effects happen once.
struct JobLease: Sendable, Hashable {
    var jobID: String
    /// The claim's owner (`JobRunner`: `<runner>/<lane>/<claim>`), new for every claim.
    var owner: String
}

/// The job is no longer `running` under this lease (it expired and another runner took the job
/// over, or it was finished meanwhile): the write was not made, and its runner should stop
/// without recording anything for the job.
struct JobLeaseLost: Error, Equatable, CustomStringConvertible {
    let lease: JobLease

    var description: String { "job \(lease.jobID) is no longer held by \(lease.owner)" }
}
