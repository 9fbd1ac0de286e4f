import InfiniteStoriesModels

/// `ListeningRepository` over `/api/v1/analytics/sessions`.
public struct RemoteListeningRepository: ListeningRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func report(_ report: ListeningSessionReport) async throws -> ListeningSession {
        try await client.send(try APIRequest(method: .post, path: "/api/v1/analytics/sessions", json: report),
                              unwrapping: ListeningSession.self)
    }
}
