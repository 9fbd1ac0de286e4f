import Foundation

/// What a job writes back (`JobStore`'s result writers) for both databases. A writer locks its
/// target row before checking it still exists, so a deletion racing it either went first or
/// waits; it then completes its job only while it runs under the writer's lease (else
/// `JobLeaseLost`, which rolls the whole write back).
extension SQLStore {
    func saveStoryText(id: String, title: String, content: String, estimatedDuration: Double, writerMemory: String?,
                       summary: String?, illustrations: [IllustrationRecord]?, lease: JobLease, now: Date) async throws -> Bool {
        try await writing(touching: .content) { sql in
            guard try await Self.lock("story", id: id, on: sql) else { return false }
            if illustrations == nil {
                try await Self.requireHeld(lease, on: sql)
            } else {
                try await Self.complete(lease, on: sql, now: now)
            }
            try await sql.run("""
                UPDATE story SET title = \(title), content = \(content), "estimatedDuration" = \(estimatedDuration),
                                 "writerMemory" = \(writerMemory), summary = \(summary), "generationStatus" = 'completed', "generationError" = NULL,
                                 "illustrationStatus" = \((illustrations ?? []).isEmpty ? "none" : "pending"), "updatedAt" = \(now)
                WHERE id = \(id)
                """)
            try await sql.run(#"DELETE FROM story_draft WHERE "storyId" = \#(id)"#)
            if let illustrations { try await Self.replaceIllustrations(of: id, with: illustrations, on: sql) }
            return true
        }
    }

    func saveScenes(storyID: String, illustrations: [IllustrationRecord], lease: JobLease, now: Date) async throws -> Bool {
        try await writing(touching: .content) { sql in
            guard try await Self.lock("story", id: storyID, on: sql) else { return false }
            try await Self.complete(lease, on: sql, now: now)
            try await sql.run("""
                UPDATE story SET "illustrationStatus" = \(illustrations.isEmpty ? "none" : "pending"), "updatedAt" = \(now)
                WHERE id = \(storyID)
                """)
            try await Self.replaceIllustrations(of: storyID, with: illustrations, on: sql)
            return true
        }
    }

    private static func replaceIllustrations(of storyID: String, with illustrations: [IllustrationRecord],
                                             on sql: any SQLExecutor) async throws {
        try await sql.run(#"DELETE FROM illustration WHERE "storyId" = \#(storyID)"#)
        for item in illustrations {
            try await sql.run("""
                INSERT INTO illustration (id, "storyId", "displayOrder", "textSegment", "imagePrompt", "timestamp", status,
                                          "imagePath", error)
                VALUES (\(item.id), \(storyID), \(item.displayOrder), \(item.textSegment), \(item.imagePrompt),
                        \(item.timestamp), \(item.status), \(item.imagePath), \(item.error))
                """)
        }
    }

    func appendStoryDraft(id: String, title: String?, piece: String, lease: JobLease) async throws {
        try await writing(touching: []) { sql in
            try await Self.requireHeld(lease, on: sql)
            try await sql.run("""
                INSERT INTO story_draft ("storyId", title, text) SELECT id, \(title), \(piece) FROM story WHERE id = \(id)
                ON CONFLICT ("storyId") DO UPDATE SET text = story_draft.text || excluded.text,
                                                     title = COALESCE(excluded.title, story_draft.title)
                """)
        }
    }

    func storyDraft(id: String) async throws -> StoryDraft? {
        try await reading { sql in
            try await sql.first(#"SELECT title, text FROM story_draft WHERE "storyId" = \#(id)"#).map {
                StoryDraft(title: try $0.get("title"), text: try $0.get("text"))
            }
        }
    }

    func setStoryGenerationStatus(id: String, status: String, error: String?, now: Date) async throws {
        try await writing(touching: .content) { sql in
            try await sql.run("""
                UPDATE story SET "generationStatus" = \(status), "generationError" = \(error), "updatedAt" = \(now) WHERE id = \(id)
                """)
            if status == "failed" { try await sql.run(#"DELETE FROM story_draft WHERE "storyId" = \#(id)"#) }
        }
    }

    func setAudio(storyID: String, status: String, path: String?, duration: Double?, voice: String?,
                  error: String?, lease: JobLease?, now: Date) async throws -> Bool {
        try await writing(touching: .content) { sql in
            guard try await Self.lock("story", id: storyID, on: sql) else { return false }
            if let lease { try await Self.complete(lease, on: sql, now: now) }
            if status == "completed" {
                try await sql.run("""
                    UPDATE story SET "audioStatus" = \(status), "audioPath" = \(path), "audioDuration" = \(duration),
                                     "audioVoice" = \(voice), "audioError" = NULL, "updatedAt" = \(now)
                    WHERE id = \(storyID)
                    """)
            } else {
                try await sql.run("""
                    UPDATE story SET "audioStatus" = \(status), "audioError" = \(error), "updatedAt" = \(now) WHERE id = \(storyID)
                    """)
            }
            return true
        }
    }

    func setIllustration(id: String, status: String, path: String?, error: String?, lease: JobLease?) async throws -> Bool {
        try await writing(touching: .content) { sql in
            if let lease { try await Self.requireHeld(lease, on: sql) }
            return try await sql.exists("""
                UPDATE illustration SET status = \(status), "imagePath" = COALESCE(\(path), "imagePath"), error = \(error)
                WHERE id = \(id) RETURNING id
                """)
        }
    }

    func failProcessingIllustrations(storyID: String, message: String, lease: JobLease?) async throws {
        try await writing(touching: .content) { sql in
            if let lease { try await Self.requireHeld(lease, on: sql) }
            try await sql.run("""
                UPDATE illustration SET status = 'failed', error = \(message) WHERE "storyId" = \(storyID) AND status = 'processing'
                """)
        }
    }

    func setIllustrationStatus(storyID: String, status: String, lease: JobLease?, now: Date) async throws {
        try await writing(touching: .content) { sql in
            if let lease { try await Self.complete(lease, on: sql, now: now) }
            try await sql.run(#"UPDATE story SET "illustrationStatus" = \#(status), "updatedAt" = \#(now) WHERE id = \#(storyID)"#)
        }
    }

    func setAvatar(heroID: String, path: String, prompt: String?, lease: JobLease, now: Date) async throws -> Bool {
        try await writing(touching: .content) { sql in
            guard try await Self.lock("hero", id: heroID, on: sql) else { return false }
            try await Self.complete(lease, on: sql, now: now)
            try await sql.run("""
                UPDATE hero SET "avatarPath" = \(path), "avatarPrompt" = COALESCE(\(prompt), "avatarPrompt"), "updatedAt" = \(now)
                WHERE id = \(heroID)
                """)
            return true
        }
    }

    /// Locks the row `id` of `table` (`story` or `hero`) for the transaction; false when it no
    /// longer exists.
    private static func lock(_ table: String, id: String, on sql: any SQLExecutor) async throws -> Bool {
        try await sql.exists("SELECT 1 FROM \(raw: table) WHERE id = \(id)\(SQLQuery.forUpdate)")
    }

    /// Completes the job of `lease`, or throws `JobLeaseLost` (rolling the whole write back)
    /// when it is no longer running under that lease.
    private static func complete(_ lease: JobLease, on sql: any SQLExecutor, now: Date) async throws {
        guard try await sql.exists("""
            UPDATE job SET status = 'completed', error = NULL, "updatedAt" = \(now)
            WHERE id = \(lease.jobID) AND status = 'running' AND "leaseOwner" = \(lease.owner)
            RETURNING id
            """) else { throw JobLeaseLost(lease: lease) }
    }

    /// Throws `JobLeaseLost` unless the job of `lease` is still running under it, leaving the
    /// job as it is: the guard of a write that does not finish the job. The row stays locked
    /// (`FOR SHARE` on PostgreSQL, the single writer on SQLite) until the transaction ends, so
    /// a concurrent claim passes over it and a takeover cannot slip in between guard and write.
    private static func requireHeld(_ lease: JobLease, on sql: any SQLExecutor) async throws {
        guard try await sql.exists("""
            SELECT 1 FROM job WHERE id = \(lease.jobID) AND status = 'running' AND "leaseOwner" = \(lease.owner)\(SQLQuery.forShare)
            """) else { throw JobLeaseLost(lease: lease) }
    }
}
