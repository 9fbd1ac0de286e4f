import Foundation

/// What a user's jobs used and made (`JobStore`'s accounting) for both databases: one pass over
/// the period's jobs, summed in SQL (`FILTER` and `CAST`, which both dialects read alike).
extension SQLStore {
    func usage(userID: String, from start: Date, to end: Date) async throws -> [JobKind: UsageTotals] {
        try await reading { sql in
            // PostgreSQL's SUM of bigint is numeric and its AVG numeric: cast back to Swift's types.
            let rows = try await sql.all("""
                SELECT kind, COUNT(*) AS requests,
                       COUNT(*) FILTER (WHERE status = 'completed') AS succeeded,
                       COUNT(*) FILTER (WHERE status = 'failed') AS failed,
                       CAST(COALESCE(SUM(tokens), 0) AS BIGINT) AS tokens,
                       CAST(COALESCE(SUM(characters), 0) AS BIGINT) AS characters,
                       CAST(COALESCE(SUM(images), 0) AS BIGINT) AS images,
                       CAST(AVG("durationMs") AS DOUBLE PRECISION) AS "averageDuration",
                       COUNT(*) FILTER (WHERE provider LIKE '%fallback%') AS "fellBack"
                FROM job WHERE "userId" = \(userID) AND "createdAt" >= \(start) AND "createdAt" <= \(end) GROUP BY kind
                """)
            var totals: [JobKind: UsageTotals] = [:]
            for row in rows {
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
        try await reading { sql in
            let stories = try await sql.first("""
                SELECT COUNT(*) FILTER (WHERE "generationStatus" = 'completed') AS written,
                       COUNT(*) FILTER (WHERE "audioStatus" = 'completed') AS narrated,
                       MAX("createdAt") AS latest
                FROM story WHERE "userId" = \(userID)
                """)
            let pictures = try await sql.value("""
                SELECT COUNT(*) AS n FROM illustration JOIN story ON story.id = illustration."storyId"
                WHERE story."userId" = \(userID) AND illustration.status = 'completed'
                """, column: "n", as: Int.self) ?? 0
            return GenerationCounts(stories: try stories?.get("written") ?? 0, narrations: try stories?.get("narrated") ?? 0,
                                    illustrations: pictures, lastStoryAt: try stories?.get("latest"))
        }
    }
}
