import Foundation
import InfiniteStoriesModels

/// `JourneyRepository` over `/api/v1/analytics/*`, asking in one fixed time zone.
public struct RemoteJourneyRepository: JourneyRepository {
    private let client: APIClient
    /// An IANA name sent as `timezone` on every request; nil for the computer's.
    private let fixedTimeZone: String?

    /// - Parameter timeZone: the zone whose days the journey counts; the computer's by default,
    ///   so "today" on the heat map is the user's today.
    ///
    /// The computer's zone is looked up at the first request, not here: the repository is made
    /// at launch, and `TimeZone.current` opens ICU's zone tables (~0.9 MiB of the binary's pages
    /// resident on the sign-in screen, which never shows the journey).
    public init(client: APIClient, timeZone: String? = nil) {
        self.client = client
        self.fixedTimeZone = timeZone
    }

    /// The zone sent as `timezone`.
    public var timeZone: String { fixedTimeZone ?? TimeZone.current.identifier }

    public func summary() async throws -> AnalyticsSummary {
        try await client.send(request("summary"), unwrapping: AnalyticsSummary.self)
    }

    public func activity(range: String) async throws -> ListeningActivity {
        try await client.send(request("activity", [URLQueryItem(name: "range", value: range)]),
                              unwrapping: ListeningActivity.self)
    }

    public func heroes() async throws -> [HeroAnalytics] {
        try await client.send(request("heroes"), unwrapping: HeroAnalytics.List.self).heroes
    }

    public func milestones() async throws -> Milestone.Report {
        try await client.send(request("milestones"), unwrapping: Milestone.Report.self)
    }

    public func insights() async throws -> ListeningInsights {
        try await client.send(request("insights"), unwrapping: ListeningInsights.Report.self).insights
    }

    private func request(_ name: String, _ query: [URLQueryItem] = []) -> APIRequest {
        APIRequest(method: .get, path: "/api/v1/analytics/\(name)",
                   queryItems: query + [URLQueryItem(name: "timezone", value: timeZone)])
    }
}
