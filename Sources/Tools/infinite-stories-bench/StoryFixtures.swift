import Foundation
import StoryWriting
import InfiniteStoriesModels

/// Realistic inputs built from the real offline generator, so the text and JSON the benchmarks
/// chew on have the size and shape of what users get (not lorem ipsum of a guessed length).
enum StoryFixtures {
    /// A typical hero's prompt for a story of `minutes` minutes; `seed` picks one story.
    static func prompt(minutes: Int, seed: UInt64) -> StoryPrompt {
        StoryPrompt(heroName: "Luna", heroAge: 7, traits: ["Brave", "Curious"],
                    specialAbilities: ["talks to animals"], appearance: "curly red hair and a green scarf",
                    event: "Bedtime Adventure", language: .english, targetDuration: minutes * 60, seed: seed)
    }

    /// The text of a story of `minutes` minutes.
    static func content(minutes: Int, seed: UInt64 = 1) -> String {
        OfflineStoryGenerator().story(for: prompt(minutes: minutes, seed: seed)).content
    }

    /// A `GET /api/v1/stories?limit=100` answer as the server writes it: 100 seven-minute stories
    /// (content included, as the list route sends it) in the contract's envelope.
    static func storyPageJSON(count: Int = 100) throws -> Data {
        let generator = OfflineStoryGenerator()
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        var stories: [Story] = []
        stories.reserveCapacity(count)
        for index in 0..<count {
            let written = generator.story(for: prompt(minutes: 7, seed: UInt64(index % 10)))
            let created = start.addingTimeInterval(Double(-index * 60))
            stories.append(Story(
                id: "story\(String(index, radix: 32))abcdefghijklmnopqrstuv".lowercased(),
                heroId: "herohmb3kq7x2v4m5n6p7r8s9t", title: written.title, content: written.content,
                language: "English", eventType: "Bedtime Adventure", audioGenerationStatus: .pending,
                illustrationStatus: .pending, illustrationCount: written.scenes.count,
                estimatedDuration: written.estimatedDuration, generationStatus: .completed,
                createdAt: created, updatedAt: created,
                hero: Story.HeroSummary(id: "herohmb3kq7x2v4m5n6p7r8s9t", name: "Luna")))
        }
        let page = StoryPage(stories: stories, pagination: Pagination(total: 10_000, limit: count, offset: 0, hasMore: true))
        return try JSONEncoder.wire().encode(Envelope(data: page))
    }
}
