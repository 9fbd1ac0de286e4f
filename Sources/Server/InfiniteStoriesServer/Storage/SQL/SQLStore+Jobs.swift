import Foundation

/// `JobStore` for both databases, but for what each does its own way (`SQLiteStore+Jobs`,
/// `PostgresStore+Jobs`): the claim, the requeue at start and the hourly limit's lock. Several
/// PostgreSQL instances race where SQLite's single writer made a read-then-write safe, so:
/// - joining an active job rests on the partial unique index `job_one_active`: a second insert
///   for the same target and kind does nothing (`ON CONFLICT DO NOTHING`) and joins the winner;
/// - result writers lock the target row (`FOR UPDATE`) before checking it still exists, and
///   complete the job only while it is running under their lease (else `JobLeaseLost`).
extension SQLStore {
    func enqueue(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?, mark: AcceptedWorkMark?) async throws -> EnqueueOutcome {
        do {
            return try await enqueueWriting(job, hourlyLimit: hourlyLimit, story: story, mark: mark)
        } catch where story != nil && isForeignKeyViolation(error) {
            // The hero (or the story it continues) was deleted between the
            // route's look and this write: the transaction is rolled back, nothing is queued.
            return .targetGone
        }
    }

    private func enqueueWriting(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?,
                                mark: AcceptedWorkMark?) async throws -> EnqueueOutcome {
        try await writing(touching: story != nil || mark != nil ? .content : []) { sql in
            if let hourlyLimit {
                try await lockHourlyLimit(userID: job.userID, kind: job.kind, on: sql)
                // Read after the lock: sees what the previous holder committed.
                let (count, oldest) = try await Self.acceptedJobs(sql, userID: job.userID, kind: job.kind,
                                                                  since: job.createdAt.addingTimeInterval(-3600))
                if count >= hourlyLimit { return .limited(oldestInWindow: oldest ?? job.createdAt) }
            }
            // The active job may finish between a conflict and the look for it: then try again.
            for _ in 0..<3 {
                if let active = try await sql.first("""
                    SELECT * FROM job WHERE "targetId" = \(job.targetID) AND kind = \(job.kind.rawValue)
                                        AND status IN ('queued', 'running')
                    """) {
                    return .existing(try JobRecord(row: active))
                }
                // Waits for a concurrent insert of the same target and kind, and inserts nothing
                // when that one commits.
                guard try await sql.exists("""
                    INSERT INTO job (id, kind, "userId", "targetId", payload, status, attempts, error, "runAfter",
                                     "createdAt", "updatedAt", "leaseOwner", "leaseExpiresAt")
                    VALUES (\(job.id), \(job.kind.rawValue), \(job.userID), \(job.targetID), \(job.payload),
                            \(job.status.rawValue), \(job.attempts), \(job.error), \(job.runAfter), \(job.createdAt),
                            \(job.updatedAt), \(job.leaseOwner), \(job.leaseExpiresAt))
                    ON CONFLICT ("targetId", kind) WHERE status IN ('queued', 'running') DO NOTHING
                    RETURNING id
                    """) else { continue }
                if let story { try await Self.insert(story, illustrations: [], on: sql) }
                try await Self.markAccepted(mark, of: job, on: sql)
                return .accepted(job)
            }
            throw StoreUnavailable(reason: "the active job of \(job.targetID) kept changing")
        }
    }

    private static func markAccepted(_ mark: AcceptedWorkMark?, of job: JobRecord, on sql: any SQLExecutor) async throws {
        switch mark {
        case .audioProcessing:
            try await sql.run("""
                UPDATE story SET "audioStatus" = 'processing', "audioError" = NULL, "updatedAt" = \(job.createdAt)
                WHERE id = \(job.targetID)
                """)
        case .illustrationsProcessing:
            try await sql.run("""
                UPDATE story SET "illustrationStatus" = 'processing', "updatedAt" = \(job.createdAt) WHERE id = \(job.targetID)
                """)
        case nil:
            break
        }
    }

    func renewLease(jobID: String, owner: String, until: Date) async throws -> Bool {
        try await writing(touching: []) { sql in
            if try await sql.exists("""
                UPDATE job SET "leaseExpiresAt" = \(until)
                WHERE id = \(jobID) AND status = 'running' AND "leaseOwner" = \(owner) RETURNING id
                """) { return true }
            // Finished by this owner (its result writer or its own finishJob): nothing to renew,
            // but still ours, so the heartbeat does not cancel the runner before it reports.
            return try await sql.exists("""
                SELECT 1 FROM job WHERE id = \(jobID) AND status IN ('completed', 'failed') AND "leaseOwner" = \(owner)
                """)
        }
    }

    func nextRunnableDate(kinds: Set<JobKind>) async throws -> Date? {
        try await reading { sql in
            try await sql.value("""
                SELECT MIN(moment) AS moment FROM (
                    SELECT MIN("runAfter") AS moment FROM job WHERE status = 'queued' AND \(raw: Self.kind(in: kinds))
                    UNION ALL
                    SELECT MIN("leaseExpiresAt") FROM job WHERE status = 'running' AND \(raw: Self.kind(in: kinds))
                ) AS moments
                """, column: "moment", as: Date.self)
        }
    }

    /// `kind IN (...)` for a lane's kinds: the kinds' names are this program's constants, so
    /// they are written into the text (one statement text per lane for the statement caches).
    static func kind(in kinds: Set<JobKind>) -> String {
        let names = kinds.map { "'\($0.rawValue)'" }.sorted().joined(separator: ", ")
        return "kind IN (\(names.isEmpty ? "NULL" : names))"
    }

