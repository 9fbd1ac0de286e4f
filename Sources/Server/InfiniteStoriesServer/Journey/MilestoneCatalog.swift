import InfiniteStoriesModels

/// Upstream's ten milestones (UPSTREAM.md §4.2) and how each is measured: stories are distinct
/// stories listened to the end, listening time is completed seconds, streaks are the longer of
/// the current and the longest streak.
enum MilestoneCatalog {
    enum Measure: Sendable { case stories, listeningSeconds, streakDays }

    struct Entry: Sendable {
        var id: String
        var category: String
        var order: Int
        var target: Int
        var title: String
        var description: String
        var emoji: String
        var measure: Measure
    }

    /// In the answer's order: by category name, then by order within it.
    static let entries: [Entry] = [
        Entry(id: "LISTENING_1H", category: "listening_time", order: 1, target: 3600, title: "One Hour of Stories",
              description: "Listen to 1 hour of stories", emoji: "⏰", measure: .listeningSeconds),
        Entry(id: "LISTENING_5H", category: "listening_time", order: 2, target: 18_000, title: "Five Hours of Stories",
              description: "Listen to 5 hours of stories", emoji: "⌛", measure: .listeningSeconds),
        Entry(id: "LISTENING_10H", category: "listening_time", order: 3, target: 36_000, title: "Ten Hours of Stories",
              description: "Listen to 10 hours of stories", emoji: "🕰️", measure: .listeningSeconds),
        Entry(id: "FIRST_STORY", category: "stories", order: 1, target: 1, title: "First Story",
              description: "Listen to your first story", emoji: "📖", measure: .stories),
        Entry(id: "STORIES_5", category: "stories", order: 2, target: 5, title: "Story Explorer",
              description: "Listen to 5 stories", emoji: "🌟", measure: .stories),
        Entry(id: "STORIES_10", category: "stories", order: 3, target: 10, title: "Story Enthusiast",
              description: "Listen to 10 stories", emoji: "🎭", measure: .stories),
        Entry(id: "STORIES_25", category: "stories", order: 4, target: 25, title: "Story Connoisseur",
              description: "Listen to 25 stories", emoji: "🏆", measure: .stories),
        Entry(id: "STORIES_50", category: "stories", order: 5, target: 50, title: "Story Master",
              description: "Listen to 50 stories", emoji: "👑", measure: .stories),
        Entry(id: "STREAK_7", category: "streaks", order: 1, target: 7, title: "Week Streak",
              description: "Listen to stories for 7 days in a row", emoji: "🔥", measure: .streakDays),
        Entry(id: "STREAK_30", category: "streaks", order: 2, target: 30, title: "Month Streak",
              description: "Listen to stories for 30 days in a row", emoji: "🌈", measure: .streakDays),
    ]

    /// Upstream's percentage: rounded, at most 100.
    static func percentage(progress: Int, target: Int) -> Int {
        guard target > 0 else { return 100 }
        return min(100, Int((Double(progress) * 100 / Double(target)).rounded(.toNearestOrAwayFromZero)))
    }
}
