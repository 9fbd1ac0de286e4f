import Foundation
import InfiniteStoriesModels

/// A request a 401 interrupted, sent again after signing back in, with what it brought back:
/// the app closes the form it came from and shows what it saved (the hero just created is the
/// one selected).
public struct ReplayedRequest: Sendable, Equatable {
    public var request: APIRequest
    public var response: APIResponse

    public init(request: APIRequest, response: APIResponse) {
        self.request = request
        self.response = response
    }

    /// The hero a replayed hero save answered (create or edit); nil for any other request.
    public var savedHero: Hero? {
        guard request.method == .post || request.method == .patch || request.method == .put,
              request.path == "/api/v1/heroes" || request.path.hasPrefix("/api/v1/heroes/"),
              !request.path.hasSuffix("/avatar") else { return nil }
        return try? APIClient.decode(Envelope<Hero>.self, from: response.body).data
    }
}
