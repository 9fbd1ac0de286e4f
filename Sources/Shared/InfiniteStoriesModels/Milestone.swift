import Foundation

/// One milestone of `GET /api/v1/analytics/milestones` (UPSTREAM.md §3.8, §4.2). An unlocked one
/// says when; a locked one says how far along the user is (`progress` of `target`, `percentage`
/// rounded and at most 100). Fields that do not apply are absent, as upstream.
public struct Milestone: Codable, Sendable, Equatable, Identifiable {
    /// `{"milestones": [...], "summary": {...}}`.
    public struct Report: Codable, Sendable, Equatable {
        public var milestones: [Milestone]
        public var summary: Summary

        public init(milestones: [Milestone], summary: Summary) {
            self.milestones = milestones
            self.summary = summary
        }
    }

    /// Counts, the ids unlocked by this very call (absent when none), and the locked milestone
    /// nearest to being reached (ours; absent when all are unlocked).
    public struct Summary: Codable, Sendable, Equatable {
        public var totalMilestones: Int
        public var unlockedCount: Int
        public var newlyUnlocked: [String]?
        public var nextMilestoneId: String?

        public init(totalMilestones: Int, unlockedCount: Int, newlyUnlocked: [String]? = nil, nextMilestoneId: String? = nil) {
            self.totalMilestones = totalMilestones
            self.unlockedCount = unlockedCount
            self.newlyUnlocked = newlyUnlocked
            self.nextMilestoneId = nextMilestoneId
        }
    }

    public var id: String
    /// `listening_time`, `stories` or `streaks`.
    public var category: String
    public var title: String
    public var description: String
    public var emoji: String?
    public var unlocked: Bool
    public var unlockedAt: Date?
    public var progress: Int?
    public var target: Int?
    public var percentage: Int?

    public init(id: String, category: String, title: String, description: String, emoji: String?, unlocked: Bool,
                unlockedAt: Date? = nil, progress: Int? = nil, target: Int? = nil, percentage: Int? = nil) {
        self.id = id
        self.category = category
        self.title = title
        self.description = description
        self.emoji = emoji
        self.unlocked = unlocked
        self.unlockedAt = unlockedAt
        self.progress = progress
        self.target = target
        self.percentage = percentage
    }
}
