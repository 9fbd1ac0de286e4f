import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import Testing

/// `scripts/fake-apple-idp.py`, Apple's OpenID provider's stand-in, in a process of its own on
/// a free loopback port: real RSA keys and JWKS, authorize and token endpoints, form_post.
final class FakeApple: HTTPTestClient, @unchecked Sendable {
    static let servicesID = "com.example.stories.web"
    static let bundleID = "com.example.stories"
    static let teamID = "TEAM1234"
    static let keyID = "KEY1234"

    let process = Process()
    let baseURL: URL
    let folder: URL
    /// The developer's `.p8` key the fake checks client secrets against.
    let privateKeyPEM: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let keyFile = folder.appendingPathComponent("key.p8")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script("fake-apple-idp.py").path, "--port", "0",
                             "--client-id", Self.servicesID, "--client-id", Self.bundleID,
                             "--team-id", Self.teamID, "--key-id", Self.keyID, "--write-p8", keyFile.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var collected = Data()
        while !collected.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            collected.append(chunk)
        }
        let line = String(decoding: collected, as: UTF8.self)
        guard let match = line.firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/),
              let url = URL(string: String(match.1)) else {
            process.terminate()
            throw FakeAppleDidNotStart(output: line)
        }
        baseURL = url
        privateKeyPEM = try String(contentsOf: keyFile, encoding: .utf8)
    }

    struct FakeAppleDidNotStart: Error { let output: String }

    static func script(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/\(name)")
    }

    /// The server's Apple configuration pointing at this fake, browser flow included.
    func configuration(refetchInterval: TimeInterval = 10) -> AppleConfiguration {
        AppleConfiguration(clientIDs: [Self.servicesID, Self.bundleID], teamID: Self.teamID, keyID: Self.keyID,
                           privateKeyPEM: privateKeyPEM, baseURL: baseURL, keyRefetchInterval: refetchInterval)
    }

    /// An identity token with the default claims, `claims` replacing or adding some.
    func mint(_ claims: [String: Any] = [:]) async throws -> String {
        let reply = try await send("POST", "/test/mint", json: claims)
        #expect(reply.status == 200, "mint failed: \(reply.text)")
        return try #require(reply.json["token"] as? String)
    }

    @discardableResult
    func control(_ path: String, _ body: [String: Any] = [:]) async throws -> [String: Any] {
        let reply = try await send("POST", path, json: body)
        #expect(reply.status == 200, "\(path) failed: \(reply.text)")
        return reply.json
    }

    func stats() async throws -> [String: Any] { try await send("GET", "/test/stats").json }

    func stop() {
        // Not waitUntilExit: on Linux it spins the run loop, which an async test has none of; and
        // `isRunning` lags the exit by seconds here, so nothing waits for it: the fake exits at once.
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: folder)
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
