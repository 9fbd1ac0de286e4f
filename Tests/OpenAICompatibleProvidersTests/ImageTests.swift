import Foundation
@testable import OpenAICompatibleProviders
import IllustrationPainting
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ImageTests {
    static let imagesPath = "/v1/images/generations"

    @Test func anAnswerThatIsNotAPNGIsAFailure() async throws {
        try await withServer { server, providers in
            let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01]
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(
                200, #"{"data":[{"b64_json":""# + Data(jpeg).base64EncodedString() + #""}]}"#))
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.images.illustration(for: IllustrationRequest(prompt: "a moonlit hill", heroName: "Mia"))
            }
            #expect(error?.kind == .malformed)
            #expect(error?.userMessage.contains("PNG") == true)
        }
    }

    @Test func malformedJSONIsAFailureWithoutTheBody() async throws {
        try await withServer { server, providers in
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(200, #"{"data":[{"b64_json": PRIVATE-BODY"#))
            let error = await #expect(throws: ProviderFailure.self) {
                _ = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            }
            #expect(error?.kind == .malformed)
            if let error { expectNoLeak(error, bodyText: "PRIVATE-BODY") }
        }
    }

    @Test func theHerosLookIsCarriedIntoEveryIllustration() async throws {
        try await withServer { server, providers in
            let png = try await OfflineImageGenerator().avatar(for: PortraitRequest(heroName: "Mia"))
            let answer = #"{"data":[{"b64_json":""# + png.base64EncodedString() + #""}]}"#
            for _ in 0..<3 { server.enqueue(Self.imagesPath, MockOpenAIServer.json(200, answer)) }
            let avatar = try await providers.images.avatar(for: PortraitRequest(
                heroName: "Mia", traits: ["Brave"], appearance: "curly red hair, green raincoat", prompt: "with a star badge"))
            #expect(avatar == png)
            for scene in ["Mia climbs a soft hill", "Mia waves at the moon"] {
                // The server sends the hero's look with every scene (nothing is remembered by name,
                // which another user's hero of the same name would share).
                _ = try await providers.images.illustration(for: IllustrationRequest(
                    prompt: scene, heroName: "Mia", traits: ["Brave"], appearance: "curly red hair, green raincoat",
                    avatarPrompt: "with a star badge"))
            }
            let requests = server.requests(Self.imagesPath)
            #expect(requests.count == 3)
            for request in requests {
                let prompt = try #require(request.json["prompt"] as? String)
                #expect(prompt.contains("curly red hair, green raincoat"))
                #expect(prompt.contains("with a star badge"))
                #expect(prompt.contains("Child-safe"))
                #expect(request.json["model"] as? String == "gpt-image-1")
                #expect(request.json["response_format"] == nil, "gpt-image-1 refuses response_format")
                #expect(request.json["quality"] as? String == "medium")
            }
            #expect(requests[1].json["size"] as? String == "1536x1024")
            #expect(requests[0].json["size"] as? String == "1024x1024")
        }
    }

    @Test func theLookTheServerSendsWithEachSceneIsDrawnWithoutAnAvatarFirst() async throws {
        try await withServer { server, providers in
            let png = try await OfflineImageGenerator().avatar(for: PortraitRequest(heroName: "Zoe"))
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(200, #"{"data":[{"b64_json":""# + png.base64EncodedString() + #""}]}"#))
            // A fresh server process remembers no avatar: the request itself carries the look.
            _ = try await providers.images.illustration(for: IllustrationRequest(
                prompt: "Zoe finds a shell", heroName: "Zoe", traits: ["Curious"], appearance: "two long braids, yellow boots",
                eyeColor: "green", avatarPrompt: "holding a tiny lantern"))
            let prompt = try #require(server.requests(Self.imagesPath).first?.json["prompt"] as? String)
            #expect(prompt.contains("two long braids, yellow boots"))
            #expect(prompt.contains("holding a tiny lantern"))
            #expect(prompt.contains("green"))
        }
    }

    @Test func dallEModelsAskForBase64() async throws {
        try await withServer(adjust: { $0.imageModel = "dall-e-3" }) { server, providers in
            let png = try await OfflineImageGenerator().avatar(for: PortraitRequest(heroName: "Mia"))
            server.enqueue(Self.imagesPath, MockOpenAIServer.json(
                200, #"{"data":[{"b64_json":""# + png.base64EncodedString() + #""}]}"#))
            _ = try await providers.images.avatar(for: PortraitRequest(heroName: "Mia"))
            #expect(server.requests(Self.imagesPath).first?.json["response_format"] as? String == "b64_json")
        }
    }
}
