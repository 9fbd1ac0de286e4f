import Foundation
import Hummingbird

/// Accepts generation work: in one transaction checks the per-user hourly limit, joins work
/// already queued for the same target, or persists the job; then wakes a worker, and lets
/// synchronous requests wait for the result.
struct GenerationService: Sendable {
    let jobs: any JobStore
    let hub: GenerationHub
    let runner: JobRunner
    /// Accepted jobs per user per hour by kind; nil turns the limits off.
    let hourlyLimits: [JobKind: Int]?

    /// Queues (or joins) work; throws 429 when the hourly allowance is used up. Only accepted work
    /// counts against the limit, and joining existing work costs nothing.
    /// `awaited`: the request will wait for the job's end (`wait(for:)`), so the job runs at
    /// prompt priority (`GenerationHub.markAwaited`).
    func accept(_ kind: JobKind, userID: String, targetID: String, payload: String,
                creating story: StoryRecord? = nil, mark: AcceptedWorkMark? = nil, awaited: Bool = false) async throws -> EnqueueOutcome {
        let now = Date.storageNow
        let job = JobRecord(id: IdentifierGenerator.make(), kind: kind, userID: userID, targetID: targetID, payload: payload,
                            status: .queued, attempts: 0, error: nil, runAfter: now, createdAt: now, updatedAt: now)
        // Marked before the job exists: a lane awake for other work may claim it at once.
        if awaited { await hub.markAwaited(job.id) }
        let outcome: EnqueueOutcome
        do {
            outcome = try await jobs.enqueue(job, hourlyLimit: hourlyLimits?[kind], story: story, mark: mark)
        } catch {
            if awaited { await hub.unmarkAwaited(job.id) }
            throw error
        }
        switch outcome {
        case .targetGone:
            if awaited { await hub.unmarkAwaited(job.id) }
            throw APIError.notFound
        case .limited(let oldest):
            if awaited { await hub.unmarkAwaited(job.id) }
            let reset = oldest.addingTimeInterval(3600)
            throw APIError.rateLimited(retryAfter: max(1, Int(reset.timeIntervalSince(now).rounded(.up))), resetAt: reset, shape: .app)
        case .accepted:
            await runner.wake(for: kind)
        case .existing(let existing):
            if awaited {
                await hub.unmarkAwaited(job.id)
                await hub.markAwaited(existing.id)
            }
        }
        return outcome
    }

    /// Waits for a job (the upstream-compatible synchronous path); a failure is a 502 `AIError`
    /// carrying the step's readable message.
    func wait(for job: JobRecord) async throws {
        if case .failed(let message) = await hub.wait(for: job.id) {
            throw APIError(status: .badGateway, code: "AIError", message: message)
        }
    }

    /// Whether the request asked for `Prefer: respond-async` (RFC 7240).
    static func prefersAsync(_ request: Request) -> Bool {
        request.headers[values: .init("Prefer")!].contains { value in
            value.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces).lowercased().hasPrefix("respond-async") }
        }
    }
}

extension EnqueueOutcome {
    /// The job that will do the work, new or joined.
    var job: JobRecord? {
        switch self {
        case .accepted(let job), .existing(let job): job
        case .limited, .targetGone: nil
        }
    }
}
