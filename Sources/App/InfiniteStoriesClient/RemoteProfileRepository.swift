import Foundation
import InfiniteStoriesModels

/// `ProfileRepository` over `/api/v1/user/profile` and `/api/v1/user/usage`.
public struct RemoteProfileRepository: ProfileRepository {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func profile() async throws -> UserProfile {
        try await client.send(APIRequest(method: .get, path: "/api/v1/user/profile"), unwrapping: UserProfile.self)
    }

    public func updateProfile(_ patch: ProfilePatch) async throws -> UserProfile {
        try await client.send(APIRequest(method: .patch, path: "/api/v1/user/profile", json: patch),
                              unwrapping: UserProfile.self)
    }

    public func usage() async throws -> AccountUsage {
        try await client.send(APIRequest(method: .get, path: "/api/v1/user/usage"), unwrapping: AccountUsage.self)
    }
}
