import Foundation
import PostgresNIO

/// What PostgreSQL does its own way in `JobStore` (the rest is shared, `SQLStore+Jobs`), where
/// several instances race: a claim takes its row with `FOR UPDATE SKIP LOCKED` (concurrent
/// claims pass over it), and the hourly limit's count and insert are serialised per user and
/// kind by a transaction advisory lock, so two requests cannot both take the last place.
extension PostgresStore: JobStore {
    /// The advisory locks' class (first key) for hourly limits: "JOBS" in ASCII, so the second
    /// key (a hash of user and kind) cannot collide with other code's locks.
    static let hourlyLimitLockClass: Int32 = 0x4A4F_4253

    func claimJobs(now: Date, owner: String, leaseUntil: Date, kinds: Set<JobKind>, limit: Int) async throws -> [JobRecord] {
        try await write(touching: []) { connection in
            // A running job without a lease predates leases: nobody can be renewing it.
            try await connection.all("""
                WITH next AS (
                    SELECT id FROM job
                    WHERE ((status = 'queued' AND "runAfter" <= \(now))
                           OR (status = 'running' AND ("leaseExpiresAt" IS NULL OR "leaseExpiresAt" <= \(now))))
                      AND \(unescaped: Self.kind(in: kinds))
                    ORDER BY "runAfter", "createdAt", seq
                    LIMIT \(max(1, limit))
                    FOR UPDATE SKIP LOCKED
                ), claimed AS (
                    UPDATE job SET status = 'running', attempts = job.attempts + 1, "updatedAt" = \(now),
                                   "leaseOwner" = \(owner), "leaseExpiresAt" = \(leaseUntil)
                    FROM next WHERE job.id = next.id
                    RETURNING job.*
                )
                SELECT * FROM claimed ORDER BY "runAfter", "createdAt", seq
                """).map { try JobRecord(row: PostgresSQLRow(row: $0.makeRandomAccess())) }
        }
    }

    /// Nothing: a job another instance is running looks exactly like one a killed instance left,
    /// so a dead instance's jobs come back through their expired leases (`claimJobs`).
    func requeueInterruptedJobs(now: Date) async throws -> Int { 0 }

    func lockHourlyLimit(userID: String, kind: JobKind, on sql: any SQLExecutor) async throws {
        try await sql.run("""
            SELECT pg_advisory_xact_lock(\(raw: String(Self.hourlyLimitLockClass)), hashtext(\(userID + ":" + kind.rawValue)))
            """)
    }
}
