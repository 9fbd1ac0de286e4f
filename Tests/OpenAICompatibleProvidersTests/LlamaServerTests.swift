import Foundation
@testable import StoryWriting
@testable import OpenAICompatibleProviders
import StandIns
import Testing

/// The story provider against a real llama.cpp `llama-server` and its tiny random-weight models:
/// what a local model server really does (closed connections, errors inside a 200 stream, a
/// small context, JSON grammars, keys) and what the provider makes of it.
@Suite(.timeLimit(.minutes(3)), .serialized)
struct LlamaServerTests {
    /// Providers for `server`, logging into `log`.
    static func providers(_ server: LlamaServer, log: LogRecorder, key: String? = nil,
                          _ adjust: (inout OpenAIConfiguration) -> Void = { _ in }) -> OpenAIProviders {
        var configuration = OpenAIConfiguration(baseURL: server.baseURL, apiKey: key)
        configuration.storyModel = "tiny"
        configuration.requestTimeout = .seconds(20)
        configuration.deadline = .seconds(60)
        adjust(&configuration)
        return OpenAIProviders(configuration: configuration, logger: log.logger)
    }

    static func run<T>(model: String = "tiny-eos.gguf", contextTokens: Int = 4096, arguments: [String] = [],
                       key: String? = nil, adjust: (inout OpenAIConfiguration) -> Void = { _ in },
                       _ body: (LlamaServer, OpenAIProviders, LogRecorder) async throws -> T) async throws -> T {
        let server = try await LlamaServer.start(model: model, contextTokens: contextTokens, arguments: arguments)
        let log = LogRecorder()
        let providers = providers(server, log: log, key: key, adjust)
        defer { server.stop() }
        do {
            let result = try await body(server, providers, log)
            await providers.shutdown()
            return result
        } catch {
            await providers.shutdown()
            throw error
        }
    }

