import Foundation
import StoryWriting
import InfiniteStoriesModels
import Testing

/// Streaming, determinism, variety and scenes: what the server relies on.
@Suite struct GenerationTests {
    let generator = OfflineStoryGenerator()

    /// Collects streamed pieces across the `@Sendable` callback.
    actor Pieces {
        var all: [String] = []
        func add(_ piece: String) { all.append(piece) }
    }

    @Test func streamedPiecesRebuildTheContentExactly() async throws {
        for language in [StoryLanguage.english, .french] {
            let pieces = Pieces()
            let story = try await generator.generate(TestPrompts.hero(language: language)) { await pieces.add($0) }
            let streamed = await pieces.all
            #expect(streamed.joined() == story.content)
            #expect(streamed.count >= story.content.components(separatedBy: "\n\n").count * 2)
            // Sentence-sized: no piece holds a paragraph break in its middle, none is huge.
            for piece in streamed {
                #expect(!piece.isEmpty && piece.count < 400)
                #expect(!piece.trimmingCharacters(in: .whitespacesAndNewlines).contains("\n"))
            }
        }
    }

    @Test func generateReturnsTheSameStoryAsStoryFor() async throws {
        let prompt = TestPrompts.hero(event: "Family Time", seed: 77)
        let streamed = try await generator.generate(prompt) { _ in }
        #expect(streamed == generator.story(for: prompt))
    }

    @Test func aCancelledTaskStopsStreaming() async {
        let pieces = Pieces()
        let task = Task {
            try await generator.generate(TestPrompts.hero(duration: 900)) { piece in
                await pieces.add(piece)
                withUnsafeCurrentTask { $0?.cancel() }
            }
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(await pieces.all.count == 1)
    }

    @Test func theSamePromptAndSeedGiveTheSameStory() {
        for language in [StoryLanguage.english, .french] {
            for event in TestPrompts.events {
                let prompt = TestPrompts.hero(event: event, language: language, seed: 424_242)
                #expect(OfflineStoryGenerator().story(for: prompt) == OfflineStoryGenerator().story(for: prompt))
            }
        }
    }

    /// Word-level Jaccard similarity of two texts' word sets.
    static func similarity(_ a: String, _ b: String) -> Double {
        let left = Set(TestPrompts.words(a)), right = Set(TestPrompts.words(b))
        return Double(left.intersection(right).count) / Double(left.union(right).count)
    }

    /// Largest and mean word-level Jaccard similarity allowed between two seeds' stories, per
    /// length. Measured (English and French, every event, ages 4 and 8, seeds 1-5): at most 0.58
    /// (mean 0.38) for 5-10 minutes at age 8, 0.69 at age 4, whose simpler sentences are fewer;
    /// 15-minute stories use much of their world's content and reach 0.82 for age 4 (mean 0.66);
    /// one-minute stories have so few sentences that a shared problem weighs a lot. The bounds
    /// below leave a margin over those measurements and stay far from a repeat's 1.0.
    static let similarityBounds: [Int: (max: Double, mean: Double)] = [
        60: (0.9, 0.45), 300: (0.75, 0.5), 420: (0.75, 0.5), 600: (0.8, 0.55), 900: (0.88, 0.72),
    ]

    @Test(arguments: [60, 300, 420, 600, 900])
    func differentSeedsGiveClearlyDifferentStories(duration: Int) throws {
        let bounds = try #require(Self.similarityBounds[duration])
        var similarities: [Double] = []
        for language in [StoryLanguage.english, .french] {
            for event in TestPrompts.events {
                // Young listeners' stories vary least; check them at the lengths that matter most.
                for age in duration == 420 || duration == 900 ? [4, 8] : [8] {
                    let stories = (UInt64(1)...3).map {
                        generator.story(for: TestPrompts.hero(age: age, event: event, language: language,
                                                             duration: duration, seed: $0)).content
                    }
                    #expect(Self.similarity(stories[0], stories[0]) == 1.0)
                    for (i, j) in [(0, 1), (0, 2), (1, 2)] {
                        let similarity = Self.similarity(stories[i], stories[j])
                        similarities.append(similarity)
                        #expect(similarity < bounds.max, "\(language) \(event) age \(age) seeds \(i + 1),\(j + 1): \(similarity)")
                    }
                }
            }
        }
        let mean = similarities.reduce(0, +) / Double(similarities.count)
        #expect(mean < bounds.mean, "mean similarity \(mean)")
    }

    @Test(arguments: [60, 300, 420, 600, 900])
    func scenesCoverTheStoryOnParagraphBoundaries(duration: Int) {
        for language in [StoryLanguage.english, .french] {
            let story = generator.story(for: TestPrompts.hero(event: "Weekend Explorer", language: language, duration: duration, seed: 9))
            #expect((3...8).contains(story.scenes.count))
            #expect(story.scenes.map(\.textSegment).joined(separator: "\n\n") == story.content)
            #expect(story.scenes.map(\.displayOrder) == Array(1...story.scenes.count))
            var wordsBefore = 0
            for scene in story.scenes {
                #expect(abs(scene.timestamp - Double(wordsBefore) / 130 * 60) < 0.001)
                wordsBefore += TestPrompts.wordCount(scene.textSegment)
                #expect(!scene.textSegment.hasPrefix("\n") && !scene.textSegment.hasSuffix("\n"))
                #expect(!scene.imagePrompt.contains("\n") && scene.imagePrompt.contains("Emma"))
                #expect(scene.imagePrompt.contains("time of day") && scene.imagePrompt.contains("mood"))
            }
        }
    }

    @Test func longerStoriesGetMoreScenes() {
        let counts = [60, 300, 420, 600, 900].map { generator.story(for: TestPrompts.hero(duration: $0, seed: 2)).scenes.count }
        #expect(counts.first == 3 && counts.last == 8)
        #expect(counts == counts.sorted())
    }

    @Test func paragraphsAreSeparatedByOneBlankLine() {
        let story = generator.story(for: TestPrompts.hero(duration: 600))
        #expect(!story.content.contains("\n\n\n"))
        #expect(story.content.components(separatedBy: "\n\n").allSatisfy { !$0.isEmpty && !$0.contains("\n") })
        #expect(story.content.components(separatedBy: "\n\n").count >= 8)
    }
}
