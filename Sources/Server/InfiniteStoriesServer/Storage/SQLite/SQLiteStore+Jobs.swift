import Foundation

/// What SQLite does its own way in `JobStore` (the rest is shared, `SQLStore+Jobs`). One server
/// per data folder and GRDB's single writer make the claim race-free by itself; at start every
/// running job is requeued, since the server that held it is gone.
extension SQLiteStore: JobStore {
    func claimJobs(now: Date, owner: String, leaseUntil: Date, kinds: Set<JobKind>, limit: Int) async throws -> [JobRecord] {
        try await writing(touching: []) { sql in
            // A running job without a lease predates leases: nobody can be renewing it.
            let rows = try await sql.all("""
                SELECT * FROM job
                WHERE ((status = 'queued' AND "runAfter" <= \(now))
                       OR (status = 'running' AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" <= \(now))))
                  AND \(raw: Self.kind(in: kinds))
                ORDER BY "runAfter", "createdAt", rowid LIMIT \(max(1, limit))
                """)
            var claimed: [JobRecord] = []
            for row in rows {
                var job = try JobRecord(row: row)
                job.status = .running
                job.attempts += 1
                job.updatedAt = now
                job.leaseOwner = owner
                job.leaseExpiresAt = leaseUntil
                try await sql.run("""
                    UPDATE job SET status = 'running', attempts = \(job.attempts), "updatedAt" = \(now), "leaseOwner" = \(owner),
                                   "leaseExpiresAt" = \(leaseUntil)
                    WHERE id = \(job.id)
                    """)
                claimed.append(job)
            }
            return claimed
        }
    }

    func requeueInterruptedJobs(now: Date) async throws -> Int {
        try await writing(touching: []) { sql in
            try await sql.all("""
                UPDATE job SET status = 'queued', "runAfter" = \(now), "updatedAt" = \(now), "leaseOwner" = NULL,
                               "leaseExpiresAt" = NULL
                WHERE status = 'running' RETURNING id
                """).count
        }
    }

    /// Nothing: the single writer already serialises the count and the insert.
    func lockHourlyLimit(userID: String, kind: JobKind, on sql: any SQLExecutor) async throws {}
}
