import Foundation
import InfiniteStoriesModels

/// `StoryAssistantRepository` over `/api/v1/ai-assistant/generate-title|generate-keywords`,
/// whose answers are raw JSON (no `{data}` envelope).
public struct RemoteStoryAssistantRepository: StoryAssistantRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func suggestTitles(description: String, language: StoryLanguage) async throws -> [String] {
        let body = TitleRequest(description: description, language: language.rawValue)
        let answer = try await client.send(try assistantRequest("generate-title", body), decoding: TitleAnswer.self)
        return answer.titles.flatMap { $0.isEmpty ? nil : $0 } ?? [answer.title]
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

/// `titles` is this project's server's; a server without it (upstream's) answers one `title`.
private struct TitleAnswer: Decodable {
    let title: String
    let titles: [String]?
}

private struct KeywordsRequest: Encodable {
    let event: String
    let description: String
}

private struct KeywordsAnswer: Decodable {
    let keywords: [String]
}
