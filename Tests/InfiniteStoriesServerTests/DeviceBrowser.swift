import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import StandIns
@testable import InfiniteStoriesServer
import Testing

extension FakeApple {
    /// The server's Apple configuration pointing at this fake, browser flow included.
    func configuration(refetchInterval: TimeInterval = 10) -> AppleConfiguration {
        AppleConfiguration(clientIDs: [Self.servicesID, Self.bundleID], teamID: Self.teamID, keyID: Self.keyID,
                           privateKeyPEM: privateKeyPEM, baseURL: baseURL, keyRefetchInterval: refetchInterval)
    }
}

/// The browser's half of the device flow, step by step, so tests can stop or repeat a step.
struct DeviceBrowser {
    let server: TestServer

    /// Confirms `userCode` on the verification page, follows the 303 to Apple's (the fake's)
    /// authorize page and answers the fields of its auto-submitting form, and where it posts.
    func authorize(userCode: String) async throws -> (action: String, fields: [(String, String)]) {
        let page = try await server.send("GET", "/device?user_code=\(FormEncoding.escape(userCode))")
        #expect(page.status == 200)
        let shown = try #require(DeviceCodes.normalizedUserCode(userCode))
        #expect(page.text.contains(shown), "the page shows the code to compare")
        let reply = try await server.send("POST", "/device", body: Data(FormEncoding.encode([("user_code", userCode)]).utf8),
                                          headers: ["Content-Type": "application/x-www-form-urlencoded"])
        #expect(reply.status == 200, "Apple's page: \(reply.text)")
        let action = try #require(reply.text.firstMatch(of: /<form method="post" action="([^"]+)"/)).1
        let fields = reply.text.matches(of: /<input type="hidden" name="([^"]+)" value="([^"]*)">/).map {
            (Self.unescape(String($0.1)), Self.unescape(String($0.2)))
        }
        return (Self.unescape(String(action)), fields)
    }

    /// Posts Apple's form to our callback, as the browser does; answers the page's status and text.
    func post(_ form: (action: String, fields: [(String, String)])) async throws -> HTTPReply {
        let path = String(form.action.dropFirst(server.baseURL.absoluteString.count))
        return try await server.send("POST", path, body: Data(FormEncoding.encode(form.fields).utf8),
                                     headers: ["Content-Type": "application/x-www-form-urlencoded"])
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#x27;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
