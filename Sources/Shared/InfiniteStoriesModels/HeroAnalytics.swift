import Foundation

/// One hero in `GET /api/v1/analytics/heroes` (UPSTREAM.md §3.8): its stories and the minutes
/// listened to them; `isMostActive` marks the single hero listened to most.
public struct HeroAnalytics: Codable, Sendable, Equatable {
    /// `{"heroes": [...]}`, newest hero first.
    public struct List: Codable, Sendable, Equatable {
        public var heroes: [HeroAnalytics]

        public init(heroes: [HeroAnalytics]) { self.heroes = heroes }
    }

    public var heroId: String
    public var heroName: String
    /// Signed for 15 minutes, as every media link.
    public var avatarUrl: String?
    public var storiesCount: Int
    /// `ListeningTime.minutes` of `totalListeningSeconds`.
    public var totalListeningMinutes: Int
    public var isMostActive: Bool
    /// Ours (upstream sends none): the seconds of the listens to the hero's stories.
    public var totalListeningSeconds: Int?

    public init(heroId: String, heroName: String, avatarUrl: String?, storiesCount: Int, totalListeningMinutes: Int,
                isMostActive: Bool, totalListeningSeconds: Int? = nil) {
        self.heroId = heroId
        self.heroName = heroName
        self.avatarUrl = avatarUrl
        self.storiesCount = storiesCount
        self.totalListeningMinutes = totalListeningMinutes
        self.isMostActive = isMostActive
        self.totalListeningSeconds = totalListeningSeconds
    }

    private enum CodingKeys: String, CodingKey {
        case heroId, heroName, avatarUrl, storiesCount, totalListeningMinutes, isMostActive, totalListeningSeconds
    }

    // `avatarUrl` is always present (null without an avatar), as upstream writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(heroId, forKey: .heroId)
        try container.encode(heroName, forKey: .heroName)
        try container.encode(avatarUrl, forKey: .avatarUrl)
        try container.encode(storiesCount, forKey: .storiesCount)
        try container.encode(totalListeningMinutes, forKey: .totalListeningMinutes)
        try container.encode(isMostActive, forKey: .isMostActive)
        try container.encodeIfPresent(totalListeningSeconds, forKey: .totalListeningSeconds)
    }
}
