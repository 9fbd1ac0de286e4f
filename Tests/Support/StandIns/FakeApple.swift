import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `scripts/fake-apple-idp.py`, a stand-in for Apple's OpenID provider, in a process of its own
/// on a free loopback port: real RSA keys and JWKS, authorize and token endpoints, form_post.
/// Shared by the server's tests and the app's end-to-end tests.
public final class FakeApple: @unchecked Sendable {
    public static let servicesID = "com.example.stories.web"
    public static let bundleID = "com.example.stories"
    public static let teamID = "TEAM1234"
    public static let keyID = "KEY1234"

    public struct Refused: Error { public let path: String; public let status: Int; public let body: String }

    let script: LoopbackScript
    public var baseURL: URL { script.baseURL }
    let folder: URL
    /// Where the developer's `.p8` key is (0600), for servers started as processes.
    public let privateKeyFile: URL
    /// The key itself, which the fake checks client secrets against.
    public let privateKeyPEM: String

    /// `keysDelay` makes every answer of Apple's keys endpoint wait that long (a slow Apple), so
    /// requests pile up while a server's fetch of the keys is under way.
    public init(keysDelay: Duration = .zero) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        privateKeyFile = folder.appendingPathComponent("AuthKey.p8")
        let delay = Double(keysDelay.components.seconds) + Double(keysDelay.components.attoseconds) / 1e18
        script = try LoopbackScript("fake-apple-idp.py", arguments: [
            "--client-id", Self.servicesID, "--client-id", Self.bundleID, "--team-id", Self.teamID,
            "--key-id", Self.keyID, "--write-p8", privateKeyFile.path, "--keys-delay", String(delay),
        ])
        privateKeyPEM = try String(contentsOf: privateKeyFile, encoding: .utf8)
    }

    /// A script of the repository's `scripts/` folder.
    public static func script(_ name: String) -> URL { LoopbackScript.script(name) }

    /// An identity token with the default claims, `claims` replacing or adding some.
    public func mint(_ claims: [String: Any] = [:]) async throws -> String {
        guard let token = try await control("/test/mint", claims)["token"] as? String else {
            throw Refused(path: "/test/mint", status: 200, body: "no token")
        }
        return token
    }

    /// A test-control route (`/test/...`), its JSON answer.
    @discardableResult
    public func control(_ path: String, _ body: [String: Any] = [:]) async throws -> [String: Any] {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        return try await answer(request, path: path)
    }

    public func stats() async throws -> [String: Any] {
        try await answer(URLRequest(url: baseURL.appendingPathComponent("/test/stats")), path: "/test/stats")
    }

    private func answer(_ request: URLRequest, path: String) async throws -> [String: Any] {
        let (data, response) = try await URLSession.shared.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200, let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw Refused(path: path, status: status, body: String(decoding: data, as: UTF8.self))
        }
        return object
    }

    public func stop() {
        script.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}
