import Foundation
import Metrics
import InfiniteStoriesModels
import OpenAICompatibleProviders
import Logging
import ServiceLifecycle
import Synchronization

/// The worker pool: one loop per lane (`JobLane`) claims queued jobs of its kinds from the
/// database and runs each in a task of its own, up to the lane's capacity at once.
///
/// Each claim holds its job under a lease (`JobStore`) that a heartbeat renews every third of
/// `lease` while the job runs. When a server dies (kill -9) its leases run out and any instance
/// (this one after a restart, or another sharing the PostgreSQL database) takes the jobs over;
/// SQLite also requeues them at start. A runner that loses its lease (renewal refused, or not
/// confirmed before it ran out) cancels the job's work, and the store refuses whatever it
/// would still record, so a job's results are written once and none completes twice.
final class JobRunner: Service, Sendable {
    let jobs: any JobStore
    let executor: JobExecutor
    let hub: GenerationHub
    let lanes: [JobLane]
    /// How long a claim holds a job without renewal.
    let lease: Duration
    /// This runner's id, new each start; each claim is owned as `"<id>/<lane>/<n>"`, so a lease
    /// (job and owner) names the one claim that may finish the job (no other task may).
    let id = UUID().uuidString
    let logger: Logger
    /// One per lane, in `lanes` order: an enqueue wakes only its kind's lane.
    private let signals: [WakeSignal]
    /// How many jobs each lane (by name) runs now.
    private let loads: [String: LaneLoad]
    /// A job interrupted this many times (crash loop) is given up.
    static let maximumClaims = 5

    init(jobs: any JobStore, executor: JobExecutor, hub: GenerationHub, lanes: [JobLane], lease: Duration = .seconds(30),
         logger: Logger) {
        self.jobs = jobs
        self.executor = executor
        self.hub = hub
        self.lanes = lanes
        self.signals = lanes.map { _ in WakeSignal() }
        self.loads = Dictionary(lanes.map { ($0.name, LaneLoad()) }, uniquingKeysWith: { first, _ in first })
        self.lease = max(lease, .milliseconds(30))
        self.logger = logger
    }

    /// Wakes the lane that runs `kind`: call after enqueuing a job of it.
    func wake(for kind: JobKind) async {
        guard let lane = lanes.firstIndex(where: { $0.kinds.contains(kind) }) else { return }
        await signals[lane].notify()
    }