    /// `body`'s result; when it throws, the log so far is recorded with the error.
    static func explained<T>(_ log: LogRecorder, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            Issue.record("\(error); log: \(log.all.map(\.line).joined(separator: " | "))")
            throw error
        }
    }

    @Test func aStoryStreamsFromTheRealServerAndThePiecesAreTheContent() async throws {
        try await Self.run { _, providers, log in
            let shown = TextCollector()
            let titles = TextCollector()
            let story = try await providers.story.generate(Fixtures.prompt(), onTitle: { titles.append($0) }) { shown.append($0) }
            #expect(!story.content.isEmpty)
            #expect(shown.joined == story.content)
            #expect(titles.all == [story.title], "the title is told once, before the text")
            #expect(!log.contains("provider answered with an error"))
        }
    }

    @Test func manyRequestsInARowNeverCostARetryOnAClosedConnection() async throws {
        // llama.cpp closes the connection after each answer; a request that finds its pooled
        // connection closed goes again at once on a new one, never as a retry with a backoff.
        try await Self.run { _, providers, log in
            for round in 0..<5 {
                var prompt = Fixtures.prompt()
                prompt.seed = UInt64(round)
                let story = try await providers.story.generate(prompt) { _ in }
                if round == 0 { _ = await providers.story.scenes(for: story, prompt: prompt) }
                _ = try? await providers.assistant.title(description: "A quiet walk to the moon", language: .english)
            }
            #expect(!log.contains("will be retried"), "\(log.all.map(\.line))")
            #expect(!log.contains("provider call failed"))
        }
    }

    @Test func anErrorInsideAStreamBeforeAnyTextIsRetriedAndOneAfterTextIsReported() async throws {
        // Two slots sharing one cache of 2048 tokens: story A (about 1,300 prompt tokens and up
        // to 460 more) is being written when story B comes. B's prompt cannot fit, and llama.cpp
        // says so inside both 200 streams (the batch holding both fails). A had shown text: it
        // fails as before, since what was shown cannot be taken back. B had shown nothing: it is
        // asked again like a 500, and written once the cache is free.
        try await Self.run(model: "tiny.gguf", contextTokens: 2048, arguments: ["-np", "2", "--kv-unified"]) { _, providers, log in
            let (firstText, started) = AsyncStream<Void>.makeStream()
            let shownA = TextCollector()
            async let storyA: Result<GeneratedStory, ProviderFailure> = {
                do {
                    return .success(try await providers.story.generate(Fixtures.prompt()) { piece in
                        shownA.append(piece)
                        started.yield()
                    })
                } catch let failure as ProviderFailure {
                    return .failure(failure)
                } catch {
                    Issue.record("unexpected \(error)")
                    return .failure(.unreachable)
                }
            }()
            for await _ in firstText { break }
            var prompt = Fixtures.prompt()
            prompt.seed = 2
            let shownB = TextCollector()
            let storyB = try await Self.explained(log) { try await providers.story.generate(prompt) { shownB.append($0) } }
            #expect(storyB.content == shownB.joined)
            #expect(!storyB.content.isEmpty)
            #expect(log.contains("Context size has been exceeded"), "the overflow did not happen: \(log.all.map(\.line))")
            #expect(log.contains("will be retried"))
            switch await storyA {
            case .success(let story):
                // The server may also have failed B's attempt alone: A then simply finished.
                #expect(story.content == shownA.joined)
            case .failure(let failure):
                #expect(!shownA.joined.isEmpty)
                #expect(failure.userMessage == ProviderFailure.contextTooSmallMessage)
            }
        }
    }

    @Test func aStoryIsSizedToTheContextTheServerReports() async throws {
        // 2048 tokens: the prompt (about 1,400 of this tiny vocabulary's tokens) takes most of it. The story asks only for what is left, and
        // no request is refused (before, a too-long answer was cut and then continued past it).
        try await Self.run(model: "tiny.gguf", contextTokens: 2048) { _, providers, log in
            let shown = TextCollector()
            let story = try await providers.story.generate(Fixtures.prompt(targetDuration: 300)) { shown.append($0) }
            #expect(shown.joined == story.content)
            #expect(log.contains("story shortened to fit the model's context"), "\(log.all.map(\.line))")
            #expect(!log.contains("provider answered with an error"), "\(log.all.map(\.line))")
        }
    }

    @Test func aContextTooSmallForAnyStoryFailsWithASentenceThatHelps() async throws {
        try await Self.run(contextTokens: 512) { _, providers, _ in
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Fixtures.prompt()) { _ in }
            }
            #expect(error?.userMessage == ProviderFailure.contextTooSmallMessage)
        }
    }

    @Test func theServersReasonReachesTheLogAndTheUserGetsOneSentence() async throws {
        // Told a context larger than the server's, the request goes and is refused: the log
        // carries llama.cpp's own words, the user the sentence that helps.
        try await Self.run(contextTokens: 512, adjust: { $0.contextTokens = 100_000 }) { _, providers, log in
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Fixtures.prompt()) { _ in }
            }
            #expect(error?.userMessage == ProviderFailure.contextTooSmallMessage)
            #expect(error?.statusCode == 400)
            #expect(log.contains("exceeds the available context size"), "\(log.all.map(\.line))")
            #expect(log.contains("status=400"))
        }
    }

    @Test func aCutStoryGoesOnFromExactlyWhatWasTold() async throws {
        try await Self.run(model: "tiny.gguf") { _, providers, _ in
            var prompt = Fixtures.prompt()
            let told = "Once upon a time, Mia walked to the edge of the quiet wood, and"
            prompt.told = ToldStory(title: "Mia and the Moon", text: told)
            let shown = TextCollector()
            let titles = TextCollector()
            let story = try await providers.story.generate(prompt, onTitle: { titles.append($0) }) { shown.append($0) }
            #expect(story.content.hasPrefix(told), "the told text was rewritten")
            #expect(story.content == told + shown.joined, "only the rest is sent")
            #expect(story.content.count > told.count, "nothing came after the told text")
            #expect(story.title == "Mia and the Moon")
            #expect(titles.all.isEmpty, "the told title is not told again")
        }
    }

    @Test func scenesAreAskedThroughTheServersJSONGrammar() async throws {
        try await Self.run(model: "tiny.gguf") { _, providers, log in
            let story = try await providers.story.generate(Fixtures.prompt()) { _ in }
            let scenes = await providers.story.scenes(for: story, prompt: Fixtures.prompt())
            #expect(!scenes.isEmpty)
            #expect(scenes.map(\.textSegment).joined(separator: "\n\n") == story.content)
            // Current llama.cpp takes json_schema: never refused, never asked again as json_object.
            #expect(!log.contains("refused json_schema"))
            #expect(!log.contains("provider answered with an error"))
        }
    }

    @Test func aStoryThatStopsShortIsContinuedInTheSameConversation() async throws {
        // tiny-eos.gguf ends its answers early: the story is asked for more, once.
        try await Self.run(model: "tiny-eos.gguf") { _, providers, log in
            let shown = TextCollector()
            let story = try await providers.story.generate(Fixtures.prompt(targetDuration: 300)) { shown.append($0) }
            #expect(shown.joined == story.content)
            #expect(log.contains("story shorter than asked; asking for more"), "\(log.all.map(\.line))")
        }
    }

    @Test func aServerKilledMidStoryIsACutStreamAndWhatWasShownIsNotRetried() async throws {
        try await Self.run(model: "tiny.gguf") { server, providers, log in
            let shown = TextCollector()
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Fixtures.prompt(targetDuration: 600)) { piece in
                    shown.append(piece)
                    if shown.all.count == 3 { server.stop() }
                }
            }
            #expect(!shown.joined.isEmpty)
            #expect(error?.kind == .interrupted || error?.kind == .unreachable, "\(String(describing: error))")
            #expect(!log.contains("will be retried"), "a stream that had shown text was asked again")
        }
    }

    @Test func aModelThatGoesSilentIsCutByTheSilenceLimit() async throws {
        try await Self.run(model: "tiny.gguf", adjust: { $0.requestTimeout = .seconds(1) }) { server, providers, _ in
            let shown = TextCollector()
            let start = ContinuousClock.now
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Fixtures.prompt(targetDuration: 600)) { piece in
                    shown.append(piece)
                    if shown.all.count == 3 { server.suspend() }
                }
            }
            server.resume()
            #expect(error?.kind == .timedOut)
            #expect(ContinuousClock.now - start < .seconds(10))
        }
    }

    @Test func aWrongKeyIsRefusedAndTheRightOneWorks() async throws {
        try await Self.run(arguments: ["--api-key", testKey], key: "sk-wrong-key-0000") { server, providers, log in
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.story.generate(Fixtures.prompt()) { _ in }
            }
            #expect(error?.kind == .unauthorized)
            #expect(!log.all.contains { $0.line.contains("sk-wrong-key-0000") }, "the key reached the log")
            let good = Self.providers(server, log: LogRecorder(), key: testKey)
            // Shut down whatever happens: a client dropped unshut traps in debug builds, which
            // would end the whole test process instead of failing this test.
            do {
                let story = try await good.story.generate(Fixtures.prompt()) { _ in }
                await good.shutdown()
                #expect(!story.content.isEmpty)
            } catch {
                await good.shutdown()
                throw error
            }
        }
    }
}
