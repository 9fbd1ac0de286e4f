import Foundation
@testable import StoryWriting
import InfiniteStoriesModels
@testable import OpenAICompatibleProviders
import Testing

/// A model that answers in another language than the one asked for: asked once more, naming the
/// language, while nothing of its answer was shown; a failure the server can report (or finish
/// offline) when it does it again; never a story whose shown text differs from the stored one.
@Suite(.timeLimit(.minutes(1)))
struct WrongLanguageTests {
    static let chatPath = "/v1/chat/completions"

    static func prompt(_ language: StoryLanguage) -> StoryPrompt {
        StoryPrompt(heroName: "Mia", heroAge: 6, traits: ["Brave"], event: "Bedtime Adventure", language: language,
                    targetDuration: 60, seed: 1)
    }

    // MARK: Against the repository's stand-in (scripts/fake-openai-server.py)

    /// Providers pointed at the stand-in started with `arguments`, both stopped afterwards.
    func withStandIn<T>(_ arguments: [String], _ body: (FakeOpenAIScript, OpenAIProviders) async throws -> T) async throws -> T {
        let fake = try FakeOpenAIScript(arguments: ["--chunk-delay", "0.002"] + arguments)
        var configuration = OpenAIConfiguration(baseURL: fake.baseURL, apiKey: nil)
        configuration.requestTimeout = .seconds(10)
        let providers = OpenAIProviders(configuration: configuration)
        defer { fake.stop() }
        do {
            let result = try await body(fake, providers)
            await providers.shutdown()
            return result
        } catch {
            await providers.shutdown()
            throw error
        }
    }

    @Test(.enabled(if: FakeOpenAIScript.available, "needs python3"))
    func anEnglishAnswerToAGermanRequestIsAskedAgainOnceAndNothingOfItIsShown() async throws {
        try await withStandIn(["--answer-languages", "English"]) { fake, providers in
            let shown = TextCollector()
            let story = try await providers.story.generate(Self.prompt(.german)) { shown.append($0) }
            #expect(story.title == "Mia und die Laterne der geduldigen Eule")
            #expect(story.content.contains("Mia schlich auf dem silbernen Pfad"))
            #expect(StoryLanguageIdentifier.identify(story.content) == .german)
            // What was shown is the stored story, and none of the English answer is in it.
            #expect(shown.joined == story.content)
            #expect(!shown.joined.contains("tiptoed"))
            #expect(shown.all.count > 20, "the German answer was streamed piece by piece")

            let streamed = try await fake.requests().filter(\.stream)
            #expect(streamed.count == 2)
            let retry = try #require(streamed.last?.messages)
            #expect(retry.count == 4)
            #expect(retry[2].role == "assistant")
            #expect(retry[2].content.hasPrefix("Title: Mia and the Lantern Of The Patient Owl"))
            #expect(retry[3].role == "user")
            #expect(retry[3].content.contains("That story is in English, but it must be in German (Deutsch)"))
            #expect(streamed[0].messages[1].content.contains("Write the whole story, title included, in German."))
        }
    }

