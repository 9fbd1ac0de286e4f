import Foundation

/// A story (contract section 4).
public struct Story: Codable, Sendable, Equatable, Identifiable {
    /// The short hero summary embedded in each story.
    public struct HeroSummary: Codable, Sendable, Equatable {
        public var id: String
        public var name: String
        public var avatarUrl: String?

        public init(id: String, name: String, avatarUrl: String? = nil) {
            self.id = id
            self.name = name
            self.avatarUrl = avatarUrl
        }
    }

    public var id: String
    public var heroId: String
    public var title: String
    public var content: String
    public var language: String
    public var eventType: String?
    public var customEventId: String?
    public var audioUrl: String?
    public var audioGenerationStatus: AudioStatus
    public var audioDuration: Double?
    public var illustrationStatus: IllustrationStatus
    public var illustrationCount: Int
    public var isFavorite: Bool
    public var playCount: Int
    public var lastPlayedAt: Date?
    /// Seconds.
    public var estimatedDuration: Double
    public var generationStatus: GenerationStatus
    public var createdAt: Date
    public var updatedAt: Date
    public var hero: HeroSummary?
    /// Present when asked for with `includeIllustrations=true`.
    public var illustrations: [Illustration]?
    /// Present in a list asked for with `contentLimit`: whether `content` is only the text's
    /// beginning (docs/contract-notes.md). A list row needs a preview, not the whole story.
    public var contentTruncated: Bool?
    /// The story this one continues (`c`, docs/contract-notes.md); nil for a first story, or
    /// once that story is deleted.
    public var continuesStoryId: String?
    /// The series this story is a part of (the first part's id), with its place in it counted
    /// over the parts that still exist: absent unless the series has two parts or more.
    public var seriesId: String?
    public var seriesPart: Int?
    public var seriesLength: Int?
    /// What happened, kept for a sequel; absent until the story is written.
    public var summary: StoryRecap?

    public init(id: String, heroId: String, title: String, content: String, language: String,
                eventType: String? = nil, customEventId: String? = nil, audioUrl: String? = nil,
                audioGenerationStatus: AudioStatus = .pending, audioDuration: Double? = nil,
                illustrationStatus: IllustrationStatus = .none, illustrationCount: Int = 0,
                isFavorite: Bool = false, playCount: Int = 0, lastPlayedAt: Date? = nil,
                estimatedDuration: Double, generationStatus: GenerationStatus,
                createdAt: Date, updatedAt: Date, hero: HeroSummary? = nil,
                illustrations: [Illustration]? = nil, contentTruncated: Bool? = nil,
                continuesStoryId: String? = nil, seriesId: String? = nil, seriesPart: Int? = nil,
                seriesLength: Int? = nil, summary: StoryRecap? = nil) {
        self.continuesStoryId = continuesStoryId
        self.seriesId = seriesId
        self.seriesPart = seriesPart
        self.seriesLength = seriesLength
        self.summary = summary
        self.id = id
        self.heroId = heroId
        self.title = title
        self.content = content
        self.language = language
        self.eventType = eventType
        self.customEventId = customEventId
        self.audioUrl = audioUrl
        self.audioGenerationStatus = audioGenerationStatus
        self.audioDuration = audioDuration
        self.illustrationStatus = illustrationStatus
        self.illustrationCount = illustrationCount
        self.isFavorite = isFavorite
        self.playCount = playCount
        self.lastPlayedAt = lastPlayedAt
        self.estimatedDuration = estimatedDuration
        self.generationStatus = generationStatus
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.hero = hero
        self.illustrations = illustrations
        self.contentTruncated = contentTruncated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        heroId = try container.decode(String.self, forKey: .heroId)
        title = try container.decodeIfPresent(String.self, forKey: .title) ?? ""
        content = try container.decodeIfPresent(String.self, forKey: .content) ?? ""
        language = try container.decodeIfPresent(String.self, forKey: .language) ?? "English"
        eventType = try container.decodeIfPresent(String.self, forKey: .eventType)
        customEventId = try container.decodeIfPresent(String.self, forKey: .customEventId)
        audioUrl = try container.decodeIfPresent(String.self, forKey: .audioUrl)
        audioGenerationStatus = try container.decodeIfPresent(AudioStatus.self, forKey: .audioGenerationStatus) ?? .pending
        audioDuration = try container.decodeIfPresent(Double.self, forKey: .audioDuration)
        illustrationStatus = try container.decodeIfPresent(IllustrationStatus.self, forKey: .illustrationStatus) ?? .none
        illustrationCount = try container.decodeIfPresent(Int.self, forKey: .illustrationCount) ?? 0
        isFavorite = try container.decodeIfPresent(Bool.self, forKey: .isFavorite) ?? false
        playCount = try container.decodeIfPresent(Int.self, forKey: .playCount) ?? 0
        lastPlayedAt = try container.decodeIfPresent(Date.self, forKey: .lastPlayedAt)
        estimatedDuration = try container.decodeIfPresent(Double.self, forKey: .estimatedDuration) ?? 0
        // Upstream has no generationStatus: a story it returns is finished.
        generationStatus = try container.decodeIfPresent(GenerationStatus.self, forKey: .generationStatus) ?? .completed
        createdAt = try container.decode(Date.self, forKey: .createdAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        hero = try container.decodeIfPresent(HeroSummary.self, forKey: .hero)
        illustrations = try container.decodeIfPresent([Illustration].self, forKey: .illustrations)
        contentTruncated = try container.decodeIfPresent(Bool.self, forKey: .contentTruncated)
        continuesStoryId = try container.decodeIfPresent(String.self, forKey: .continuesStoryId)
        seriesId = try container.decodeIfPresent(String.self, forKey: .seriesId)
        seriesPart = try container.decodeIfPresent(Int.self, forKey: .seriesPart)
        seriesLength = try container.decodeIfPresent(Int.self, forKey: .seriesLength)
        // A summary this client cannot read is left out rather than losing the story.
        summary = try? container.decodeIfPresent(StoryRecap.self, forKey: .summary)
    }

    /// Whether the story is a part of a series of two parts or more.
    public var isInSeries: Bool { (seriesLength ?? 0) > 1 && seriesPart != nil }
}

/// One scene's illustration (placeholder until drawn).
public struct Illustration: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var displayOrder: Int
    /// The part of the story text this scene illustrates.
    public var textSegment: String
    /// A one-line prompt for the image generator.
    public var imagePrompt: String
    /// Estimated narration time (seconds from the start) where the scene begins.
    public var timestamp: Double
    public var status: IllustrationItemStatus
    public var imageUrl: String?
    public var error: String?

