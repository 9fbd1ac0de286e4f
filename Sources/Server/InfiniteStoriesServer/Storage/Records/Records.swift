import Foundation

// Storage-side records: what the store keeps, before the routes turn it into wire types
// (media paths become signed URLs there, never in the store).

/// A user account; `passwordHash` is nil for accounts without a password (social sign-in).
struct UserRecord: Sendable, Equatable {
    var id: String
    var email: String
    var name: String
    var passwordHash: String?
    var createdAt: Date
    var updatedAt: Date
}

/// A session; only the SHA-256 of its token is stored.
struct SessionRecordRow: Sendable, Equatable {
    var id: String
    var userID: String
    var tokenHash: String
    var expiresAt: Date
    var createdAt: Date
    var updatedAt: Date
}

/// A hero with its story count.
struct HeroRecord: Sendable, Equatable {
    var id: String
    var userID: String
    var name: String
    var age: Int
    var traits: [String]
    var specialAbilities: [String]
    var appearance: String?
    var hairColor: String?
    var eyeColor: String?
    var skinTone: String?
    var height: String?
    var avatarPath: String?
    var avatarPrompt: String?
    var createdAt: Date
    var updatedAt: Date
    var storyCount: Int = 0
}

/// A story with the fields the wire model needs, plus what only the server knows.
struct StoryRecord: Sendable, Equatable {
    var id: String
    var userID: String
    var heroID: String
    var heroName: String = ""
    var heroAvatarPath: String?
    var title: String
    var content: String
    var language: String
    var eventType: String?
    var customEventID: String?
    var customPrompt: String?
    var targetDuration: Int
    var seed: UInt64
    var audioPath: String?
    var audioStatus: String
    var audioDuration: Double?
    var audioVoice: String?
    var audioError: String?
    var illustrationStatus: String
    var illustrationCount: Int
    var isFavorite: Bool
    var playCount: Int
    var lastPlayedAt: Date?
    var estimatedDuration: Double
    var generationStatus: String
    var generationError: String?
    var createdAt: Date
    var updatedAt: Date
    /// What the writer made the story of (`StoryMemory.serialized`), for its sequels.
    var writerMemory: String? = nil
    /// What happened (`StoryRecap` as JSON), kept for a sequel once the story is written.
    var summary: String? = nil
    /// The story this one continues; the series (the first part's id) it belongs to.
    var continuesStoryID: String? = nil
    var seriesID: String? = nil
    /// Its place in the series and the series' length, counted over the parts that exist
    /// (`StoryRecord.columns`); not stored.
    var seriesPart: Int? = nil
    var seriesLength: Int? = nil
}

/// One scene's illustration row.
struct IllustrationRecord: Sendable, Equatable {
    var id: String
    var storyID: String
    var displayOrder: Int
    var textSegment: String
    var imagePrompt: String
    var timestamp: Double
    var status: String
    var imagePath: String?
    var error: String?
}

/// Filters of the story list.
struct StoryFilter: Sendable, Equatable {
    var heroID: String?
    var isFavorite: Bool?
    var language: String?
    var updatedAfter: Date?
}

/// Optional hero fields an update sets or clears; `.some(nil)` clears.
struct HeroChanges: Sendable {
    var name: String?
    var age: Int?
    var traits: [String]?
    var specialAbilities: [String]?
    var appearance: String??
    var hairColor: String??
    var eyeColor: String??
    var skinTone: String??
    var height: String??
    var avatarPrompt: String??
}

/// Story fields a PATCH may change.
struct StoryChanges: Sendable {
    var title: String?
    var content: String?
    var isFavorite: Bool?
    var language: String?
}
