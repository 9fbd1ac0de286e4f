import Foundation
import InfiniteStoriesModels

/// `HeroRepository` over `/api/v1/heroes`.
public struct RemoteHeroRepository: HeroRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func list(limit: Int, offset: Int) async throws -> HeroPage {
        let query = [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(max(0, offset)))]
        return try await client.send(APIRequest(method: .get, path: "/api/v1/heroes", queryItems: query),
                                     unwrapping: HeroPage.self)
    }

    public func get(id: String) async throws -> Hero {
        try await client.send(APIRequest(method: .get, path: path(id)), unwrapping: Hero.self)
    }

    public func create(_ input: HeroInput) async throws -> Hero {
        try await client.send(APIRequest(method: .post, path: "/api/v1/heroes", json: input), unwrapping: Hero.self)
    }

    public func update(id: String, with input: HeroInput) async throws -> Hero {
        try await client.send(APIRequest(method: .patch, path: path(id), json: input), unwrapping: Hero.self)
    }

    public func delete(id: String) async throws {
        _ = try await client.send(APIRequest(method: .delete, path: path(id)))
    }

    public func generateAvatar(id: String, prompt: String?) async throws -> AvatarGeneration {
        var request = try APIRequest(method: .post, path: path(id) + "/avatar", json: AvatarRequest(prompt: prompt),
                                     headers: ["Prefer": "respond-async"], idempotencyKey: UUID().uuidString)
        request.timeout = client.configuration.generationTimeout
        request.deadline = max(client.configuration.totalDeadline, client.configuration.generationTimeout * 2)
        let response = try await client.send(request)
        let isFinished = response.status != 202
        // The answer is the hero on our server; a server that answers something else (only the
        // new URL, say) is asked for the hero again.
        if let hero = try? APIClient.decode(Envelope<Hero>.self, from: response.body).data {
            return AvatarGeneration(hero: hero, isFinished: isFinished)
        }
        return AvatarGeneration(hero: try await get(id: id), isFinished: isFinished)
    }

    private func path(_ id: String) -> String {
        "/api/v1/heroes/\(PathSegment.encode(id))"
    }
}