    public init(id: String, displayOrder: Int, textSegment: String, imagePrompt: String,
                timestamp: Double, status: IllustrationItemStatus, imageUrl: String? = nil,
                error: String? = nil) {
        self.id = id
        self.displayOrder = displayOrder
        self.textSegment = textSegment
        self.imagePrompt = imagePrompt
        self.timestamp = timestamp
        self.status = status
        self.imageUrl = imageUrl
        self.error = error
    }
}

/// Body of `POST /api/v1/stories`.
public struct CreateStoryRequest: Codable, Sendable, Equatable {
    public var heroId: String
    public var language: String
    public var eventType: String?
    public var customEventId: String?
    public var customPrompt: String?
    /// Seconds, 60...900, default 420.
    public var targetDuration: Int?
    /// Our extension: reproduces a story exactly; absent means a fresh random seed.
    public var seed: UInt64?
    /// Our extension: the story this one continues (a sequel, docs/contract-notes.md). The
    /// event, wish and length are the earlier story's unless the request names its own.
    public var continuesStoryId: String?

    public init(heroId: String, language: String, eventType: String? = nil,
                customEventId: String? = nil, customPrompt: String? = nil,
                targetDuration: Int? = nil, seed: UInt64? = nil, continuesStoryId: String? = nil) {
        self.continuesStoryId = continuesStoryId
        self.heroId = heroId
        self.language = language
        self.eventType = eventType
        self.customEventId = customEventId
        self.customPrompt = customPrompt
        self.targetDuration = targetDuration
        self.seed = seed
    }
}

/// Body of `PATCH /api/v1/stories/{id}`.
public struct StoryPatch: Codable, Sendable, Equatable {
    public var title: String?
    public var content: String?
    public var isFavorite: Bool?
    public var language: String?

    public init(title: String? = nil, content: String? = nil, isFavorite: Bool? = nil, language: String? = nil) {
        self.title = title
        self.content = content
        self.isFavorite = isFavorite
        self.language = language
    }
}

/// Body of `POST /api/v1/stories/{id}/audio`.
public struct AudioRequest: Codable, Sendable, Equatable {
    public var voice: String?
    public var regenerate: Bool?

    public init(voice: String? = nil, regenerate: Bool? = nil) {
        self.voice = voice
        self.regenerate = regenerate
    }
}

/// Answer of the audio routes.
public struct AudioResult: Codable, Sendable, Equatable {
    public var audioUrl: String?
    public var audioDuration: Double?
    public var voice: String?
    public var status: AudioStatus
    public var error: String?

    public init(audioUrl: String? = nil, audioDuration: Double? = nil, voice: String? = nil,
                status: AudioStatus, error: String? = nil) {
        self.audioUrl = audioUrl
        self.audioDuration = audioDuration
        self.voice = voice
        self.status = status
        self.error = error
    }
}

/// Body of `POST /api/v1/stories/{id}/illustrations`.
public struct IllustrationsRequest: Codable, Sendable, Equatable {
    public var maxIllustrations: Int?
    public var retryFailed: Bool?

    public init(maxIllustrations: Int? = nil, retryFailed: Bool? = nil) {
        self.maxIllustrations = maxIllustrations
        self.retryFailed = retryFailed
    }
}

/// Answer of `GET /api/v1/stories/{id}/illustrations`.
public struct IllustrationList: Codable, Sendable, Equatable {
    public var illustrations: [Illustration]
    public var total: Int

    public init(illustrations: [Illustration], total: Int) {
        self.illustrations = illustrations
        self.total = total
    }
}

/// Answer of `GET /api/v1/stories/{id}/illustrations/status`.
public struct IllustrationProgress: Codable, Sendable, Equatable {
    public struct Item: Codable, Sendable, Equatable {
        public var id: String
        public var displayOrder: Int
        public var status: IllustrationItemStatus
        public var error: String?
        public var hasImage: Bool

        public init(id: String, displayOrder: Int, status: IllustrationItemStatus, error: String? = nil, hasImage: Bool) {
            self.id = id
            self.displayOrder = displayOrder
            self.status = status
            self.error = error
            self.hasImage = hasImage
        }
    }

    public var status: IllustrationStatus
    /// 0...100.
    public var progress: Int
    public var total: Int
    public var completed: Int
    public var processing: Int
    public var failed: Int
    public var pending: Int
    public var illustrations: [Item]

    public init(status: IllustrationStatus, progress: Int, total: Int, completed: Int,
                processing: Int, failed: Int, pending: Int, illustrations: [Item]) {
        self.status = status
        self.progress = progress
        self.total = total
        self.completed = completed
        self.processing = processing
        self.failed = failed
        self.pending = pending
        self.illustrations = illustrations
    }
}
