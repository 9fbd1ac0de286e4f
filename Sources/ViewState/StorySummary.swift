import Foundation
import InfiniteStoriesModels

/// What the story list keeps of each story: enough for its row and the detail pane.
///
/// The full text stays on the server until the story is opened; keeping only a short preview
/// is what lets 10,000 stories sit in memory without holding megabytes of prose.
public struct StorySummary: ListItem, Hashable, Encodable {
    public var id: String
    public var heroId: String
    public var heroName: String?
    public var title: String
    public var language: String
    public var eventType: String?
    public var createdAt: Date
    public var isFavorite: Bool
    public var generationStatus: GenerationStatus
    public var audioStatus: AudioStatus
    public var audioDuration: Double?
    public var illustrationStatus: IllustrationStatus
    public var illustrationCount: Int
    /// Seconds of reading aloud the server estimates.
    public var estimatedDuration: Double
    /// The first few hundred characters of the text.
    public var preview: String
    /// Title and event folded for filtering, computed once so filtering 10,000 stories on
    /// each keystroke only compares strings.
    public var searchKey: String

    /// How much text a summary keeps for the detail pane.
    public static let previewLength = 600

    public init(_ story: Story) {
        id = story.id
        heroId = story.heroId
        heroName = story.hero?.name
        title = story.title
        language = story.language
        eventType = story.eventType
        createdAt = story.createdAt
        isFavorite = story.isFavorite
        generationStatus = story.generationStatus
        audioStatus = story.audioGenerationStatus
        audioDuration = story.audioDuration
        illustrationStatus = story.illustrationStatus
        illustrationCount = story.illustrationCount
        estimatedDuration = story.estimatedDuration
        preview = String(story.content.prefix(Self.previewLength))
        searchKey = ListFilter.normalize(story.title + "\n" + (story.eventType ?? ""))
    }

    /// The title to show: a story still being written may not have one yet.
    public var displayTitle: String {
        // Drawn for every visible row of the first frame: not Foundation's trimming.
        let trimmed = title.trimmingWhitespace()
        return trimmed.isEmpty ? Strings.untitled : trimmed
    }

    public func matches(_ filter: ListFilter, normalizedQuery: String) -> Bool {
        if filter.favoritesOnly && !isFavorite { return false }
        return normalizedQuery.isEmpty || searchKey.contains(normalizedQuery)
    }
}
