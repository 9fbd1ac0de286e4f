import Foundation

/// Listening sessions (UPSTREAM.md §3.8), behind a protocol of their own like the jobs, so the
/// routes never know which database keeps them.
protocol ListeningStore: Sendable {
    /// Stores a session for one of the user's stories and counts the listen in the story's
    /// `playCount`, unless a `/play` of the same listen was counted already (see
    /// `ListeningSessionRecord.playPairingWindow`). Nil when the story is not the user's.
    func recordListeningSession(_ session: ListeningSessionRecord) async throws -> ListeningSessionRecord?

    /// The user's sessions, newest first, with the total that match.
    func listeningSessions(userID: String, filter: ListeningSessionFilter, limit: Int, offset: Int) async throws
        -> (sessions: [ListeningSessionRecord], total: Int)
}

/// A stored listening session.
struct ListeningSessionRecord: Sendable, Equatable {
    var id: String
    var userID: String
    var storyID: String
    var startedAt: Date
    var endedAt: Date?
    var duration: Int?
    var completed: Bool
    var createdAt: Date
    var updatedAt: Date

    /// How far from a session's start and end a `/play` may have been received and still be the
    /// same listen. Generous, because `startedAt` comes from the client's clock and `/play` is
    /// stamped by ours; a pairing is one to one (a claimed `/play` is deleted), so two listens in
    /// a row still count twice.
    static let playPairingWindow: TimeInterval = 10 * 60
}

/// Filters of `GET /api/v1/analytics/sessions`.
struct ListeningSessionFilter: Sendable, Equatable {
    var storyID: String?
    var startDate: Date?
    var endDate: Date?
    var completed: Bool?
}
