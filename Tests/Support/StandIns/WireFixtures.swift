import Foundation
import InfiniteStoriesModels

/// The heroes and stories the client's, the view state's and the screens' tests are built from.
///
/// One home for wire-model test values (ADR 0028): every suite starts from the same hero and
/// story, spelled out once, and says only what its tests are about (a name, a status, a
/// favourite). Defaults are the plainest valid values; the suites' own helpers keep their own
/// defaults (golden screens depend on them) and pass them here.
public enum WireFixtures {
    /// 2026-01-05 08:00 UTC: a fixed day, so dates in screens and requests never drift.
    public static let epoch = Date(timeIntervalSince1970: 1_767_600_000)

    public static func hero(id: String, name: String, age: Int = 7, traits: [String] = ["Brave"],
                            abilities: [String] = [], appearance: String? = nil, stories: Int = 0,
                            at date: Date = epoch) -> Hero {
        Hero(id: id, name: name, age: age, traits: traits, specialAbilities: abilities, appearance: appearance,
             createdAt: date, updatedAt: date, count: Hero.Counts(stories: stories))
    }

    public static func story(id: String, heroID: String, title: String, content: String = "Once upon a time.",
                             eventType: String? = nil, audio: AudioStatus = .pending, audioDuration: Double? = nil,
                             illustrations: IllustrationStatus = .none, illustrationCount: Int = 0,
                             favorite: Bool = false, estimatedDuration: Double = 420,
                             status: GenerationStatus = .completed, createdAt: Date = epoch, updatedAt: Date = epoch,
                             hero: Story.HeroSummary? = nil) -> Story {
        Story(id: id, heroId: heroID, title: title, content: content, language: "English", eventType: eventType,
              audioGenerationStatus: audio, audioDuration: audioDuration, illustrationStatus: illustrations,
              illustrationCount: illustrationCount, isFavorite: favorite, estimatedDuration: estimatedDuration,
              generationStatus: status, createdAt: createdAt, updatedAt: updatedAt, hero: hero)
    }
}
