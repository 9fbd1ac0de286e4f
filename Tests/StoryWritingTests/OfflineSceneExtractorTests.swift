@testable import StoryWriting
import Testing

/// Upstream's scene shape from any story text, offline.
@Suite struct OfflineSceneExtractorTests {
    @Test func scenesCoverTheStoryInOrderWithKeyEnds() async throws {
        let story = try await OfflineStoryGenerator().generate(StoryPrompt(heroName: "Mia", heroAge: 6, event: "Bedtime Adventure",
                                                                          targetDuration: 420, seed: 3)) { _ in }
        let scenes = OfflineSceneExtractor.scenes(in: story.content, duration: 420, heroName: "Mia", context: "Bedtime Adventure")
        #expect(scenes.count == SceneSplitter.sceneCount(forWords: story.wordCount))
        #expect(scenes.map(\.sceneNumber) == Array(1...scenes.count))
        #expect(scenes.map(\.textSegment).joined(separator: "\n\n") == story.content)
        #expect(scenes.first?.timestamp == 0)
        #expect(scenes.map(\.timestamp) == scenes.map(\.timestamp).sorted() && scenes.last!.timestamp < 420)
        #expect(scenes.first?.importance == "key" && scenes.last?.importance == "key")
        #expect(scenes.filter { $0.importance == "major" }.count == 1)
        #expect(scenes.allSatisfy { OfflineSceneExtractor.emotions.contains($0.emotion) && $0.illustrationPrompt.hasPrefix("Mia") })
    }

    @Test func oneLongParagraphIsSplitAtSentences() {
        let text = (1...40).map { "Sentence \($0) has a few more words in it." }.joined(separator: " ")
        let scenes = OfflineSceneExtractor.scenes(in: text, duration: 100, heroName: "Leo")
        #expect(scenes.count == SceneSplitter.sceneCount(forWords: WordCounter.count(text)))
        #expect(scenes.map(\.textSegment).joined(separator: " ") == text)
    }

    @Test func emotionFollowsTheWords() {
        #expect(OfflineSceneExtractor.emotion(of: "They laughed and danced and giggled at the party") == "joyful")
        #expect(OfflineSceneExtractor.emotion(of: "A strange glow came from the hidden cave in the mist") == "mysterious")
        #expect(OfflineSceneExtractor.emotion(of: "Grandma hugged her and they shared warm cocoa together") == "heartwarming")
        #expect(OfflineSceneExtractor.emotion(of: "Nothing here") == "peaceful")
    }
}
