import Foundation
import InfiniteStoriesModels

/// `QueueRepository` over `/api/v1/queue`.
public struct RemoteQueueRepository: QueueRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func list(limit: Int, offset: Int) async throws -> QueuePage {
        let query = [URLQueryItem(name: "limit", value: String(limit)), URLQueryItem(name: "offset", value: String(max(0, offset)))]
        return try await client.send(APIRequest(method: .get, path: Self.root, queryItems: query), unwrapping: QueuePage.self)
    }

    public func add(storyID: String) async throws -> QueueItem {
        try await client.send(try APIRequest(method: .post, path: Self.root, json: ["storyId": storyID]), unwrapping: QueueItem.self)
    }

    public func remove(storyID: String) async throws {
        _ = try await client.send(APIRequest(method: .delete, path: "\(Self.root)/\(PathSegment.encode(storyID))"))
    }

    public func reorder(storyIDs: [String]) async throws -> QueuePage {
        try await client.send(try APIRequest(method: .put, path: Self.root, json: ["storyIds": storyIDs]), unwrapping: QueuePage.self)
    }

    public func clear() async throws -> Int {
        try await client.send(APIRequest(method: .delete, path: Self.root), unwrapping: QueueCleared.self).removed
    }

    private static let root = "/api/v1/queue"
}
