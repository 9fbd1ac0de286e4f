import Foundation

/// The reading journey's figures (UPSTREAM.md §3.8), computed by the database from the listening
/// sessions (covering indexes; nothing loads every session), behind a protocol of their own like
/// the jobs, so routes never know the database. Days and hours are the user's: each method that
/// groups by them takes the time zone.
protocol JourneyStore: Sendable {
    /// Distinct stories listened to the end, completed seconds, favourite stories.
    func listeningTotals(userID: String) async throws -> ListeningTotals
    /// The distinct days with a completed listen, oldest first.
    func listeningDays(userID: String, timeZone: TimeZone) async throws -> [LocalDay]
    /// Seconds listened per day (every session with a duration, completed or not) of the
    /// sessions started within `from..<to`; days without any are absent.
    func listeningSeconds(userID: String, timeZone: TimeZone, from: Date, to: Date) async throws -> [LocalDay: Int]
    /// When the user's first session started; nil before any.
    func firstListen(userID: String) async throws -> Date?
    /// Every hero of the user, newest first, with its story count and the seconds listened to
    /// its stories (all sessions).
    func heroListening(userID: String) async throws -> [HeroListeningRecord]
    /// Figures of the insights route, hours in `timeZone`.
    func listeningHabits(userID: String, timeZone: TimeZone) async throws -> ListeningHabits
    /// Milestones already reached, with when.
    func unlockedMilestones(userID: String) async throws -> [String: Date]
    /// Records milestones reached now; ones already recorded keep their date.
    func unlockMilestones(userID: String, ids: [String], at date: Date) async throws
}

struct ListeningTotals: Sendable, Equatable {
    var storiesListened: Int
    var completedSeconds: Int
    var favoriteStories: Int
}

struct HeroListeningRecord: Sendable, Equatable {
    var heroID: String
    var name: String
    var avatarPath: String?
    var storyCount: Int
    var seconds: Int
}

struct ListeningHabits: Sendable, Equatable {
    struct PlayedStory: Sendable, Equatable {
        var id: String
        var title: String
        var playCount: Int
    }

    var sessions: Int
    var uniqueStories: Int
    /// Mean `audioDuration` (seconds) of the distinct stories listened to that have one.
    var averageAudioDuration: Double?
    /// The local hour most sessions started in; on a tie, the one with the latest session.
    var preferredHour: Int?
    /// The story with the highest `playCount` (above 0).
    var mostPlayed: PlayedStory?
}
