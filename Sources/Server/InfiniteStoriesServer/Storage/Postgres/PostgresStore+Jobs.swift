import Foundation
import PostgresNIO

/// `JobStore` on PostgreSQL, with `SQLiteStore+Jobs`' semantics. SQLite's single writer made
/// each read-then-write safe; here several instances race, so:
/// - a claim takes its row with `FOR UPDATE SKIP LOCKED` (concurrent claims pass over it);
/// - joining an active job rests on the partial unique index `job_one_active`: a second insert
///   for the same target and kind does nothing (`ON CONFLICT DO NOTHING`) and joins the winner;
/// - the hourly limit's count and insert are serialised per user and kind by a transaction
///   advisory lock, so two requests cannot both take the last place;
/// - result writers lock the target row (`FOR UPDATE`) before checking it still exists, and
///   complete the job only while it is running under their lease (else `JobLeaseLost`).
extension PostgresStore: JobStore {
    /// The advisory locks' class (first key) for hourly limits: "JOBS" in ASCII, so the second
    /// key (a hash of user and kind) cannot collide with other code's locks.
    static let hourlyLimitLockClass: Int32 = 0x4A4F_4253

    func enqueue(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?, mark: AcceptedWorkMark?) async throws -> EnqueueOutcome {
        try await write(touching: story != nil || mark != nil ? .content : []) { connection in
            if let hourlyLimit {
                try await connection.run("""
                    SELECT pg_advisory_xact_lock(\(Self.hourlyLimitLockClass), hashtext(\(job.userID + ":" + job.kind.rawValue)))
                    """)
                // Read after the lock: sees what the previous holder committed.
                let row = try await connection.first("""
                    SELECT COUNT(*) AS n, MIN("createdAt") AS oldest FROM job
                    WHERE "userId" = \(job.userID) AND kind = \(job.kind.rawValue) AND "createdAt" > \(job.createdAt.addingTimeInterval(-3600))
                    """)
                if let row, try row.get("n", as: Int.self) >= hourlyLimit {
                    return .limited(oldestInWindow: try row.optionalDate("oldest") ?? job.createdAt)
                }
            }
            // The active job may finish between a conflict and the look for it: then try again.
            for _ in 0..<3 {
                if let active = try await connection.first("""
                    SELECT * FROM job WHERE "targetId" = \(job.targetID) AND kind = \(job.kind.rawValue)
                                        AND status IN ('queued', 'running')
                    """) {
                    return .existing(try Self.job(from: active))
                }
                // Waits for a concurrent insert of the same target and kind, and inserts nothing
                // when that one commits.
                let inserted = try await connection.first("""
                    INSERT INTO job (id, kind, "userId", "targetId", payload, status, attempts, error, "runAfter",
                                     "createdAt", "updatedAt", "leaseOwner", "leaseExpiresAt")
                    VALUES (\(job.id), \(job.kind.rawValue), \(job.userID), \(job.targetID), \(job.payload),
                            \(job.status.rawValue), \(job.attempts), \(job.error), \(job.runAfter), \(job.createdAt),
                            \(job.updatedAt), \(job.leaseOwner), \(job.leaseExpiresAt))
                    ON CONFLICT ("targetId", kind) WHERE status IN ('queued', 'running') DO NOTHING
                    RETURNING id
                    """)
                guard inserted != nil else { continue }
                if let story { try await Self.insert(story, illustrations: [], on: connection) }
                switch mark {
                case .audioProcessing:
                    try await connection.run("""
                        UPDATE story SET "audioStatus" = 'processing', "audioError" = NULL, "updatedAt" = \(job.createdAt)
                        WHERE id = \(job.targetID)
                        """)
                case .illustrationsProcessing:
                    try await connection.run("""
                        UPDATE story SET "illustrationStatus" = 'processing', "updatedAt" = \(job.createdAt)
                        WHERE id = \(job.targetID)
                        """)
                case nil:
                    break
                }
                return .accepted(job)
            }
            throw StoreUnavailable(reason: "the active job of \(job.targetID) kept changing")
        }
    }

