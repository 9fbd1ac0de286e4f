import Foundation
@testable import StoryWriting
@testable import OpenAICompatibleProviders
import Testing

/// `make test-live`: a real story from a real model server, when one is configured.
///
/// Set `LIVE_OPENAI_BASE_URL` (e.g. `http://127.0.0.1:11434/v1` for Ollama, or OpenAI's) and,
/// when the server needs one, `OPENAI_API_KEY`; `LIVE_OPENAI_MODEL` picks the model. Without the
/// URL the suite is skipped and says why: no model server can be installed from this project's
/// package registries (see docs/providers.md), so CI never runs it.
@Suite("Live provider", .enabled(if: liveBaseURL != nil, "set LIVE_OPENAI_BASE_URL to run"), .timeLimit(.minutes(5)))
struct LiveProviderTests {

    @Test func aRealModelWritesAStreamedStoryNearItsLength() async throws {
        let url = try #require(liveBaseURL)
        var configuration = OpenAIConfiguration(baseURL: url, apiKey: ProcessInfo.processInfo.environment["OPENAI_API_KEY"])
        if let model = ProcessInfo.processInfo.environment["LIVE_OPENAI_MODEL"] { configuration.storyModel = model }
        configuration.requestTimeout = .seconds(120)
        let providers = OpenAIProviders(configuration: configuration)
        defer { Task { await providers.shutdown() } }
        let collector = TextCollector()
        let meter = ProviderUsage()
        let story = try await ProviderUsage.$current.withValue(meter) {
            try await providers.story.generate(Fixtures.prompt(targetDuration: 120)) { collector.append($0) }
        }
        #expect(!story.title.isEmpty)
        #expect(collector.joined == story.content, "streamed pieces make the story")
        #expect(collector.all.count > 10, "it was streamed")
        #expect(story.content.contains("Mia"), "the hero is in it")
        // Within the tolerance, or continued once and accepted (logged): never wildly off.
        #expect(story.wordCount > 130, "\(story.wordCount) words for a two-minute story")
        #expect(!story.scenes.isEmpty)
        print("live story: \(story.title), \(story.wordCount) words, \(story.scenes.count) scenes, \(meter.snapshot.tokens) tokens")
    }
}

/// The live server's API root, from `LIVE_OPENAI_BASE_URL`.
let liveBaseURL: URL? = ProcessInfo.processInfo.environment["LIVE_OPENAI_BASE_URL"].flatMap(URL.init(string:))
