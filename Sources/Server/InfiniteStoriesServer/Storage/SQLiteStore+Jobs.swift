import Foundation
import GRDB

/// `JobStore` on SQLite. Leases work as on PostgreSQL, though one server per data folder (and
/// GRDB's single writer) makes the claim race-free by itself; at start every running job is
/// requeued, since the server that held it is gone.
extension SQLiteStore: JobStore {
    func enqueue(_ job: JobRecord, hourlyLimit: Int?, story: StoryRecord?, mark: AcceptedWorkMark?) async throws -> EnqueueOutcome {
        try await pool.write { db in
            if let hourlyLimit {
                let row = try Row.fetchOne(db, sql: """
                    SELECT COUNT(*) AS n, MIN(createdAt) AS oldest FROM job WHERE userId = ? AND kind = ? AND createdAt > ?
                    """, arguments: [job.userID, job.kind.rawValue, job.createdAt.addingTimeInterval(-3600)])
                if let count: Int = row?["n"], count >= hourlyLimit {
                    return .limited(oldestInWindow: row?["oldest"] ?? job.createdAt)
                }
            }
            if let active = try Row.fetchOne(db, sql: """
                SELECT * FROM job WHERE targetId = ? AND kind = ? AND status IN ('queued', 'running')
                """, arguments: [job.targetID, job.kind.rawValue]) {
                return .existing(Self.job(from: active))
            }
            if let story { try Self.insert(story, illustrations: [], into: db) }
            try db.execute(sql: """
                INSERT INTO job (id, kind, userId, targetId, payload, status, attempts, error, runAfter, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [job.id, job.kind.rawValue, job.userID, job.targetID, job.payload, job.status.rawValue,
                                 job.attempts, job.error, job.runAfter, job.createdAt, job.updatedAt])
            switch mark {
            case .audioProcessing:
                try db.execute(sql: "UPDATE story SET audioStatus = 'processing', audioError = NULL, updatedAt = ? WHERE id = ?",
                               arguments: [job.createdAt, job.targetID])
            case .illustrationsProcessing:
                try db.execute(sql: "UPDATE story SET illustrationStatus = 'processing', updatedAt = ? WHERE id = ?",
                               arguments: [job.createdAt, job.targetID])
            case nil:
                break
            }
            return .accepted(job)
        }
    }

    func claimNextJob(now: Date, owner: String, leaseUntil: Date) async throws -> JobRecord? {
        try await pool.write { db in
            // A running job without a lease predates leases: nobody can be renewing it.
            guard let row = try Row.fetchOne(db, sql: """
                SELECT * FROM job
                WHERE (status = 'queued' AND runAfter <= ?)
                   OR (status = 'running' AND (leaseExpiresAt IS NULL OR leaseExpiresAt <= ?))
                ORDER BY runAfter, createdAt, rowid LIMIT 1
                """, arguments: [now, now]) else { return nil }
            var job = Self.job(from: row)
            job.status = .running
            job.attempts += 1
            job.updatedAt = now
            job.leaseOwner = owner
            job.leaseExpiresAt = leaseUntil
            try db.execute(sql: """
                UPDATE job SET status = 'running', attempts = ?, updatedAt = ?, leaseOwner = ?, leaseExpiresAt = ? WHERE id = ?
                """, arguments: [job.attempts, now, owner, leaseUntil, job.id])
            return job
        }
    }

    func renewLease(jobID: String, owner: String, until: Date) async throws -> Bool {
        try await pool.write { db in
            try db.execute(sql: "UPDATE job SET leaseExpiresAt = ? WHERE id = ? AND status = 'running' AND leaseOwner = ?",
                           arguments: [until, jobID, owner])
            if db.changesCount > 0 { return true }
            // Finished by this owner (its result writer or its own finishJob): nothing to renew,
            // but still ours, so the heartbeat does not cancel the runner before it reports.
            return try Int.fetchOne(db, sql: """
                SELECT 1 FROM job WHERE id = ? AND status IN ('completed', 'failed') AND leaseOwner = ?
                """, arguments: [jobID, owner]) != nil
        }
    }

    func nextRunnableDate() async throws -> Date? {
        try await pool.read { db in
            try Date.fetchOne(db, sql: """
                SELECT MIN(moment) FROM (
                    SELECT MIN(runAfter) AS moment FROM job WHERE status = 'queued'
                    UNION ALL
                    SELECT MIN(leaseExpiresAt) FROM job WHERE status = 'running'
                )
                """)
        }
    }

    func finishJob(lease: JobLease, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE job SET status = ?, error = ?, updatedAt = ? WHERE id = ? AND leaseOwner = ? AND status IN ('running', ?)
                """, arguments: [status.rawValue, error, now, lease.jobID, lease.owner, status.rawValue])
            guard db.changesCount > 0 else { throw JobLeaseLost(lease: lease) }
        }
    }