    func claimNextJob(now: Date, owner: String, leaseUntil: Date) async throws -> JobRecord? {
        try await write(touching: []) { connection in
            // A running job without a lease predates leases: nobody can be renewing it.
            try await connection.first("""
                WITH next AS (
                    SELECT id FROM job
                    WHERE (status = 'queued' AND "runAfter" <= \(now))
                       OR (status = 'running' AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" <= \(now)))
                    ORDER BY "runAfter", "createdAt", seq
                    LIMIT 1
                    FOR UPDATE SKIP LOCKED
                )
                UPDATE job SET status = 'running', attempts = job.attempts + 1, "updatedAt" = \(now),
                               "leaseOwner" = \(owner), "leaseExpiresAt" = \(leaseUntil)
                FROM next WHERE job.id = next.id
                RETURNING job.*
                """).map(Self.job(from:))
        }
    }

    func renewLease(jobID: String, owner: String, until: Date) async throws -> Bool {
        try await write(touching: []) { connection in
            if try await connection.first("""
                UPDATE job SET "leaseExpiresAt" = \(until)
                WHERE id = \(jobID) AND status = 'running' AND "leaseOwner" = \(owner) RETURNING id
                """) != nil { return true }
            // Finished by this owner (its result writer or its own finishJob): nothing to renew,
            // but still ours, so the heartbeat does not cancel the runner before it reports.
            return try await connection.first("""
                SELECT 1 FROM job WHERE id = \(jobID) AND status IN ('completed', 'failed') AND "leaseOwner" = \(owner)
                """) != nil
        }
    }

    func nextRunnableDate() async throws -> Date? {
        try await read { connection in
            try await connection.first("""
                SELECT LEAST((SELECT MIN("runAfter") FROM job WHERE status = 'queued'),
                             (SELECT MIN("leaseExpiresAt") FROM job WHERE status = 'running')) AS moment
                """)?.optionalDate("moment")
        }
    }

