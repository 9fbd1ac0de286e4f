import Foundation
import Hummingbird

/// Accepts generation work: checks the per-user hourly limits, persists the job, wakes a worker,
/// and lets synchronous requests wait for the result.
struct GenerationService: Sendable {
    let jobs: any JobStore
    let hub: GenerationHub
    let runner: JobRunner
    /// Accepted jobs per user per hour by kind; nil turns the limits off.
    let hourlyLimits: [JobKind: Int]?

    /// 429 when the user has used this hour's allowance for the kind of work.
    func checkLimit(_ kind: JobKind, userID: String) async throws {
        let now = Date()
        if let limit = hourlyLimits?[kind] {
            let (count, oldest) = try await jobs.acceptedJobs(userID: userID, kind: kind, since: now.addingTimeInterval(-3600))
            if count >= limit {
                let reset = (oldest ?? now).addingTimeInterval(3600)
                throw APIError.rateLimited(retryAfter: max(1, Int(reset.timeIntervalSince(now).rounded(.up))),
                                           resetAt: reset, shape: .app)
            }
        }
    }

    /// Queues a job after the rate-limit check; only accepted work counts against the limit.
    func accept(_ kind: JobKind, userID: String, targetID: String, payload: String) async throws -> JobRecord {
        try await checkLimit(kind, userID: userID)
        let now = Date()
        let job = JobRecord(id: IdentifierGenerator.make(), kind: kind, userID: userID, targetID: targetID, payload: payload,
                            status: .queued, attempts: 0, error: nil, runAfter: now, createdAt: now, updatedAt: now)
        try await jobs.enqueue(job)
        await runner.wake()
        return job
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