    @Test(.enabled(if: FakeOpenAIScript.available, "needs python3"))
    func aSecondWrongAnswerIsAProviderFailureWithNothingShown() async throws {
        try await withStandIn(["--answer-languages", "English,English"]) { fake, providers in
            let shown = TextCollector()
            let failure = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Self.prompt(.german)) { shown.append($0) }
            }
            #expect(failure?.kind == .wrongLanguage)
            #expect(failure?.isRetryable == false)
            #expect(failure?.userMessage.contains("wrote in English twice when asked for German") == true)
            // Nothing was shown, so `--fallback offline` may still write the story offline.
            #expect(shown.all.isEmpty)
            let streamed = try await fake.requests().filter(\.stream)
            #expect(streamed.count == 2, "asked once more, not more")
        }
    }

    @Test(.enabled(if: FakeOpenAIScript.available, "needs python3"))
    func aModelThatFollowsTheLanguageIsAskedOnce() async throws {
        try await withStandIn([]) { fake, providers in
            for language in [StoryLanguage.french, .spanish, .italian] {
                let story = try await providers.story.generate(Self.prompt(language)) { _ in }
                #expect(StoryLanguageIdentifier.identify(story.content) == language)
            }
            let streamed = try await fake.requests().filter(\.stream)
            #expect(streamed.count == 3)
        }
    }

    // MARK: Byte-exact cases (the scripted in-process server)

    static let german = [
        "Mia schaute zum Mond hinauf und lächelte.", "Der Wind sang ein leises Lied in den Bäumen.",
        "Eine Eule blinzelte zweimal von der alten Eiche.", "Bald wurden ihre Augen schwer, und sie schlief ein.",
    ]
    static let english = Fixtures.sentences

    /// `count` sentences cycled from `sentences`, in paragraphs of four.
    static func text(_ sentences: [String], count: Int) -> String {
        stride(from: 0, to: count, by: 4).map { start in
            (start..<min(count, start + 4)).map { sentences[$0 % sentences.count] }.joined(separator: " ")
        }.joined(separator: "\n\n")
    }

    @Test func aStoryThatDriftsIntoAnotherLanguageAfterItWasShownIsReportedNotReplaced() async throws {
        try await withServer { server, providers in
            // A German title and start (past the gate's window), then English to the end.
            let raw = "Titel: Mia und der Mond\n\n" + Self.text(Self.german, count: 8) + "\n\n" + Self.text(Self.english, count: 30)
            server.enqueue(Self.chatPath, MockOpenAIServer.sse(MockOpenAIServer.sseBody(Fixtures.deltas(raw))))
            let shown = TextCollector()
            let failure = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Self.prompt(.german)) { shown.append($0) }
            }
            #expect(failure?.kind == .wrongLanguage)
            #expect(failure?.isRetryable == true)
            #expect(failure?.userMessage == "The AI model wrote the story in English instead of German; try again.")
            #expect(shown.joined.hasPrefix("Mia schaute zum Mond hinauf"), "the German start was streamed")
            #expect(server.requests(Self.chatPath).count == 1, "shown text is never replaced by a second answer")
        }
    }

    @Test func aWholeAnswerInAnotherLanguageFromAServerThatIgnoresStreamingIsAskedAgain() async throws {
        try await withServer { server, providers in
            // One JSON completion (no stream): the gate judges it whole before any of it is shown.
            server.enqueue(Self.chatPath, MockOpenAIServer.completion("The Quiet Star\n\n" + Self.text(Self.english, count: 16)))
            let german = "Titel: Der stille Stern\n\n" + Self.text(Self.german, count: 16)
            server.enqueue(Self.chatPath, MockOpenAIServer.sse(MockOpenAIServer.sseBody(Fixtures.deltas(german))))
            let shown = TextCollector()
            let story = try await providers.story.generate(Self.prompt(.german)) { shown.append($0) }
            #expect(story.title == "Der stille Stern")
            #expect(story.content == Self.text(Self.german, count: 16))
            #expect(shown.joined == story.content)
            let requests = server.requests(Self.chatPath)
            #expect(requests.count == 2, "the English answer, the German one")
            let messages = try #require(requests[1].json["messages"] as? [[String: String]])
            #expect(messages.last?["content"]?.contains("That story is in English") == true)
        }
    }

    @Test func aContinuationInAnotherLanguageIsDroppedUnseenAndTheStoryKept() async throws {
        try await withServer { server, providers in
            let first = Self.text(Self.german, count: 8)  // ~60 words of a 130-word target: continued
            server.enqueue(Self.chatPath, MockOpenAIServer.sse(MockOpenAIServer.sseBody(
                Fixtures.deltas("Titel: Mia und der Mond\n\n" + first))))
            server.enqueue(Self.chatPath, MockOpenAIServer.sse(MockOpenAIServer.sseBody(
                Fixtures.deltas(Self.text(Self.english, count: 8)))))
            let shown = TextCollector()
            let story = try await providers.story.generate(Self.prompt(.german)) { shown.append($0) }
            #expect(story.content == first)
            #expect(shown.joined == story.content)
            #expect(server.requests(Self.chatPath).count == 2)
        }
    }
}
