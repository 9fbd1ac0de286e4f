import Foundation
import Hummingbird
import InfiniteStoriesModels

/// `GET /api/v1/user/usage`: what the user's generation work used over a period, with upstream's
/// shape (UPSTREAM.md §3.11): `period`, `summary`, `byOperation`, `rateLimits`, `userStats`.
///
/// Every figure comes from the job rows (one per accepted request, as upstream's `ApiUsage`
/// rows), which also carry what the work used: tokens a model reported, characters narrated,
/// pictures drawn, and the provider (marked when `--fallback offline` finished it). Beyond
/// upstream's fields each operation says `characters`, `images` and `fellBackOffline`. No price
/// is known for a configured provider, so `totalCost` is 0 (upstream estimated OpenAI's prices).
struct UsageRoutes: Sendable {
    let jobs: any JobStore
    /// Accepted jobs per user per hour by kind; nil when the limits are off.
    let hourlyLimits: [JobKind: Int]?

    /// Upstream's operation names, in its order.
    static let operations: [(JobKind, String)] = [
        (.story, "story_generation"), (.audio, "audio_generation"), (.avatar, "avatar_generation"),
        (.illustrations, "illustration_generation"),
    ]

    func register(on group: RouterGroup<AppRequestContext>, table: RouteTable) {
        table.add(.get, "/api/v1/user/usage")
        group.get("user/usage") { request, context in
            let user = try context.requireUser()
            let now = Date.storageNow
            let parameters = request.uri.queryParameters
            let end = try Self.date(parameters["endDate"], name: "endDate") ?? now
            let start = try Self.date(parameters["startDate"], name: "startDate") ?? end.addingTimeInterval(-30 * 86_400)
            guard start <= end else {
                let message = "startDate must be before endDate"
                throw APIError.validation(["startDate": message], message: message)
            }
            let totals = try await jobs.usage(userID: user.userID, from: start, to: end)
            var byOperation: [UsageReport.Operation] = []
            var limits: [String: UsageReport.Limit] = [:]
            for (kind, name) in Self.operations {
                let total = totals[kind] ?? .zero
                byOperation.append(UsageReport.Operation(
                    operation: name, totalRequests: total.requests, successfulRequests: total.succeeded,
                    failedRequests: total.failed, totalCost: 0, totalTokens: total.tokens,
                    averageDuration: total.averageDurationMilliseconds.map { ($0 * 10).rounded() / 10 } ?? 0,
                    characters: total.characters, images: total.images, fellBackOffline: total.fellBackOffline))
                if let limit = hourlyLimits?[kind] {
                    let hour = try await jobs.acceptedJobs(userID: user.userID, kind: kind, since: now.addingTimeInterval(-3600))
                    let resetAt = (hour.oldest ?? now).addingTimeInterval(3600)
                    limits[name] = UsageReport.Limit(remaining: max(0, limit - hour.count), limit: limit, resetAt: resetAt)
                }
            }
            let requests = byOperation.reduce(0) { $0 + $1.totalRequests }
            let succeeded = byOperation.reduce(0) { $0 + $1.successfulRequests }
            let counts = try await jobs.generationCounts(userID: user.userID)
            let report = UsageReport(
                period: .init(startDate: start, endDate: end),
                summary: .init(totalRequests: requests, successfulRequests: succeeded,
                               failedRequests: byOperation.reduce(0) { $0 + $1.failedRequests },
                               successRate: requests == 0 ? 0 : (Double(succeeded) * 1000 / Double(requests)).rounded() / 10,
                               totalCost: 0, totalTokens: byOperation.reduce(0) { $0 + $1.totalTokens }),
                byOperation: byOperation, rateLimits: limits,
                userStats: .init(totalStoriesGenerated: counts.stories, totalAudioGenerated: counts.narrations,
                                 totalIllustrationsGenerated: counts.illustrations, lastStoryGeneratedAt: counts.lastStoryAt))
            return JSONResponse.envelope(report)
        }
    }

    /// A date as the analytics routes read one (`AnalyticsRoutes.date`), or a plain
    /// `YYYY-MM-DD` (a period is usually whole days); nil when absent.
    static func date(_ value: Substring?, name: String) throws -> Date? {
        guard let value else { return nil }
        let text = String(value)
        if let date = AnalyticsRoutes.date(text) { return date }
        if text.utf8.count == 10 {
            let day = ISO8601DateFormatter()
            day.formatOptions = [.withFullDate]
            if let date = day.date(from: text) { return date }
        }
        let message = "Invalid \(name): must be ISO8601 format"
        throw APIError.validation([name: message], message: message)
    }
}
