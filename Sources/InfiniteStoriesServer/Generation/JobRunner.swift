import Foundation
import InfiniteStoriesModels
import InfiniteStoriesOpenAI
import Logging
import ServiceLifecycle

/// The worker pool: `workers` loops that claim queued jobs from the database and run them.
/// Jobs a killed server left `running` are queued again at start, and a job's results are
/// written in one transaction at its end, so no job is lost and none completes twice.
final class JobRunner: Service, Sendable {
    let jobs: any JobStore
    let executor: JobExecutor
    let hub: GenerationHub
    let workers: Int
    let logger: Logger
    private let signal = WakeSignal()
    /// A job interrupted this many times (crash loop) is given up.
    static let maximumClaims = 5

    init(jobs: any JobStore, executor: JobExecutor, hub: GenerationHub, workers: Int, logger: Logger) {
        self.jobs = jobs
        self.executor = executor
        self.hub = hub
        self.workers = max(1, workers)
        self.logger = logger
    }

    /// Wakes an idle worker: call after enqueuing.
    func wake() async { await signal.notify() }

    func run() async throws {
        let resumed = try await jobs.requeueInterruptedJobs(now: Date.storageNow)
        if resumed > 0 { logger.info("resuming interrupted jobs", metadata: ["count": "\(resumed)"]) }
        await cancelWhenGracefulShutdown {
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<self.workers { group.addTask { await self.work() } }
            }
        }
    }

    private func work() async {
        while !Task.isCancelled {
            do {
                if let job = try await jobs.claimNextJob(now: Date.storageNow) {
                    await process(job)
                    continue
                }
                // Idle: sleep until woken or until a delayed job becomes runnable.
                let next = try await jobs.nextRunnableDate()
                let wait = next.map { max(0.01, min(60, $0.timeIntervalSinceNow)) } ?? 60
                await signal.wait(upTo: .milliseconds(Int(wait * 1000)))
            } catch is CancellationError {
                return
            } catch {
                logger.error("job queue error", metadata: ["error": "\(String(reflecting: type(of: error)))"])
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    private func process(_ job: JobRecord) async {
        let storyID = job.kind == .avatar ? nil : job.targetID
        let meter = ProviderUsage()
        let started = ContinuousClock.now
        do {
            if job.attempts > Self.maximumClaims {
                throw StepFailure(message: "The work was interrupted too many times and was stopped.")
            }
            try await ProviderUsage.$current.withValue(meter) { try await executor.run(job) }
            try await jobs.finishJob(id: job.id, status: .completed, error: nil, now: Date.storageNow)
            try? await jobs.recordUsage(jobID: job.id, usage: usage(of: job, meter, since: started))
            await hub.jobFinished(job.id, .completed)
        } catch is CancellationError {
            // Shutting down: the job stays `running` and is resumed at the next start.
            return
        } catch {
            let message = (error as? StepFailure)?.message ?? "Something went wrong while generating. Please try again."
            logger.warning("job failed", metadata: ["kind": "\(job.kind.rawValue)", "job": "\(job.id)",
                                                    "error": "\(String(reflecting: type(of: error)))"])
            await executor.markFailed(job, message: message)
            try? await jobs.finishJob(id: job.id, status: .failed, error: message, now: Date.storageNow)
            try? await jobs.recordUsage(jobID: job.id, usage: usage(of: job, meter, since: started))
            if let storyID, let step = Self.step(job.kind) {
                await hub.publish(storyID: storyID, name: "error", payload: StepErrorPayload(step: GenerationStep(rawValue: step) ?? .unknown, message: message))
            }
            await hub.jobFinished(job.id, .failed(message))
        }
        if let storyID, (try? await jobs.activeJobs(targetID: storyID).isEmpty) ?? false {
            await hub.publish(storyID: storyID, name: "done", payload: DonePayload(id: storyID))
        }
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

/// `event: done` payload.
struct DonePayload: Codable, Sendable { var id: String }
