import Foundation

/// `GET /api/v1/analytics/insights` (UPSTREAM.md §3.8): habits read from the listening sessions.
/// Every figure is null before the first session (`totalUniqueStoriesListened` is 0).
public struct ListeningInsights: Codable, Sendable, Equatable {
    /// `{"insights": {...}}`.
    public struct Report: Codable, Sendable, Equatable {
        public var insights: ListeningInsights

        public init(insights: ListeningInsights) { self.insights = insights }
    }

    /// The story played most (highest `playCount`).
    public struct StoryPlays: Codable, Sendable, Equatable {
        public var storyId: String
        public var title: String
        public var playCount: Int

        public init(storyId: String, title: String, playCount: Int) {
            self.storyId = storyId
            self.title = title
            self.playCount = playCount
        }
    }

    /// Mean narration length of the stories listened to, in minutes, to 2 decimals.
    public var averageStoryLengthMinutes: Double?
    /// Sessions per distinct story, to 2 decimals.
    public var averageListensPerStory: Double?
    /// 0 to 23, in the user's time zone.
    public var preferredListeningHour: Int?
    /// `morning` (6-11), `afternoon` (12-16), `evening` (17-20) or `night`.
    public var preferredListeningPeriod: String?
    public var mostListenedStory: StoryPlays?
    public var totalUniqueStoriesListened: Int

    public init(averageStoryLengthMinutes: Double? = nil, averageListensPerStory: Double? = nil,
                preferredListeningHour: Int? = nil, preferredListeningPeriod: String? = nil,
                mostListenedStory: StoryPlays? = nil, totalUniqueStoriesListened: Int = 0) {
        self.averageStoryLengthMinutes = averageStoryLengthMinutes
        self.averageListensPerStory = averageListensPerStory
        self.preferredListeningHour = preferredListeningHour
        self.preferredListeningPeriod = preferredListeningPeriod
        self.mostListenedStory = mostListenedStory
        self.totalUniqueStoriesListened = totalUniqueStoriesListened
    }

    private enum CodingKeys: String, CodingKey {
        case averageStoryLengthMinutes, averageListensPerStory, preferredListeningHour, preferredListeningPeriod
        case mostListenedStory, totalUniqueStoriesListened
    }

    // Absent figures are written as null, as upstream writes them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(averageStoryLengthMinutes, forKey: .averageStoryLengthMinutes)
        try container.encode(averageListensPerStory, forKey: .averageListensPerStory)
        try container.encode(preferredListeningHour, forKey: .preferredListeningHour)
        try container.encode(preferredListeningPeriod, forKey: .preferredListeningPeriod)
        try container.encode(mostListenedStory, forKey: .mostListenedStory)
        try container.encode(totalUniqueStoriesListened, forKey: .totalUniqueStoriesListened)
    }
}
