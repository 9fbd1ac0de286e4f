import Foundation
@testable import StoryWriting
@testable import OpenAICompatibleProviders
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SceneTests {
    static let chatPath = "/v1/chat/completions"
    static let paragraphs = Fixtures.paragraphs(8, sentences: 2)
    static let body = paragraphs.joined(separator: "\n\n")

    static func scenesJSON(_ segments: [String]) -> String {
        let scenes: [[String: Any]] = segments.enumerated().map { index, segment in
            ["sceneNumber": index + 1, "textSegment": segment, "illustrationPrompt": "Mia under the moon \(index + 1)",
             "timestamp": index * 10, "emotion": "peaceful", "importance": "key"]
        }
        let data = try! JSONSerialization.data(withJSONObject: ["scenes": scenes, "reasoning": "calm"])
        return String(decoding: data, as: UTF8.self)
    }

    func story(_ server: MockOpenAIServer, _ providers: OpenAIProviders, scenes: [MockOpenAIServer.Step]...) async throws -> GeneratedStory {
        server.enqueue(Self.chatPath, MockOpenAIServer.sse(MockOpenAIServer.sseBody(
            Fixtures.deltas("Mia and the Moon\n\n" + Self.body), lineEnding: "\n"), pieceSizes: [4096]))
        for answer in scenes { server.enqueue(Self.chatPath, answer) }
        // Text first; the scenes are a call (and a server step) of their own.
        var story = try await providers.story.generate(Fixtures.prompt()) { _ in }
        story.scenes = await providers.story.scenes(for: story, prompt: Fixtures.prompt())
        return story
    }

    @Test func usableScenesFollowTheModelAndAlignToParagraphs() async throws {
        try await withServer { server, providers in
            // Segments re-typed by the model (straight quotes, other case) must still be found.
            let answer = Self.scenesJSON([Self.paragraphs[0], Self.paragraphs[2].uppercased(), Self.paragraphs[4]])
            let story = try await story(server, providers, scenes: MockOpenAIServer.completion(answer))
            #expect(story.scenes.count == 3)
            #expect(story.scenes.map(\.textSegment).joined(separator: "\n\n") == story.content)
            #expect(story.scenes[1].textSegment == Self.paragraphs[2] + "\n\n" + Self.paragraphs[3])
            #expect(story.scenes[1].imagePrompt == "Mia under the moon 2; mood: peaceful")
            #expect(story.scenes[1].timestamp == WordCounter.seconds(forWords: WordCounter.count(Self.paragraphs[0] + " " + Self.paragraphs[1])))
            let request = try #require(server.requests(Self.chatPath).last)
            let format = try #require(request.json["response_format"] as? [String: Any])
            #expect(format["type"] as? String == "json_schema")
        }
    }

    @Test func aServerWithoutJSONSchemaIsAskedForAJSONObject() async throws {
        try await withServer { server, providers in
            let answer = Self.scenesJSON([Self.paragraphs[0], Self.paragraphs[3]])
            let story = try await story(server, providers,
                                        scenes: MockOpenAIServer.json(400, #"{"error":"response_format json_schema"}"#),
                                        MockOpenAIServer.completion("```json\n" + answer + "\n```"))
            #expect(story.scenes.count == 2)
            let format = try #require(server.requests(Self.chatPath).last?.json["response_format"] as? [String: Any])
            #expect(format["type"] as? String == "json_object")
        }
    }

    @Test(arguments: [
        SceneTests.scenesJSON(["This sentence is not in the story at all, not anywhere."]),
        SceneTests.scenesJSON([SceneTests.paragraphs[4], SceneTests.paragraphs[1]]),
        #"{"scenes": "#,
    ])
    func unusableScenesFallBackToTheOfflineSplitter(answer: String) async throws {
        try await withServer { server, providers in
            let story = try await story(server, providers, scenes: MockOpenAIServer.completion(answer))
            let words = Self.paragraphs.map(WordCounter.count)
            let groups = SceneSplitter.groups(wordsPerParagraph: words,
                                              count: SceneSplitter.sceneCount(forWords: words.reduce(0, +)))
            #expect(story.scenes.map(\.textSegment)
                    == groups.map { Self.paragraphs[$0].joined(separator: "\n\n") })
            #expect(story.scenes.map(\.displayOrder) == Array(1...groups.count))
            #expect(story.scenes.allSatisfy { $0.imagePrompt.contains("Mia") })
        }
    }
}
