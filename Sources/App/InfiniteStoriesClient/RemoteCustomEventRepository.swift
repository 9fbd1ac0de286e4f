import Foundation
import InfiniteStoriesModels

/// `CustomEventRepository` over `/api/v1/custom-events`.
public struct RemoteCustomEventRepository: CustomEventRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func list(category: String?, favoritesOnly: Bool, limit: Int, offset: Int) async throws -> CustomEventPage {
        var query = [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(max(0, offset)))]
        if let category { query.append(URLQueryItem(name: "category", value: category)) }
        if favoritesOnly { query.append(URLQueryItem(name: "favoritesOnly", value: "true")) }
        return try await client.send(APIRequest(method: .get, path: Self.root, queryItems: query),
                                     unwrapping: CustomEventPage.self)
    }

    public func get(id: String) async throws -> CustomStoryEvent {
        try await client.send(APIRequest(method: .get, path: path(id)), unwrapping: CustomStoryEvent.self)
    }

    public func create(_ input: CustomEventInput) async throws -> CustomStoryEvent {
        try await client.send(APIRequest(method: .post, path: Self.root, json: input), unwrapping: CustomStoryEvent.self)
    }

    public func update(id: String, with input: CustomEventInput) async throws -> CustomStoryEvent {
        try await client.send(APIRequest(method: .patch, path: path(id), json: input), unwrapping: CustomStoryEvent.self)
    }

    public func delete(id: String) async throws {
        _ = try await client.send(APIRequest(method: .delete, path: path(id)))
    }

    public func enhance(id: String) async throws -> CustomStoryEvent {
        var request = APIRequest(method: .post, path: path(id) + "/enhance")
        // A real assistant takes a model's time.
        request.timeout = client.configuration.generationTimeout
        return try await client.send(request, unwrapping: CustomStoryEvent.self)
    }

    private static let root = "/api/v1/custom-events"

    private func path(_ id: String) -> String {
        "\(Self.root)/\(PathSegment.encode(id))"
    }
}
