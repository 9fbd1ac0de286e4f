import Foundation
import InfiniteStoriesModels

/// `StoryAssistantRepository` over `/api/v1/ai-assistant/generate-title|generate-keywords`,
/// whose answers are raw JSON (no `{data}` envelope).
public struct RemoteStoryAssistantRepository: StoryAssistantRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func suggestTitle(description: String, language: StoryLanguage) async throws -> String {
        let body = TitleRequest(description: description, language: language.rawValue)
        return try await client.send(try assistantRequest("generate-title", body), decoding: TitleAnswer.self).title
    }

    public func suggestKeywords(event: String, description: String) async throws -> [String] {
        let body = KeywordsRequest(event: event, description: description)
        return try await client.send(try assistantRequest("generate-keywords", body), decoding: KeywordsAnswer.self).keywords
    }

    private func assistantRequest<Body: Encodable>(_ name: String, _ body: Body) throws -> APIRequest {
        var request = try APIRequest(method: .post, path: "/api/v1/ai-assistant/\(name)", json: body)
        request.timeout = client.configuration.generationTimeout
        return request
    }
}

private struct TitleRequest: Encodable {
    let description: String
    let language: String
}

private struct TitleAnswer: Decodable {
    let title: String
}

private struct KeywordsRequest: Encodable {
    let event: String
    let description: String
}

private struct KeywordsAnswer: Decodable {
    let keywords: [String]
}
