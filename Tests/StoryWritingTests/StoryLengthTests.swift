import StoryWriting
import InfiniteStoriesModels
import Testing

/// The story must fit the narration time the parent picked (130 spoken words a minute).
@Suite struct StoryLengthTests {
    let generator = OfflineStoryGenerator()

    @Test(arguments: [60, 300, 420, 600, 900])
    func wordCountIsWithinFifteenPercentOfTheTarget(duration: Int) {
        let target = Double(duration) * 130 / 60
        for language in [StoryLanguage.english, .french] {
            for event in TestPrompts.events {
                for (seed, age) in [(UInt64(1), 4), (2, 11)] {
                    let prompt = TestPrompts.hero(age: age, event: event, language: language, duration: duration, seed: seed)
                    let story = generator.story(for: prompt)
                    let counted = TestPrompts.wordCount(story.content)
                    #expect(abs(Double(counted) - target) <= target * 0.15,
                            "\(language) \(event) \(duration)s seed \(seed): \(counted) words for \(Int(target))")
                }
            }
        }
    }

    @Test func reportedWordCountAndDurationMatchTheContent() {
        let story = generator.story(for: TestPrompts.hero(duration: 600))
        #expect(story.wordCount == TestPrompts.wordCount(story.content))
        #expect(abs(story.estimatedDuration - Double(story.wordCount) / 130 * 60) < 0.001)
    }

    @Test func longerTargetsGiveLongerStories() {
        let counts = [60, 300, 600, 900].map { generator.story(for: TestPrompts.hero(duration: $0)).wordCount }
        #expect(counts == counts.sorted())
        #expect(Set(counts).count == counts.count)
    }

    @Test func durationsOutsideTheRangeAreClamped() {
        let tiny = generator.story(for: TestPrompts.hero(duration: 0))
        let huge = generator.story(for: TestPrompts.hero(duration: 100_000))
        #expect(abs(Double(tiny.wordCount) - 130) <= 130 * 0.15)
        #expect(abs(Double(huge.wordCount) - 1950) <= 1950 * 0.15)
    }
}
