import Foundation
import Testing
@testable import InfiniteStoriesClient

@Suite("Requests never print their secrets")
struct APIRequestTests {
    /// Every way Swift turns a value into text for a person or a log.
    private func renderings(_ request: APIRequest) -> [String] {
        var dumped = ""
        dump(request, to: &dumped)
        var dumpedInside = ""
        dump([Optional(request)], to: &dumpedInside)
        return [String(describing: request), "\(request)", String(reflecting: request), dumped, dumpedInside,
                String(describing: [request]), String(reflecting: Optional(request)),
                String(describing: request.credential), String(reflecting: request.credential)]
            + Mirror(reflecting: request).children.map { "\($0.value)" }
    }

    @Test func aRequestWithItsOwnTokenDoesNotShowIt() {
        var request = APIRequest(method: .post, path: "/api/auth/sign-out",
                                 headers: ["Authorization": "Bearer header-secret", "Prefer": "respond-async"])
        request.credential = .token("credential-secret")
        for text in renderings(request) {
            #expect(!text.contains("credential-secret"), "\(text)")
            #expect(!text.contains("header-secret"), "\(text)")
        }
        // Still useful for debugging: what was asked of which route.
        #expect(String(describing: request).contains("POST"))
        #expect(String(describing: request).contains("/api/auth/sign-out"))
        var dumped = ""
        dump(request, to: &dumped)
        #expect(dumped.contains("/api/auth/sign-out"))
        #expect(dumped.contains("respond-async"))
    }

    @Test func aSignInBodyIsNotShown() throws {
        let request = try APIRequest(method: .post, path: "/api/auth/sign-in/email",
                                     json: ["email": "ada@example.com", "password": "body-secret"])
        for text in renderings(request) {
            #expect(!text.contains("body-secret"), "\(text)")
        }
    }
}
