import InfiniteStoriesModels

/// Where listening sessions are reported (`POST /api/v1/analytics/sessions`).
public protocol ListeningRepository: Sendable {
    /// Stores one listen; the server counts it in the story's play count unless the `/play` of
    /// the same listen was counted already.
    func report(_ report: ListeningSessionReport) async throws -> ListeningSession
}
