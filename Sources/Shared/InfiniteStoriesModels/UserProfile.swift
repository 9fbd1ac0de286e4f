import Foundation

/// `GET|PATCH /api/v1/user/profile`: upstream's user row (UPSTREAM.md §3.11) with its `_count`,
/// plus the preferences every device of the user shares (the story picker and narration start
/// from them). Preferences are answered as their effective values: a preference never set is
/// its default.
public struct UserProfile: Codable, Sendable, Equatable {
    /// Upstream's `_count`.
    public struct Counts: Codable, Sendable, Equatable {
        public var heroes: Int
        public var customEvents: Int
        public var stories: Int

        public init(heroes: Int, customEvents: Int, stories: Int) {
            self.heroes = heroes
            self.customEvents = customEvents
            self.stories = stories
        }
    }

    public static let defaultStoryLength = 7
    /// Story lengths a preference may hold, in minutes (the story route's 60 to 900 seconds).
    public static let storyLengths = 1...15

    public var id: String
    public var email: String
    public var emailVerified: Bool
    public var name: String
    public var image: String?
    public var createdAt: Date
    public var updatedAt: Date
    public var totalStoriesGenerated: Int
    public var totalAudioGenerated: Int
    public var totalIllustrationsGenerated: Int
    public var lastStoryGeneratedAt: Date?
    /// A story language's wire name (`English`, `French`, ...).
    public var preferredLanguage: String
    /// One of `Catalog.voices`.
    public var defaultVoice: String
    /// Minutes.
    public var defaultStoryLength: Int
    /// The IANA time zone the reading journey's days are counted in.
    public var timeZone: String
    public var count: Counts

    public init(id: String, email: String, emailVerified: Bool = false, name: String, image: String? = nil,
                createdAt: Date, updatedAt: Date, totalStoriesGenerated: Int = 0, totalAudioGenerated: Int = 0,
                totalIllustrationsGenerated: Int = 0, lastStoryGeneratedAt: Date? = nil,
                preferredLanguage: String = StoryLanguage.english.rawValue, defaultVoice: String = Catalog.defaultVoice,
                defaultStoryLength: Int = UserProfile.defaultStoryLength, timeZone: String = "UTC", count: Counts) {
        self.id = id
        self.email = email
        self.emailVerified = emailVerified
        self.name = name
        self.image = image
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.totalStoriesGenerated = totalStoriesGenerated
        self.totalAudioGenerated = totalAudioGenerated
        self.totalIllustrationsGenerated = totalIllustrationsGenerated
        self.lastStoryGeneratedAt = lastStoryGeneratedAt
        self.preferredLanguage = preferredLanguage
        self.defaultVoice = defaultVoice
        self.defaultStoryLength = defaultStoryLength
        self.timeZone = timeZone
        self.count = count
    }

    private enum CodingKeys: String, CodingKey {
        case id, email, emailVerified, name, image, createdAt, updatedAt, totalStoriesGenerated, totalAudioGenerated
        case totalIllustrationsGenerated, lastStoryGeneratedAt, preferredLanguage, defaultVoice, defaultStoryLength
        case timeZone
        case count = "_count"
    }

    // Absent values are written as null, as the existing backend (Prisma) writes them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(email, forKey: .email)
        try container.encode(emailVerified, forKey: .emailVerified)
        try container.encode(name, forKey: .name)
        try container.encode(image, forKey: .image)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
        try container.encode(totalStoriesGenerated, forKey: .totalStoriesGenerated)
        try container.encode(totalAudioGenerated, forKey: .totalAudioGenerated)
        try container.encode(totalIllustrationsGenerated, forKey: .totalIllustrationsGenerated)
        try container.encode(lastStoryGeneratedAt, forKey: .lastStoryGeneratedAt)
        try container.encode(preferredLanguage, forKey: .preferredLanguage)
        try container.encode(defaultVoice, forKey: .defaultVoice)
        try container.encode(defaultStoryLength, forKey: .defaultStoryLength)
        try container.encode(timeZone, forKey: .timeZone)
        try container.encode(count, forKey: .count)
    }
}