    func run() async throws {
        let resumed = try await jobs.requeueInterruptedJobs(now: Date.storageNow)
        if resumed > 0 { logger.info("resuming interrupted jobs", metadata: ["count": "\(resumed)"]) }
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                for (lane, signal) in zip(self.lanes, self.signals) { group.addTask { await self.work(lane, signal) } }
            }
        }
    }

    /// Claims jobs of `lane` while it has room, as many at once as are waiting and fit, each run
    /// in a child task; sleeps when full until a job ends, and when nothing is claimable until
    /// woken, a delayed job becomes runnable or a lease runs out. Leaving (cancelled) waits for
    /// the running jobs' tasks, which the cancellation reaches too.
    private func work(_ lane: JobLane, _ signal: WakeSignal) async {
        let load = loads[lane.name] ?? LaneLoad()
        await withDiscardingTaskGroup { running in
            var claims = 0
            while !Task.isCancelled {
                let room = lane.capacity - load.running
                if room <= 0 {
                    // Full: the end of a job wakes the loop (`LaneLoad.end`).
                    await signal.wait(upTo: .seconds(60))
                    continue
                }
                do {
                    let now = Date.storageNow
                    claims += 1
                    let owner = "\(id)/\(lane.name)/\(claims)"
                    let claimed = try await jobs.claimJobs(now: now, owner: owner, leaseUntil: leaseEnd(from: now),
                                                           kinds: lane.kinds, limit: room)
                    if !claimed.isEmpty {
                        load.start(claimed.count)
                        for job in claimed {
                            running.addTask {
                                await self.hold(job)
                                if load.end(capacity: lane.capacity) { await signal.notify() }
                            }
                        }
                        continue
                    }
                    let next = try await jobs.nextRunnableDate(kinds: lane.kinds)
                    let wait = next.map { max(0.01, min(60, $0.timeIntervalSinceNow)) } ?? 60
                    await signal.wait(upTo: .milliseconds(Int(wait * 1000)))
                } catch is CancellationError {
                    return
                } catch {
                    logger.error("job queue error", metadata: ["lane": "\(lane.name)", "error": "\(String(reflecting: type(of: error)))"])
                    try? await Task.sleep(for: .seconds(1))
                }
            }
        }
    }

    /// How many jobs of the lane named `lane` are running now.
    func runningJobs(in lane: String) -> Int { loads[lane]?.running ?? 0 }

    /// Runs `job` beside the heartbeat of its lease; whichever ends first ends the other (a
    /// lost lease cancels the work).
    private func hold(_ job: JobRecord) async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await self.process(job) }
            group.addTask { await self.keepLease(job.lease) }
            _ = await group.next()
            group.cancelAll()
        }
        if Task.isCancelled {
            // Shutting down: let another instance take the job now rather than when the lease
            // runs out. In a task of its own, since this one is cancelled.
            let jobs = jobs
            let lease = job.lease
            await Task { _ = try? await jobs.renewLease(jobID: lease.jobID, owner: lease.owner, until: Date.storageNow) }.value
        }
    }

    /// Renews `lease` every third of its length; returns when cancelled (the work ended) or when
    /// the lease is lost: refused (the job is another runner's now) or not renewed before it ran
    /// out (another runner may have taken it).
    private func keepLease(_ lease: JobLease) async {
        var heldUntil = ContinuousClock.now + self.lease
        while true {
            do { try await Task.sleep(for: self.lease / 3) } catch { return }
            let asked = ContinuousClock.now
            do {
                guard try await jobs.renewLease(jobID: lease.jobID, owner: lease.owner, until: leaseEnd(from: Date.storageNow)) else {
                    logger.warning("job lease lost", metadata: ["job": "\(lease.jobID)"])
                    return
                }
                heldUntil = asked + self.lease
            } catch {
                if Task.isCancelled { return }
                if ContinuousClock.now >= heldUntil {
                    logger.warning("job lease not renewed in time", metadata: ["job": "\(lease.jobID)",
                                                                              "error": "\(String(reflecting: type(of: error)))"])
                    return
                }
            }
        }
    }

    /// The job's end for the metrics (a no-op without `--metrics-address`).
    private static func count(_ job: JobRecord, outcome: JobRecord.Status, since started: ContinuousClock.Instant) {
        Counter(label: ServerMetrics.jobsFinished, dimensions: [("kind", job.kind.rawValue), ("outcome", outcome.rawValue)])
            .increment()
        Metrics.Timer(label: ServerMetrics.jobDuration, dimensions: [("kind", job.kind.rawValue)])
            .record(duration: ContinuousClock.now - started)
    }

    /// Runs the job with its writes behind those someone waits for (`WritePriority`), unless a
    /// synchronous request is waiting on this job's end; a story marks its way to the first
    /// words prompt again, and the lease's renewals (`keepLease`) stay prompt.
    private func process(_ job: JobRecord) async {
        let priority: WritePriority = await hub.isAwaited(job.id) ? .prompt : .background
        await WritePriority.$current.withValue(priority) { await run(job) }
    }

    private func run(_ job: JobRecord) async {
        let storyID = job.kind == .avatar ? nil : job.targetID
        let meter = ProviderUsage()
        let started = ContinuousClock.now
        let outcome: GenerationHub.Outcome
        do {
            if job.attempts > Self.maximumClaims {
                throw StepFailure(message: "The work was interrupted too many times and was stopped.")
            }
            try await ProviderUsage.$current.withValue(meter) { try await executor.run(job) }
            // With its usage: whoever sees the job completed (a route answering 200, the usage
            // report) also sees what it used and whether it fell back.
            try await jobs.finishJob(lease: job.lease, status: .completed, error: nil, usage: usage(of: job, meter, since: started),
                                     now: Date.storageNow)
            Self.count(job, outcome: .completed, since: started)
            outcome = .completed
        } catch is CancellationError {
            // Shutting down or lease lost: the job stays `running` until a runner takes it over.
            return
        } catch is JobLeaseLost {
            // Another runner has the job: it records the outcome, this one nothing.
            logger.warning("job taken over", metadata: ["kind": "\(job.kind.rawValue)", "job": "\(job.id)"])
            return
        } catch {
            // A failure caused by the cancellation (shutdown, lost lease) is not the job's; and
            // only the job's holder may mark it failed.
            if Task.isCancelled { return }
            let now = Date.storageNow
            guard (try? await jobs.renewLease(jobID: job.id, owner: job.lease.owner, until: leaseEnd(from: now))) == true else { return }
            let message = (error as? StepFailure)?.message ?? "Something went wrong while generating. Please try again."
            logger.warning("job failed", metadata: ["kind": "\(job.kind.rawValue)", "job": "\(job.id)",
                                                    "error": "\(String(reflecting: type(of: error)))"])
            await executor.markFailed(job, message: message)
            do {
                try await jobs.finishJob(lease: job.lease, status: .failed, error: message, usage: usage(of: job, meter, since: started),
                                         now: Date.storageNow)
            } catch is JobLeaseLost {
                return
            } catch {
                // Not recorded: the job stays `running`, and its lease's expiry brings it back.
            }
            Self.count(job, outcome: .failed, since: started)
            if let storyID, let step = Self.step(job.kind) {
                await hub.publish(storyID: storyID, name: "error", payload: StepErrorPayload(step: GenerationStep(rawValue: step) ?? .unknown, message: message))
            }
            outcome = .failed(message)
        }
        // The story's `done` is logged before anyone waiting is answered: an answered request
        // followed at once by another (illustrations asked right after the story) and its events
        // stream would otherwise meet this `done` live, and that stream would end too soon.
        if let storyID, (try? await jobs.activeJobs(targetID: storyID).isEmpty) ?? false {
            await hub.publish(storyID: storyID, name: "done", payload: DonePayload(id: storyID))
        }
        await hub.jobFinished(job.id, outcome)
    }

    /// When a lease taken or renewed at `now` runs out.
    private func leaseEnd(from now: Date) -> Date {
        let (seconds, attoseconds) = lease.components
        return now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    private static func step(_ kind: JobKind) -> String? {
        switch kind {
        case .story: "text"
        case .audio: "audio"
        case .illustrations: "illustrations"
        case .avatar: nil
        }
    }

    /// What `job` used: the meter's figures and the provider of its kind.
    private func usage(of job: JobRecord, _ meter: ProviderUsage, since started: ContinuousClock.Instant) -> JobUsage {
        JobUsage(kind: job.kind, figures: meter.snapshot, providers: executor.providers, elapsed: ContinuousClock.now - started)
    }
}

/// The jobs a lane runs now: its loop adds what it claims, each job's task takes itself off when
/// it ends, so the room the next claim asks for is exact however long the server has run.
private final class LaneLoad: Sendable {
    private let count = Mutex(0)

    var running: Int { count.withLock { $0 } }

    func start(_ jobs: Int) { count.withLock { $0 += jobs } }

    /// Takes one ended job off; true when the lane was full, so its loop (asleep until a job
    /// ends) must be woken.
    func end(capacity: Int) -> Bool {
        count.withLock { running in
            defer { running -= 1 }
            return running >= capacity
        }
    }
}

/// `event: done` payload.
struct DonePayload: Codable, Sendable { var id: String }
