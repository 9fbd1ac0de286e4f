import Foundation

/// The reading journey's figures (UPSTREAM.md §3.8), computed by the database from the listening
/// sessions (covering indexes; nothing loads every session), behind a protocol of their own like
/// the jobs, so routes never know the database. Days and hours are the user's: each method that
/// groups by them takes the time zone.
///
/// Every figure counts listens (`Listen`) and nothing else, so the summary, the heat map, the
/// heroes, the milestones and the insights agree (issue 26).
protocol JourneyStore: Sendable {
    /// Distinct stories with a listen, the listens' seconds, favourite stories.
    func listeningTotals(userID: String) async throws -> ListeningTotals
    /// The distinct days with a listen, oldest first.
    func listeningDays(userID: String, timeZone: TimeZone) async throws -> [LocalDay]
    /// Seconds listened per day of the listens started within `from..<to`; days without any
    /// are absent.
    func listeningSeconds(userID: String, timeZone: TimeZone, from: Date, to: Date) async throws -> [LocalDay: Int]
    /// When the user's first listen started; nil before any.
    func firstListen(userID: String) async throws -> Date?
    /// Every hero of the user, newest first, with its story count and the seconds of the
    /// listens to its stories.
    func heroListening(userID: String) async throws -> [HeroListeningRecord]
    /// Figures of the insights route, hours in `timeZone`.
    func listeningHabits(userID: String, timeZone: TimeZone) async throws -> ListeningHabits
    /// Milestones already reached, with when.
    func unlockedMilestones(userID: String) async throws -> [String: Date]
    /// Records milestones reached now; ones already recorded keep their date.
    func unlockMilestones(userID: String, ids: [String], at date: Date) async throws
}

/// The reading journey's one definition of a listen, written once for both stores' SQL (the
/// rollups' triggers, the heat map's, the heroes' and the insights' queries).
///
/// A listen is a listening session with at least one second of sound, finished or not: a story
/// stopped halfway at bedtime was listened to, and a session without a duration (or of 0 s)
/// played nothing. A listened story is a distinct story with a listen; listening time is the
/// sum of the listens' seconds, rounded to minutes only when shown (`ListeningTime`).
enum Listen {
    /// The SQL condition on a `listening_session` row (`row` qualifies the column, e.g. `NEW`);
    /// the same text in SQLite and PostgreSQL (`duration` is a lower-case column in both).
    static func condition(_ row: String? = nil) -> String {
        "\(row.map { "\($0)." } ?? "")duration > 0"
    }
}

struct ListeningTotals: Sendable, Equatable {
    var storiesListened: Int
    var listenedSeconds: Int
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

    /// Listens, not every session reported.
    var sessions: Int
    var uniqueStories: Int
    /// Mean `audioDuration` (seconds) of the distinct stories listened to that have one.
    var averageAudioDuration: Double?
    /// The local hour most sessions started in; on a tie, the one with the latest session.
    var preferredHour: Int?
    /// The story with the highest `playCount` (above 0).
    var mostPlayed: PlayedStory?
}
