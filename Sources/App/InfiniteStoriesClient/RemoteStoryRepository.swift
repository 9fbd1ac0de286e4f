import Foundation
import InfiniteStoriesModels

/// `StoryRepository` over `/api/v1/stories`.
public struct RemoteStoryRepository: StoryRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func list(filter: StoryFilter, limit: Int, offset: Int) async throws -> StoryPage {
        var query = [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(max(0, offset)))]
        if let heroId = filter.heroId { query.append(URLQueryItem(name: "heroId", value: heroId)) }
        if let isFavorite = filter.isFavorite { query.append(URLQueryItem(name: "isFavorite", value: String(isFavorite))) }
        if let language = filter.language { query.append(URLQueryItem(name: "language", value: language)) }
        if filter.includeIllustrations { query.append(URLQueryItem(name: "includeIllustrations", value: "true")) }
        if let contentLimit = filter.contentLimit { query.append(URLQueryItem(name: "contentLimit", value: String(contentLimit))) }
        return try await client.send(APIRequest(method: .get, path: "/api/v1/stories", queryItems: query),
                                     unwrapping: StoryPage.self)
    }

    public func get(id: String, includeIllustrations: Bool, contentLimit: Int?) async throws -> Story {
        var query: [URLQueryItem] = []
        if includeIllustrations { query.append(URLQueryItem(name: "includeIllustrations", value: "true")) }
        if let contentLimit { query.append(URLQueryItem(name: "contentLimit", value: String(contentLimit))) }
        return try await client.send(APIRequest(method: .get, path: path(id), queryItems: query), unwrapping: Story.self)
    }

    public func generate(_ request: CreateStoryRequest) async throws -> Story {
        let response = try await client.send(try generationRequest(path: "/api/v1/stories", body: request))
        return try APIClient.decode(Envelope<Story>.self, from: response.body).data
    }

    public func progress(storyId: String) -> AsyncThrowingStream<GenerationUpdate, any Error> {
        StoryProgressMonitor(client: client, storyID: storyId).updates()
    }

    public func generateAudio(storyId: String, voice: String?) async throws -> AudioResult {
        try await requestAudio(storyId: storyId, AudioRequest(voice: voice))
    }

    public func regenerateAudio(storyId: String, voice: String) async throws -> AudioResult {
        try await requestAudio(storyId: storyId, AudioRequest(voice: voice, regenerate: true))
    }

    private func requestAudio(storyId: String, _ body: AudioRequest) async throws -> AudioResult {
        let request = try generationRequest(path: path(storyId) + "/audio", body: body)
        let response = try await client.send(request)
        if let result = try? APIClient.decode(Envelope<AudioResult>.self, from: response.body).data {
            return result
        }
        return try await audioStatus(storyId: storyId)
    }

    public func generateIllustrations(storyId: String, retryFailed: Bool) async throws -> IllustrationProgress {
        let body = IllustrationsRequest(retryFailed: retryFailed ? true : nil)
        let response = try await client.send(try generationRequest(path: path(storyId) + "/illustrations", body: body))
        if let progress = try? APIClient.decode(Envelope<IllustrationProgress>.self, from: response.body).data {
            return progress
        }
        return try await illustrationStatus(storyId: storyId)
    }

    public func setFavorite(storyId: String, isFavorite: Bool) async throws -> Story {
        try await client.send(APIRequest(method: .patch, path: path(storyId), json: StoryPatch(isFavorite: isFavorite)),
                              unwrapping: Story.self)
    }

    public func delete(id: String) async throws {
        _ = try await client.send(APIRequest(method: .delete, path: path(id)))
    }

    public func play(storyId: String) async throws -> PlayRecord {
        try await client.send(APIRequest(method: .post, path: path(storyId) + "/play"), unwrapping: PlayRecord.self)
    }

    public func audioStatus(storyId: String) async throws -> AudioResult {
        try await client.send(APIRequest(method: .get, path: path(storyId) + "/audio"), unwrapping: AudioResult.self)
    }

    public func illustrationStatus(storyId: String) async throws -> IllustrationProgress {
        try await client.send(APIRequest(method: .get, path: path(storyId) + "/illustrations/status"),
                              unwrapping: IllustrationProgress.self)
    }

    public func series(storyId: String) async throws -> StorySeries {
        try await client.send(APIRequest(method: .get, path: path(storyId) + "/series"), unwrapping: StorySeries.self)
    }

    public func storyLanguages() async throws -> [StoryLanguage] {
        // Public: it describes the server, so it needs no session and cannot end one.
        var request = APIRequest(method: .get, path: "/api/v1/story-languages")
        request.credential = .none
        request.reportsSessionExpiry = false
        do {
            return try await client.send(request, unwrapping: StoryLanguageList.self).known
        } catch ClientError.notFound {
            return Catalog.languages
        }
    }

    public func voices() async throws -> VoiceList {
        var request = APIRequest(method: .get, path: "/api/v1/voices")
        request.credential = .none
        request.reportsSessionExpiry = false
        do {
            return try await client.send(request, unwrapping: VoiceList.self)
        } catch ClientError.notFound {
            return VoiceList(provider: "", voices: Catalog.voices.map { VoiceList.Entry(id: $0, description: "") })
        }
    }

    /// A generation POST: background work preferred, and an idempotency key so that a retry after
    /// a lost answer returns the first result instead of starting (and paying for) the work twice.
    /// A 502 `AIError` (the generation itself failed) is not retried at all: the key may not
    /// protect a failure, and repeating it would start the work again; the caller decides.
    private func generationRequest<Body: Encodable>(path: String, body: Body) throws -> APIRequest {
        var request = try APIRequest(method: .post, path: path, json: body, headers: ["Prefer": "respond-async"],
                                     idempotencyKey: UUID().uuidString)
        request.timeout = client.configuration.generationTimeout
        request.deadline = max(client.configuration.totalDeadline, client.configuration.generationTimeout * 2)
        return request
    }

    private func path(_ id: String) -> String {
        "/api/v1/stories/\(PathSegment.encode(id))"
    }
}
