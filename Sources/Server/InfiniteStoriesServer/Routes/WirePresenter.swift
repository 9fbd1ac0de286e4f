import Foundation
import InfiniteStoriesModels

/// Turns stored records into wire types. Media paths become absolute URLs through `mediaURL`
/// (signed per read, contract section 6), so nothing signed is ever stored.
struct WirePresenter: Sendable {
    var mediaURL: @Sendable (String) -> String? = { _ in nil }

    func hero(_ record: HeroRecord) -> Hero {
        Hero(id: record.id, name: record.name, age: record.age, traits: record.traits,
             specialAbilities: record.specialAbilities, appearance: record.appearance, hairColor: record.hairColor,
             eyeColor: record.eyeColor, skinTone: record.skinTone, height: record.height,
             avatarUrl: record.avatarPath.flatMap(mediaURL), avatarPrompt: record.avatarPrompt,
             createdAt: record.createdAt, updatedAt: record.updatedAt, count: .init(stories: record.storyCount))
    }

    /// A story is shown in a series once the series has a second part that still exists.
    func story(_ record: StoryRecord, illustrations: [IllustrationRecord]? = nil) -> Story {
        let inSeries = (record.seriesLength ?? 0) > 1
        return Story(id: record.id, heroId: record.heroID, title: record.title, content: record.content,
              language: record.language, eventType: record.eventType, customEventId: record.customEventID,
              audioUrl: record.audioPath.flatMap(mediaURL),
              audioGenerationStatus: AudioStatus(rawValue: record.audioStatus) ?? .unknown,
              audioDuration: record.audioDuration,
              illustrationStatus: IllustrationStatus(rawValue: record.illustrationStatus) ?? .unknown,
              illustrationCount: record.illustrationCount, isFavorite: record.isFavorite, playCount: record.playCount,
              lastPlayedAt: record.lastPlayedAt, estimatedDuration: record.estimatedDuration,
              generationStatus: GenerationStatus(rawValue: record.generationStatus) ?? .unknown,
              createdAt: record.createdAt, updatedAt: record.updatedAt,
              hero: .init(id: record.heroID, name: record.heroName, avatarUrl: record.heroAvatarPath.flatMap(mediaURL)),
              illustrations: illustrations.map { $0.map(illustration) },
              continuesStoryId: record.continuesStoryID,
              seriesId: inSeries ? record.seriesID : nil, seriesPart: inSeries ? record.seriesPart : nil,
              seriesLength: inSeries ? record.seriesLength : nil,
              summary: StoryRecap(json: record.summary))
    }

    func illustration(_ record: IllustrationRecord) -> Illustration {
        Illustration(id: record.id, displayOrder: record.displayOrder, textSegment: record.textSegment,
                     imagePrompt: record.imagePrompt, timestamp: record.timestamp,
                     status: IllustrationItemStatus(rawValue: record.status) ?? .unknown,
                     imageUrl: record.imagePath.flatMap(mediaURL), error: record.error)
    }
}
