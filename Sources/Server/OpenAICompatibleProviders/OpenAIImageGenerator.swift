import Foundation
import IllustrationPainting
import Logging

/// Draws avatars and illustrations with an OpenAI-compatible `images/generations` endpoint.
///
/// Every prompt starts with the same child-safe picture-book style and carries the hero's look,
/// so scenes drawn one by one still show the same child. The answer must be a PNG: anything else
/// (a JPEG from a server that ignores the format, an HTML error page) is a `ProviderFailure`,
/// since clients and our storage expect PNG.
public final class OpenAIImageGenerator: ImageGenerator {
    let transport: OpenAITransport
    let logger: Logger

    static let style = "Soft watercolour children's picture-book illustration, gentle colours, warm light, "
        + "friendly rounded shapes, cosy bedtime mood. Child-safe: nothing scary, violent or sad, "
        + "no weapons, no text, letters or logos in the picture."

    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    init(transport: OpenAITransport, logger: Logger) {
        self.transport = transport
        self.logger = logger
    }

    struct Request: Encodable {
        var model: String
        var prompt: String
        var n = 1
        var size: String
        var quality: String?
        var responseFormat: String?

        enum CodingKeys: String, CodingKey {
            case model, prompt, n, size, quality
            case responseFormat = "response_format"
        }
    }

    struct Answer: Decodable {
        struct Image: Decodable { var b64Json: String?
            enum CodingKeys: String, CodingKey { case b64Json = "b64_json" }
        }
        var data: [Image]?
    }

    public func avatar(for request: PortraitRequest) async throws -> Data {
        let look = HeroAppearance(appearance: request.appearance, traits: request.traits, avatarPrompt: request.prompt,
                                  hairColor: request.hairColor, eyeColor: request.eyeColor, skinTone: request.skinTone)
        var prompt = "\(Self.style) A head-and-shoulders portrait of a child hero named "
            + "\(PromptData.quoted(request.heroName, maxCharacters: 40) ?? "\"the hero\""), smiling, plain soft background."
        if let line = look.promptLine { prompt += " The hero \(line)." }
        return try await generate(prompt: prompt, landscape: false)
    }

    /// An illustration with the hero's whole look, which the request carries (the server sends it
    /// with every scene), so each picture shows the same child without any memory here.
    public func illustration(for request: IllustrationRequest) async throws -> Data {
        let resolved = HeroAppearance(appearance: request.appearance, traits: request.traits,
                                      avatarPrompt: request.avatarPrompt, hairColor: request.hairColor,
                                      eyeColor: request.eyeColor, skinTone: request.skinTone)
        var prompt = "\(Self.style) Scene: \(PromptData.quoted(request.prompt, maxCharacters: 1000) ?? "\"a quiet moment\"")."
        prompt += " The hero is a child named \(PromptData.quoted(request.heroName, maxCharacters: 40) ?? "\"the hero\"")"
        if let line = resolved.promptLine { prompt += ", who \(line)" }
        prompt += "; draw the hero the same way in every picture."
        if let event = PromptData.quoted(request.event, maxCharacters: 120) { prompt += " Story theme: \(event)." }
        return try await generate(prompt: prompt, landscape: request.width > request.height)
    }

    private func generate(prompt: String, landscape: Bool) async throws -> Data {
        let model = transport.configuration.imageModel
        let isGPTImage = model.hasPrefix("gpt-image")
        let size: String
        switch (model, landscape) {
        case _ where isGPTImage: size = landscape ? "1536x1024" : "1024x1024"
        case ("dall-e-3", true): size = "1792x1024"
        default: size = "1024x1024"
        }
        // gpt-image models always answer in base64 and refuse `response_format`; the others need
        // it. Medium quality: a bedtime picture on a terminal or phone gains little from high, at
        // four times the price.
        let request = Request(model: model, prompt: prompt, size: size, quality: isGPTImage ? "medium" : nil,
                              responseFormat: isGPTImage ? nil : "b64_json")
        let body = try await transport.post("images/generations", json: JSONEncoder().encode(request))
        guard let answer = try? JSONDecoder().decode(Answer.self, from: body),
              let encoded = answer.data?.first?.b64Json,
              let image = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters) else {
            throw ProviderFailure.malformed("a picture")
        }
        guard image.count > Self.pngSignature.count, image.prefix(Self.pngSignature.count).elementsEqual(Self.pngSignature) else {
            logger.warning("image answer is not a PNG", metadata: ["bytes": "\(image.count)"])
            throw ProviderFailure(kind: .malformed, userMessage: "The AI provider's picture was not a PNG image; try again.",
                                  isRetryable: true)
        }
        return image
    }
}
