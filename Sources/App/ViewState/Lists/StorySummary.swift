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
    /// The user's own event the story was written from, if any.
    public var customEventId: String?
    public var createdAt: Date
    public var isFavorite: Bool
    public var generationStatus: GenerationStatus
    public var audioStatus: AudioStatus
    public var audioDuration: Double?
    public var illustrationStatus: IllustrationStatus
    public var illustrationCount: Int
    /// Seconds of reading aloud the server estimates.
    public var estimatedDuration: Double
    /// The first few hundred characters of the text, or none: the story list's pages come
    /// without text, and the pane shows the opening `StoryPreviews` keeps.
    public var preview: String
    /// The story has more text than `preview` holds (short of `previewLength`): the detail
    /// pane asks the server for its opening (`Reducer.requestVisiblePreview`).
    public var previewIsPartial: Bool
    /// Its series (the first part's id) and its place in it ("Part 2 of 3"), nil for a story
    /// in none.
    public var seriesId: String?
    public var seriesPart: Int?
    public var seriesLength: Int?
    /// Title, event and language folded for filtering, one per line (`searchKeyFields`), computed
    /// once so filtering 10,000 stories on each keystroke only compares strings.
    public var searchKey: String

    /// How much text the detail pane shows of a story: twelve lines of a pane ~50 columns wide.
    public static let previewLength = 600

    public init(_ story: Story) {
        id = story.id
        heroId = story.heroId
        heroName = story.hero?.name
        title = story.title
        language = story.language
        eventType = story.eventType
        customEventId = story.customEventId
        createdAt = story.createdAt
        isFavorite = story.isFavorite
        generationStatus = story.generationStatus
        audioStatus = story.audioGenerationStatus
        audioDuration = story.audioDuration
        illustrationStatus = story.illustrationStatus
        illustrationCount = story.illustrationCount
        estimatedDuration = story.estimatedDuration
        preview = Self.compactPrefix(of: story.content, characters: Self.previewLength)
        previewIsPartial = story.contentTruncated == true && preview.count < Self.previewLength
        if story.isInSeries {
            seriesId = story.seriesId
            seriesPart = story.seriesPart
            seriesLength = story.seriesLength
        }
        searchKey = Self.searchKey(title: story.title, eventType: story.eventType, language: story.language)
    }

    /// The first `characters` of `text` in storage of exactly their size.
    ///
    /// Why: a text the JSON decoder unescaped grew by doubling, and `String(text.prefix(n))` of
    /// a text no longer than `n` keeps that storage: ~1 KB for a 600-character preview, which
    /// 10,000 stories pay 10,000 times.
    static func compactPrefix(of text: String, characters: Int) -> String {
        let utf8 = text.prefix(characters).utf8
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            buffer.initialize(fromContentsOf: utf8)
        }
    }

    /// The fields `searchKey` holds, in order: a story is listed for its title, event or language.
    public enum SearchField: Sendable, Hashable, CaseIterable {
        case title, event, language
    }

    /// `title`, `eventType` and `language` folded for matching, one per line. Line breaks inside
    /// a field become spaces so that each field stays on its own line (`matchedField`).
    static func searchKey(title: String, eventType: String?, language: String) -> String {
        let fields = [title, eventType ?? "", language].map { field in
            field.contains(where: \.isNewline) ? String(field.map { $0.isNewline ? " " : $0 }) : field
        }
        return ListFilter.normalize(fields[0] + "\n" + fields[1] + "\n" + fields[2])
    }

    /// Whether the story is a part of a series (`c` wrote a sequel of it, or it is one).
    public var isInSeries: Bool { seriesPart != nil && (seriesLength ?? 0) > 1 }

    /// "Part 2 of 3" for a part of a series, nil otherwise.
    public var seriesPosition: String? {
        guard isInSeries, let part = seriesPart, let length = seriesLength else { return nil }
        return Strings.seriesPart(part, of: length)
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

    /// The first field (title, then event, then language) holding `normalizedQuery`, or nil when
    /// none does or the query is empty.
    ///
    /// Why: a row listed for its event or language shows why (its title alone would not), so the
    /// list draws this for its visible rows only; it compares a few strings and folds nothing.
    public func matchedField(normalizedQuery: String) -> SearchField? {
        guard !normalizedQuery.isEmpty else { return nil }
        let fields = searchKey.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
        for (field, text) in zip(SearchField.allCases, fields) where text.contains(normalizedQuery) {
            return field
        }
        return nil
    }
}
