import Foundation
@testable import OpenAICompatibleProviders
import IllustrationPainting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct TransportTests {
    static let imagesPath = "/v1/images/generations"

    static func pngAnswer() async throws -> (png: Data, json: String) {
        let png = try await OfflineImageGenerator().avatar(for: PortraitRequest(heroName: "Mia"))
        return (png, #"{"created":1,"data":[{"b64_json":""# + png.base64EncodedString() + #""}]}"#)
    }

    @Test func a429IsRetriedAfterItsRetryAfter() async throws {
        try await withServer { server, providers in
            let answer = try await Self.pngAnswer()
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(
                429, #"{"error":{"message":"Rate limit reached"}}"#, headers: [("Retry-After", "1.2")]))
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(200, answer.json))
            let image = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            #expect(image == answer.png)
            let requests = server.requests(Self.imagesPath)
            #expect(requests.count == 2)
            if requests.count == 2 {
                let waited = requests[1].receivedAt - requests[0].receivedAt
                #expect(waited >= .milliseconds(1200), "Retry-After was not honoured: \(waited)")
                #expect(waited < .seconds(3))
            }
        }
    }

    @Test func a429WhoseWaitPassesTheDeadlineFailsAtOnce() async throws {
        try await withServer(deadline: .seconds(3)) { server, providers in
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(429, "{}", headers: [("Retry-After", "30")]))
            let start = ContinuousClock.now
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            }
            #expect(error?.kind == .rateLimited)
            #expect(error?.isRetryable == true)
            #expect(ContinuousClock.now - start < .seconds(2))
            #expect(server.requests(Self.imagesPath).count == 1)
        }
    }

    @Test func a500IsRetriedThenSucceeds() async throws {
        try await withServer { server, providers in
            let answer = try await Self.pngAnswer()
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(500, #"{"error":{"message":"oops"}}"#))
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(503, "<html>busy</html>"))
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(200, answer.json))
            let image = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            #expect(image == answer.png)
            #expect(server.requests(Self.imagesPath).count == 3)
        }
    }

    @Test func otherClientErrorsAreNotRetriedAndLeakNeitherKeyNorBody() async throws {
        try await withServer { server, providers in
            let body = #"{"error":{"message":"Incorrect API key provided: \#(testKey)"}}"#
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(401, body))
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            }
            #expect(error?.kind == .unauthorized)
            #expect(error?.isRetryable == false)
            #expect(server.requests(Self.imagesPath).count == 1)
            if let error { expectNoLeak(error, bodyText: "Incorrect API key") }

            server.enqueue(Self.imagesPath, MockOpenAIServer.json(400, #"{"error":{"message":"bad size"}}"#))
            let rejected = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            }
            #expect(rejected?.kind == .rejected)
            #expect(server.requests(Self.imagesPath).count == 2)
            if let rejected { expectNoLeak(rejected, bodyText: "bad size") }
        }
    }

    @Test func theKeyIsInNoDescriptionOfTheConfiguration() {
        var configuration = OpenAIConfiguration(baseURL: URL(string: "https://api.openai.com/v1")!, apiKey: testKey)
        configuration.storyModel = "gpt-4o"
        var dumped = ""
        dump(configuration, to: &dumped)
        for text in [String(describing: configuration), String(reflecting: configuration), "\(configuration)", dumped] {
            #expect(!text.contains(testKey))
            #expect(text.contains("redacted"))
        }
    }

    @Test func anUnreachableServerIsAFailureWithoutTheKey() async throws {
        var configuration = OpenAIConfiguration(baseURL: URL(string: "http://127.0.0.1:1/v1")!, apiKey: testKey)
        configuration.deadline = .seconds(2)
        let providers = OpenAIProviders(configuration: configuration)
        let error = await #expect(throws: ProviderFailure.self) {
            _ = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
        }
        // AsyncHTTPClient keeps trying to connect until the call's time is up.
        #expect(error?.kind == .unreachable || error?.kind == .timedOut)
        if let error { expectNoLeak(error) }
        await providers.shutdown()
    }
}
