import Foundation

/// A story event a parent wrote (`/api/v1/custom-events`, UPSTREAM.md §3.7): the idea a story is
/// written from (`promptSeed`), how it should feel, and how often it was used. Stories written
/// from it carry its id in `customEventId`.
public struct CustomStoryEvent: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var userId: String
    public var title: String
    public var description: String
    /// The text a story is written from; replaced by the enhanced text after `enhance`.
    public var promptSeed: String
    public var category: String
    public var ageRange: String?
    public var tone: String
    public var keywords: [String]
    /// Whether `enhance` ran (it runs once per event).
    public var aiEnhanced: Bool
    public var aiEnhancementMetadata: CustomEventEnhancement?
    public var usageCount: Int
    public var isFavorite: Bool
    public var lastUsedAt: Date?
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: String, userId: String, title: String, description: String = "", promptSeed: String,
                category: String = "general", ageRange: String? = nil, tone: String = "cheerful", keywords: [String] = [],
                aiEnhanced: Bool = false, aiEnhancementMetadata: CustomEventEnhancement? = nil, usageCount: Int = 0,
                isFavorite: Bool = false, lastUsedAt: Date? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.userId = userId
        self.title = title
        self.description = description
        self.promptSeed = promptSeed
        self.category = category
        self.ageRange = ageRange
        self.tone = tone
        self.keywords = keywords
        self.aiEnhanced = aiEnhanced
        self.aiEnhancementMetadata = aiEnhancementMetadata
        self.usageCount = usageCount
        self.isFavorite = isFavorite
        self.lastUsedAt = lastUsedAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    private enum CodingKeys: String, CodingKey {
        case id, userId, title, description, promptSeed, category, ageRange, tone, keywords, aiEnhanced
        case aiEnhancementMetadata, usageCount, isFavorite, lastUsedAt, createdAt, updatedAt
    }

    /// Upstream's rows may hold `keywords: null`; that reads as no keywords.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        userId = try container.decode(String.self, forKey: .userId)
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description) ?? ""
        promptSeed = try container.decode(String.self, forKey: .promptSeed)
        category = try container.decodeIfPresent(String.self, forKey: .category) ?? "general"
        ageRange = try container.decodeIfPresent(String.self, forKey: .ageRange)
        tone = try container.decodeIfPresent(String.self, forKey: .tone) ?? "cheerful"
        keywords = try container.decodeIfPresent([String].self, forKey: .keywords) ?? []
        aiEnhanced = try container.decodeIfPresent(Bool.self, forKey: .aiEnhanced) ?? false
        aiEnhancementMetadata = try container.decodeIfPresent(CustomEventEnhancement.self, forKey: .aiEnhancementMetadata)
        usageCount = try container.decodeIfPresent(Int.self, forKey: .usageCount) ?? 0
        isFavorite = try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false
        lastUsedAt = try container.decodeIfPresent(Date.self, forKey: .lastUsedAt)
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
    }

    // Absent values are written as null, as the existing backend (Prisma) writes them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(userId, forKey: .userId)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(promptSeed, forKey: .promptSeed)
        try container.encode(category, forKey: .category)
        try container.encode(ageRange, forKey: .ageRange)
        try container.encode(tone, forKey: .tone)
        try container.encode(keywords, forKey: .keywords)
        try container.encode(aiEnhanced, forKey: .aiEnhanced)
        try container.encode(aiEnhancementMetadata, forKey: .aiEnhancementMetadata)
        try container.encode(usageCount, forKey: .usageCount)
        try container.encode(isFavorite, forKey: .isFavorite)
        try container.encode(lastUsedAt, forKey: .lastUsedAt)
        try container.encode(createdAt, forKey: .createdAt)
        try container.encode(updatedAt, forKey: .updatedAt)
    }
}