    func finishJob(lease: JobLease, status: JobRecord.Status, error: String?, usage: JobUsage?, now: Date) async throws {
        try await writing(touching: []) { sql in
            guard try await sql.exists("""
                UPDATE job SET status = \(status.rawValue), error = \(error), "updatedAt" = \(now)
                WHERE id = \(lease.jobID) AND "leaseOwner" = \(lease.owner) AND status IN ('running', \(status.rawValue))
                RETURNING id
                """) else { throw JobLeaseLost(lease: lease) }
            if let usage { try await Self.record(usage, jobID: lease.jobID, on: sql) }
        }
    }

    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await writing(touching: []) { sql in
            try await sql.run("""
                UPDATE job SET status = \(status.rawValue), error = \(error), "updatedAt" = \(now) WHERE id = \(id)
                """)
        }
    }

    func recordUsage(jobID: String, usage: JobUsage) async throws {
        try await writing(touching: []) { sql in try await Self.record(usage, jobID: jobID, on: sql) }
    }

    private static func record(_ usage: JobUsage, jobID: String, on sql: any SQLExecutor) async throws {
        try await sql.run("""
            UPDATE job SET provider = \(usage.provider), tokens = \(usage.tokens), characters = \(usage.characters),
                           images = \(usage.images), "durationMs" = \(usage.durationMilliseconds)
            WHERE id = \(jobID)
            """)
    }

    func activeJobs(targetID: String) async throws -> [JobRecord] {
        try await reading { sql in
            try await sql.all("""
                SELECT * FROM job WHERE "targetId" = \(targetID) AND status IN ('queued', 'running')
                ORDER BY "createdAt", \(SQLQuery.insertionOrder("job"))
                """).map(JobRecord.init(row:))
        }
    }

    func activeJobCounts() async throws -> [JobKind: [JobRecord.Status: Int]] {
        try await reading { sql in
            var counts: [JobKind: [JobRecord.Status: Int]] = [:]
            for row in try await sql.all("""
                SELECT kind, status, COUNT(*) AS n FROM job WHERE status IN ('queued', 'running') GROUP BY kind, status
                """) {
                guard let kind = JobKind(rawValue: try row.get("kind")),
                      let status = JobRecord.Status(rawValue: try row.get("status")) else { continue }
                counts[kind, default: [:]][status] = try row.get("n", as: Int.self)
            }
            return counts
        }
    }

    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?) {
        try await reading { sql in try await Self.acceptedJobs(sql, userID: userID, kind: kind, since: since) }
    }

    private static func acceptedJobs(_ sql: any SQLExecutor, userID: String, kind: JobKind, since: Date) async throws
        -> (count: Int, oldest: Date?) {
        let row = try await sql.first("""
            SELECT COUNT(*) AS n, MIN("createdAt") AS oldest FROM job
            WHERE "userId" = \(userID) AND kind = \(kind.rawValue) AND "createdAt" > \(since)
            """)
        return (try row?.get("n") ?? 0, try row?.get("oldest"))
    }

    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply? {
        try await reading { sql in
            // Kept a day; an older key no longer replays even before it is swept.
            try await sql.first("""
                SELECT * FROM idempotency
                WHERE "userId" = \(userID) AND key = \(key) AND "createdAt" > \(Date.storageNow.addingTimeInterval(-86400))
                """).map {
                IdempotentReply(fingerprint: try $0.get("fingerprint"), status: try $0.get("status"), body: try $0.get("body"),
                                location: try $0.get("location"))
            }
        }
    }

    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws {
        try await writing(touching: []) { sql in
            try await sql.run("""
                INSERT INTO idempotency ("userId", key, fingerprint, status, body, location, "createdAt")
                VALUES (\(userID), \(key), \(reply.fingerprint), \(reply.status), \(reply.body), \(reply.location), \(now))
                ON CONFLICT ("userId", key) DO NOTHING
                """)
            // Keys are kept a day, as payment APIs do; older ones no longer protect anything.
            try await sql.run(#"DELETE FROM idempotency WHERE "createdAt" < \#(now.addingTimeInterval(-86400))"#)
        }
    }

    func storyForJob(id: String) async throws -> StoryRecord? {
        try await reading { sql in
            try await sql.first("""
                SELECT \(StoryRecord.columns) FROM story s JOIN hero h ON h.id = s."heroId" WHERE s.id = \(id)
                """).map(StoryRecord.init(row:))
        }
    }

    func heroForJob(id: String) async throws -> HeroRecord? {
        try await reading { sql in
            try await sql.first("SELECT \(HeroRecord.columns) FROM hero h WHERE h.id = \(id)").map(HeroRecord.init(row:))
        }
    }
}

extension JobRecord {
    /// A job from its row; an unknown kind or status reads as a story job, queued.
    init(row: any SQLRow) throws {
        self.init(id: try row.get("id"), kind: JobKind(rawValue: try row.get("kind")) ?? .story, userID: try row.get("userId"),
                  targetID: try row.get("targetId"), payload: try row.get("payload"),
                  status: Status(rawValue: try row.get("status")) ?? .queued, attempts: try row.get("attempts"),
                  error: try row.get("error"), runAfter: try row.get("runAfter"), createdAt: try row.get("createdAt"),
                  updatedAt: try row.get("updatedAt"), leaseOwner: try row.get("leaseOwner"),
                  leaseExpiresAt: try row.get("leaseExpiresAt"))
    }
}