    func finishJob(id: String, status: JobRecord.Status, error: String?, now: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: "UPDATE job SET status = ?, error = ?, updatedAt = ? WHERE id = ?",
                           arguments: [status.rawValue, error, now, id])
        }
    }

    func recordUsage(jobID: String, usage: JobUsage) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE job SET provider = ?, tokens = ?, characters = ?, images = ?, durationMs = ? WHERE id = ?
                """, arguments: [usage.provider, usage.tokens, usage.characters, usage.images, usage.durationMilliseconds, jobID])
        }
    }

    func usage(userID: String, from start: Date, to end: Date) async throws -> [JobKind: UsageTotals] {
        try await pool.read { db in
            // One pass over the user's jobs of the period (index job_user_kind), summed in SQL.
            let rows = try Row.fetchAll(db, sql: """
                SELECT kind, COUNT(*) AS requests,
                       SUM(status = 'completed') AS succeeded, SUM(status = 'failed') AS failed,
                       COALESCE(SUM(tokens), 0) AS tokens, COALESCE(SUM(characters), 0) AS characters,
                       COALESCE(SUM(images), 0) AS images, AVG(durationMs) AS averageDuration,
                       SUM(provider LIKE '%fallback%') AS fellBack
                FROM job WHERE userId = ? AND createdAt >= ? AND createdAt <= ? GROUP BY kind
                """, arguments: [userID, start, end])
            var totals: [JobKind: UsageTotals] = [:]
            for row in rows {
                guard let kind = JobKind(rawValue: row["kind"]) else { continue }
                totals[kind] = UsageTotals(requests: row["requests"], succeeded: row["succeeded"] ?? 0, failed: row["failed"] ?? 0,
                                           tokens: row["tokens"], characters: row["characters"], images: row["images"],
                                           averageDurationMilliseconds: row["averageDuration"], fellBackOffline: row["fellBack"] ?? 0)
            }
            return totals
        }
    }

    func generationCounts(userID: String) async throws -> GenerationCounts {
        try await pool.read { db in
            let stories = try Row.fetchOne(db, sql: """
                SELECT SUM(generationStatus = 'completed') AS written, SUM(audioStatus = 'completed') AS narrated,
                       MAX(createdAt) AS latest
                FROM story WHERE userId = ?
                """, arguments: [userID])
            let pictures = try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM illustration JOIN story ON story.id = illustration.storyId
                WHERE story.userId = ? AND illustration.status = 'completed'
                """, arguments: [userID]) ?? 0
            return GenerationCounts(stories: stories?["written"] ?? 0, narrations: stories?["narrated"] ?? 0,
                                    illustrations: pictures, lastStoryAt: stories?["latest"])
        }
    }

    func requeueInterruptedJobs(now: Date) async throws -> Int {
        try await pool.write { db in
            try db.execute(sql: """
                UPDATE job SET status = 'queued', runAfter = ?, updatedAt = ?, leaseOwner = NULL, leaseExpiresAt = NULL
                WHERE status = 'running'
                """, arguments: [now, now])
            return db.changesCount
        }
    }

    func activeJobs(targetID: String) async throws -> [JobRecord] {
        try await pool.read { db in
            try Row.fetchAll(db, sql: """
                SELECT * FROM job WHERE targetId = ? AND status IN ('queued', 'running') ORDER BY createdAt, rowid
                """, arguments: [targetID]).map(Self.job(from:))
        }
    }

    func acceptedJobs(userID: String, kind: JobKind, since: Date) async throws -> (count: Int, oldest: Date?) {
        try await pool.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT COUNT(*) AS n, MIN(createdAt) AS oldest FROM job WHERE userId = ? AND kind = ? AND createdAt > ?
                """, arguments: [userID, kind.rawValue, since])
            return (row?["n"] ?? 0, row?["oldest"])
        }
    }

    func idempotentReply(userID: String, key: String) async throws -> IdempotentReply? {
        try await pool.read { db in
            // Kept a day; an older key no longer replays even before it is swept.
            try Row.fetchOne(db, sql: "SELECT * FROM idempotency WHERE userId = ? AND key = ? AND createdAt > ?",
                             arguments: [userID, key, Date.storageNow.addingTimeInterval(-86400)])
                .map { IdempotentReply(fingerprint: $0["fingerprint"], status: $0["status"], body: $0["body"], location: $0["location"]) }
        }
    }

    func saveIdempotentReply(_ reply: IdempotentReply, userID: String, key: String, now: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: """
                INSERT OR IGNORE INTO idempotency (userId, key, fingerprint, status, body, location, createdAt)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """, arguments: [userID, key, reply.fingerprint, reply.status, reply.body, reply.location, now])
            // Keys are kept a day, as payment APIs do; older ones no longer protect anything.
            try db.execute(sql: "DELETE FROM idempotency WHERE createdAt < ?", arguments: [now.addingTimeInterval(-86400)])
        }
    }

    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double, writerMemory: String?,
                       illustrations: [IllustrationRecord]?, lease: JobLease, now: Date) async throws -> Bool {
        try await pool.write { db in
            guard try Self.exists(db, table: "story", id: id) else { return false }
            if illustrations == nil { try Self.requireHeld(lease, in: db) } else { try Self.complete(lease, in: db, now: now) }
            try db.execute(sql: """
                UPDATE story SET title = ?, content = ?, estimatedDuration = ?, writerMemory = ?, generationStatus = 'completed',
                                 generationError = NULL, illustrationStatus = ?, updatedAt = ?
                WHERE id = ?
                """, arguments: [title, content, estimatedDuration, writerMemory, (illustrations ?? []).isEmpty ? "none" : "pending",
                                 now, id])
            try db.execute(sql: "DELETE FROM story_draft WHERE storyId = ?", arguments: [id])
            if let illustrations { try Self.replaceIllustrations(of: id, with: illustrations, in: db) }
            return true
        }
    }

    func saveScenes(storyID: String, illustrations: [IllustrationRecord], lease: JobLease, now: Date) async throws -> Bool {
        try await pool.write { db in
            guard try Self.exists(db, table: "story", id: storyID) else { return false }
            try Self.complete(lease, in: db, now: now)
            try db.execute(sql: "UPDATE story SET illustrationStatus = ?, updatedAt = ? WHERE id = ?",
                           arguments: [illustrations.isEmpty ? "none" : "pending", now, storyID])
            try Self.replaceIllustrations(of: storyID, with: illustrations, in: db)
            return true
        }
    }

    private static func replaceIllustrations(of storyID: String, with illustrations: [IllustrationRecord], in db: Database) throws {
        try db.execute(sql: "DELETE FROM illustration WHERE storyId = ?", arguments: [storyID])
        for item in illustrations {
            try db.execute(sql: """
                INSERT INTO illustration (id, storyId, displayOrder, textSegment, imagePrompt, timestamp, status, imagePath, error)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [item.id, storyID, item.displayOrder, item.textSegment, item.imagePrompt,
                                 item.timestamp, item.status, item.imagePath, item.error])
        }
    }

    func appendStoryDraft(id: String, title: String?, piece: String, lease: JobLease) async throws {
        try await pool.write { db in
            try Self.requireHeld(lease, in: db)
            try db.execute(sql: """
                INSERT INTO story_draft (storyId, title, text) SELECT id, ?, ? FROM story WHERE id = ?
                ON CONFLICT(storyId) DO UPDATE SET text = text || excluded.text, title = COALESCE(excluded.title, title)
                """, arguments: [title, piece, id])
        }
    }

    func storyDraft(id: String) async throws -> StoryDraft? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT title, text FROM story_draft WHERE storyId = ?", arguments: [id])
                .map { StoryDraft(title: $0["title"], text: $0["text"]) }
        }
    }

    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws {
        try await pool.write { db in
            try db.execute(sql: "UPDATE story SET generationStatus = ?, generationError = ?, updatedAt = ? WHERE id = ?",
                           arguments: [status, error, now, id])
            if status == "failed" { try db.execute(sql: "DELETE FROM story_draft WHERE storyId = ?", arguments: [id]) }
        }
    }

    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, lease: JobLease?, now: Date) async throws -> Bool {
        try await pool.write { db in
            guard try Self.exists(db, table: "story", id: storyID) else { return false }
            if let lease { try Self.complete(lease, in: db, now: now) }
            if status == "completed" {
                try db.execute(sql: """
                    UPDATE story SET audioStatus = ?, audioPath = ?, audioDuration = ?, audioVoice = ?, audioError = NULL,
                                     updatedAt = ? WHERE id = ?
                    """, arguments: [status, path, duration, voice, now, storyID])
            } else {
                try db.execute(sql: "UPDATE story SET audioStatus = ?, audioError = ?, updatedAt = ? WHERE id = ?",
                               arguments: [status, error, now, storyID])
            }
            return true
        }
    }

    func setIllustration(id: String, status: String, path: String?, error: String?, lease: JobLease?) async throws -> Bool {
        try await pool.write { db in
            if let lease { try Self.requireHeld(lease, in: db) }
            try db.execute(sql: "UPDATE illustration SET status = ?, imagePath = COALESCE(?, imagePath), error = ? WHERE id = ?",
                           arguments: [status, path, error, id])
            return db.changesCount > 0
        }
    }

    func failProcessingIllustrations(storyID: String, message: String, lease: JobLease?) async throws {
        try await pool.write { db in
            if let lease { try Self.requireHeld(lease, in: db) }
            try db.execute(sql: "UPDATE illustration SET status = 'failed', error = ? WHERE storyId = ? AND status = 'processing'",
                           arguments: [message, storyID])
        }
    }

    func setIllustrationStatus(storyID: String, status: String, lease: JobLease?, now: Date) async throws {
        try await pool.write { db in
            if let lease { try Self.complete(lease, in: db, now: now) }
            try db.execute(sql: "UPDATE story SET illustrationStatus = ?, updatedAt = ? WHERE id = ?", arguments: [status, now, storyID])
        }
    }

    func setAvatar(heroID: String, path: String, prompt: String?, lease: JobLease, now: Date) async throws -> Bool {
        try await pool.write { db in
            guard try Self.exists(db, table: "hero", id: heroID) else { return false }
            try Self.complete(lease, in: db, now: now)
            try db.execute(sql: "UPDATE hero SET avatarPath = ?, avatarPrompt = COALESCE(?, avatarPrompt), updatedAt = ? WHERE id = ?",
                           arguments: [path, prompt, now, heroID])
            return true
        }
    }

    private static func exists(_ db: Database, table: String, id: String) throws -> Bool {
        try Int.fetchOne(db, sql: "SELECT 1 FROM \(table) WHERE id = ?", arguments: [id]) != nil
    }

    /// Completes the job of `lease`, or throws `JobLeaseLost` (rolling the whole write back)
    /// when it is no longer running under that lease.
    private static func complete(_ lease: JobLease, in db: Database, now: Date) throws {
        try db.execute(sql: """
            UPDATE job SET status = 'completed', error = NULL, updatedAt = ? WHERE id = ? AND status = 'running' AND leaseOwner = ?
            """, arguments: [now, lease.jobID, lease.owner])
        guard db.changesCount > 0 else { throw JobLeaseLost(lease: lease) }
    }

    /// Throws `JobLeaseLost` unless the job of `lease` is still running under it, leaving the
    /// job as it is: the guard of a write that does not finish the job. GRDB's single writer
    /// keeps it held until the transaction ends.
    private static func requireHeld(_ lease: JobLease, in db: Database) throws {
        guard try Int.fetchOne(db, sql: "SELECT 1 FROM job WHERE id = ? AND status = 'running' AND leaseOwner = ?",
                               arguments: [lease.jobID, lease.owner]) != nil else { throw JobLeaseLost(lease: lease) }
    }

    func storyForJob(id: String) async throws -> StoryRecord? {
        try await pool.read { db in
            guard let owner = try String.fetchOne(db, sql: "SELECT userId FROM story WHERE id = ?", arguments: [id]) else { return nil }
            return try Row.fetchOne(db, sql: """
                SELECT s.*, h.name AS heroName, h.avatarPath AS heroAvatarPath,
                       (SELECT COUNT(*) FROM illustration i WHERE i.storyId = s.id) AS illustrationCount
                FROM story s JOIN hero h ON h.id = s.heroId WHERE s.id = ? AND s.userId = ?
                """, arguments: [id, owner]).map(Self.story(from:))
        }
    }

    func heroForJob(id: String) async throws -> HeroRecord? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: """
                SELECT h.*, (SELECT COUNT(*) FROM story s WHERE s.heroId = h.id) AS storyCount FROM hero h WHERE h.id = ?
                """, arguments: [id]).map(Self.hero(from:))
        }
    }

    static func job(from row: Row) -> JobRecord {
        JobRecord(id: row["id"], kind: JobKind(rawValue: row["kind"]) ?? .story, userID: row["userId"],
                  targetID: row["targetId"], payload: row["payload"],
                  status: JobRecord.Status(rawValue: row["status"]) ?? .queued, attempts: row["attempts"],
                  error: row["error"], runAfter: row["runAfter"], createdAt: row["createdAt"], updatedAt: row["updatedAt"],
                  leaseOwner: row["leaseOwner"], leaseExpiresAt: row["leaseExpiresAt"])
    }
}