    func finishJob(lease: JobLease, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await write(touching: []) { connection in
            guard try await connection.first("""
                UPDATE job SET status = \(status.rawValue), error = \(error), "updatedAt" = \(now)
                WHERE id = \(lease.jobID) AND "leaseOwner" = \(lease.owner) AND status IN ('running', \(status.rawValue))
                RETURNING id
                """) != nil else { throw JobLeaseLost(lease: lease) }
        }
    }

    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await write(touching: []) { connection in
            try await connection.run("""
                UPDATE job SET status = \(status.rawValue), error = \(error), "updatedAt" = \(now) WHERE id = \(id)
                """)
        }
    }

    func recordUsage(jobID: String, usage: JobUsage) async throws {
        try await write(touching: []) { connection in
            try await connection.run("""
                UPDATE job SET provider = \(usage.provider), tokens = \(usage.tokens), characters = \(usage.characters),
                               images = \(usage.images), "durationMs" = \(usage.durationMilliseconds)
                WHERE id = \(jobID)
                """)
        }
    }

    func usage(userID: String, from start: Date, to end: Date) async throws -> [JobKind: UsageTotals] {
        try await read { connection in
            // SUM of bigint is numeric and AVG numeric in PostgreSQL: cast back to Swift's types.
            let rows = try await connection.all("""
                SELECT kind, COUNT(*) AS requests,
                       COUNT(*) FILTER (WHERE status = 'completed') AS succeeded,
                       COUNT(*) FILTER (WHERE status = 'failed') AS failed,
                       COALESCE(SUM(tokens), 0)::bigint AS tokens, COALESCE(SUM(characters), 0)::bigint AS characters,
                       COALESCE(SUM(images), 0)::bigint AS images, AVG("durationMs")::double precision AS "averageDuration",
                       COUNT(*) FILTER (WHERE provider LIKE '%fallback%') AS "fellBack"
                FROM job WHERE "userId" = \(userID) AND "createdAt" >= \(start) AND "createdAt" <= \(end) GROUP BY kind
                """)
            var totals: [JobKind: UsageTotals] = [:]
            for row in rows.map({ $0.makeRandomAccess() }) {
                guard let kind = JobKind(rawValue: try row.get("kind")) else { continue }
                totals[kind] = UsageTotals(
                    requests: try row.get("requests"), succeeded: try row.get("succeeded"), failed: try row.get("failed"),
                    tokens: try row.get("tokens"), characters: try row.get("characters"), images: try row.get("images"),
                    averageDurationMilliseconds: try row.get("averageDuration"), fellBackOffline: try row.get("fellBack"))
            }
            return totals
        }
    }

    func generationCounts(userID: String) async throws -> GenerationCounts {
        try await read { connection in
            let stories = try await connection.first("""
                SELECT COUNT(*) FILTER (WHERE "generationStatus" = 'completed') AS written,
                       COUNT(*) FILTER (WHERE "audioStatus" = 'completed') AS narrated,
                       MAX("createdAt") AS latest
                FROM story WHERE "userId" = \(userID)
                """)
            let pictures = try await connection.first("""
                SELECT COUNT(*) AS n FROM illustration JOIN story ON story.id = illustration."storyId"
                WHERE story."userId" = \(userID) AND illustration.status = 'completed'
                """)?.get("n", as: Int.self) ?? 0
            return GenerationCounts(stories: try stories?.get("written") ?? 0, narrations: try stories?.get("narrated") ?? 0,
                                    illustrations: pictures, lastStoryAt: try stories?.optionalDate("latest"))
        }
    }

    /// Nothing: a job another instance is running looks exactly like one a killed instance left,
    /// so a dead instance's jobs come back through their expired leases (`claimNextJob`).
    func requeueInterruptedJobs(now: Date) async throws -> Int { 0 }

    func activeJobs(targetID: String) async throws -> [JobRecord] {
        try await read { connection in
            try await connection.all("""
                SELECT * FROM job WHERE "targetId" = \(targetID) AND status IN ('queued', 'running') ORDER BY "createdAt", seq
                """).map { try Self.job(from: $0.makeRandomAccess()) }
        }
    }

    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?) {
        try await read { connection in
            let row = try await connection.first("""
                SELECT COUNT(*) AS n, MIN("createdAt") AS oldest FROM job
                WHERE "userId" = \(userID) AND kind = \(kind.rawValue) AND "createdAt" > \(since)
                """)
            return (try row?.get("n") ?? 0, try row?.optionalDate("oldest"))
        }
    }

    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply? {
        try await read { connection in
            // Kept a day; an older key no longer replays even before it is swept.
            try await connection.first("""
                SELECT * FROM idempotency
                WHERE "userId" = \(userID) AND key = \(key) AND "createdAt" > \(Date.storageNow.addingTimeInterval(-86400))
                """).map {
                IdempotentReply(fingerprint: try $0.get("fingerprint"), status: try $0.get("status"), body: try $0.get("body"),
                                location: try $0.get("location"))
            }
        }
    }

    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws {
        try await write(touching: []) { connection in
            try await connection.run("""
                INSERT INTO idempotency ("userId", key, fingerprint, status, body, location, "createdAt")
                VALUES (\(userID), \(key), \(reply.fingerprint), \(reply.status), \(reply.body), \(reply.location), \(now))
                ON CONFLICT ("userId", key) DO NOTHING
                """)
            // Keys are kept a day, as payment APIs do; older ones no longer protect anything.
            try await connection.run(#"DELETE FROM idempotency WHERE "createdAt" < \#(now.addingTimeInterval(-86400))"#)
        }
    }

    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double, writerMemory: String?,
                       illustrations: [IllustrationRecord]?, lease: JobLease, now: Date) async throws -> Bool {
        try await write(touching: .content) { connection in
            guard try await Self.lock("story", id: id, on: connection) else { return false }
            if illustrations == nil {
                try await Self.requireHeld(lease, on: connection)
            } else {
                try await Self.complete(lease, on: connection, now: now)
            }
            try await connection.run("""
                UPDATE story SET title = \(title), content = \(content), "estimatedDuration" = \(estimatedDuration),
                                 "writerMemory" = \(writerMemory), "generationStatus" = 'completed', "generationError" = NULL,
                                 "illustrationStatus" = \((illustrations ?? []).isEmpty ? "none" : "pending"), "updatedAt" = \(now)
                WHERE id = \(id)
                """)
            try await connection.run(#"DELETE FROM story_draft WHERE "storyId" = \#(id)"#)
            if let illustrations { try await Self.replaceIllustrations(of: id, with: illustrations, on: connection) }
            return true
        }
    }

    func saveScenes(storyID: String, illustrations: [IllustrationRecord], lease: JobLease, now: Date) async throws -> Bool {
        try await write(touching: .content) { connection in
            guard try await Self.lock("story", id: storyID, on: connection) else { return false }
            try await Self.complete(lease, on: connection, now: now)
            try await connection.run("""
                UPDATE story SET "illustrationStatus" = \(illustrations.isEmpty ? "none" : "pending"), "updatedAt" = \(now)
                WHERE id = \(storyID)
                """)
            try await Self.replaceIllustrations(of: storyID, with: illustrations, on: connection)
            return true
        }
    }

    private static func replaceIllustrations(of storyID: String, with illustrations: [IllustrationRecord],
                                             on connection: PostgresConnection) async throws {
        try await connection.run(#"DELETE FROM illustration WHERE "storyId" = \#(storyID)"#)
        for item in illustrations {
            try await connection.run("""
                INSERT INTO illustration (id, "storyId", "displayOrder", "textSegment", "imagePrompt", "timestamp", status,
                                          "imagePath", error)
                VALUES (\(item.id), \(storyID), \(item.displayOrder), \(item.textSegment), \(item.imagePrompt),
                        \(item.timestamp), \(item.status), \(item.imagePath), \(item.error))
                """)
        }
    }

    func appendStoryDraft(id: String, title: String?, piece: String, lease: JobLease) async throws {
        try await write(touching: []) { connection in
            try await Self.requireHeld(lease, on: connection)
            try await connection.run("""
                INSERT INTO story_draft ("storyId", title, text) SELECT id, \(title), \(piece) FROM story WHERE id = \(id)
                ON CONFLICT ("storyId") DO UPDATE SET text = story_draft.text || EXCLUDED.text,
                                                     title = COALESCE(EXCLUDED.title, story_draft.title)
                """)
        }
    }

    func storyDraft(id: String) async throws -> StoryDraft? {
        try await read { connection in
            guard let row = try await connection.first(#"SELECT title, text FROM story_draft WHERE "storyId" = \#(id)"#) else {
                return nil
            }
            return StoryDraft(title: try row.get("title"), text: try row.get("text"))
        }
    }

    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws {
        try await write(touching: .content) { connection in
            try await connection.run("""
                UPDATE story SET "generationStatus" = \(status), "generationError" = \(error), "updatedAt" = \(now) WHERE id = \(id)
                """)
            if status == "failed" { try await connection.run(#"DELETE FROM story_draft WHERE "storyId" = \#(id)"#) }
        }
    }

    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, lease: JobLease?, now: Date) async throws -> Bool {
        try await write(touching: .content) { connection in
            guard try await Self.lock("story", id: storyID, on: connection) else { return false }
            if let lease { try await Self.complete(lease, on: connection, now: now) }
            if status == "completed" {
                try await connection.run("""
                    UPDATE story SET "audioStatus" = \(status), "audioPath" = \(path), "audioDuration" = \(duration),
                                     "audioVoice" = \(voice), "audioError" = NULL, "updatedAt" = \(now)
                    WHERE id = \(storyID)
                    """)
            } else {
                try await connection.run("""
                    UPDATE story SET "audioStatus" = \(status), "audioError" = \(error), "updatedAt" = \(now) WHERE id = \(storyID)
                    """)
            }
            return true
        }
    }

    func setIllustration(id: String, status: String, path: String?, error: String?, lease: JobLease?) async throws -> Bool {
        try await write(touching: .content) { connection in
            if let lease { try await Self.requireHeld(lease, on: connection) }
            return try await connection.first("""
                UPDATE illustration SET status = \(status), "imagePath" = COALESCE(\(path), "imagePath"), error = \(error)
                WHERE id = \(id) RETURNING id
                """) != nil
        }
    }

    func failProcessingIllustrations(storyID: String, message: String, lease: JobLease?) async throws {
        try await write(touching: .content) { connection in
            if let lease { try await Self.requireHeld(lease, on: connection) }
            try await connection.run("""
                UPDATE illustration SET status = 'failed', error = \(message) WHERE "storyId" = \(storyID) AND status = 'processing'
                """)
        }
    }

    func setIllustrationStatus(storyID: String, status: String, lease: JobLease?, now: Date) async throws {
        try await write(touching: .content) { connection in
            if let lease { try await Self.complete(lease, on: connection, now: now) }
            try await connection.run("""
                UPDATE story SET "illustrationStatus" = \(status), "updatedAt" = \(now) WHERE id = \(storyID)
                """)
        }
    }

    func setAvatar(heroID: String, path: String, prompt: String?, lease: JobLease, now: Date) async throws -> Bool {
        try await write(touching: .content) { connection in
            guard try await Self.lock("hero", id: heroID, on: connection) else { return false }
            try await Self.complete(lease, on: connection, now: now)
            try await connection.run("""
                UPDATE hero SET "avatarPath" = \(path), "avatarPrompt" = COALESCE(\(prompt), "avatarPrompt"), "updatedAt" = \(now)
                WHERE id = \(heroID)
                """)
            return true
        }
    }

    func storyForJob(id: String) async throws -> StoryRecord? {
        try await read { connection in
            try await connection.first(PostgresQuery(unsafeSQL: """
                SELECT \(Self.storyColumns) FROM story s JOIN hero h ON h.id = s."heroId" WHERE s.id = $1
                """, binds: Self.bindings(id))).map(Self.story(from:))
        }
    }

    func heroForJob(id: String) async throws -> HeroRecord? {
        try await read { connection in
            try await connection.first(PostgresQuery(unsafeSQL: "SELECT \(Self.heroColumns) FROM hero h WHERE h.id = $1",
                                                     binds: Self.bindings(id))).map(Self.hero(from:))
        }
    }

    // MARK: Helpers

    /// Locks the row `id` of `table` (`story` or `hero`) for the transaction; false when it no
    /// longer exists. A deletion racing the write then either went first or waits for it.
    private static func lock(_ table: String, id: String, on connection: PostgresConnection) async throws -> Bool {
        try await connection.first(PostgresQuery(unsafeSQL: "SELECT 1 FROM \(table) WHERE id = $1 FOR UPDATE",
                                                 binds: bindings(id))) != nil
    }

    /// Completes the job of `lease`, or throws `JobLeaseLost` (rolling the whole write back)
    /// when it is no longer running under that lease.
    private static func complete(_ lease: JobLease, on connection: PostgresConnection, now: Date) async throws {
        guard try await connection.first("""
            UPDATE job SET status = 'completed', error = NULL, "updatedAt" = \(now)
            WHERE id = \(lease.jobID) AND status = 'running' AND "leaseOwner" = \(lease.owner)
            RETURNING id
            """) != nil else { throw JobLeaseLost(lease: lease) }
    }

    /// Throws `JobLeaseLost` unless the job of `lease` is still running under it, leaving the
    /// job as it is: the guard of a write that does not finish the job. The row stays locked
    /// (`FOR SHARE`) until the transaction ends, so a concurrent claim (`FOR UPDATE SKIP
    /// LOCKED`) passes over it and a takeover cannot slip in between the guard and the write.
    private static func requireHeld(_ lease: JobLease, on connection: PostgresConnection) async throws {
        guard try await connection.first("""
            SELECT 1 FROM job WHERE id = \(lease.jobID) AND status = 'running' AND "leaseOwner" = \(lease.owner) FOR SHARE
            """) != nil else { throw JobLeaseLost(lease: lease) }
    }

    static func job(from row: PostgresRandomAccessRow) throws -> JobRecord {
        JobRecord(id: try row.get("id"), kind: JobKind(rawValue: try row.get("kind")) ?? .story, userID: try row.get("userId"),
                  targetID: try row.get("targetId"), payload: try row.get("payload"),
                  status: JobRecord.Status(rawValue: try row.get("status")) ?? .queued, attempts: try row.get("attempts"),
                  error: try row.get("error"), runAfter: try row.date("runAfter"), createdAt: try row.date("createdAt"),
                  updatedAt: try row.date("updatedAt"), leaseOwner: try row.get("leaseOwner"),
                  leaseExpiresAt: try row.optionalDate("leaseExpiresAt"))
    }
}
