import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import InfiniteStoriesServer
import InfiniteStoriesModels
import Synchronization
import Testing

/// A real server on loopback with its own database in a fresh temporary folder: a SQLite file
/// there, or a fresh PostgreSQL database named after the folder when the run asks for
/// PostgreSQL (`TestDatabase`).
struct TestServer: HTTPTestClient {
    /// The header that asks for a generation job (202 + events stream) instead of a synchronous answer.
    static let respondAsync = ["Prefer": "respond-async"]

    let server: StoryServer
    let directory: URL
    var baseURL: URL { server.baseURL }

    static func start(directory: URL? = nil, sessionTTL: TimeInterval = 3600, authRateLimit: RateLimit? = nil,
                      generationRateLimit: GenerationRateLimit? = nil, providers: Providers = Providers(),
                      backoff: [Duration]? = nil, eventsRouteEnabled: Bool = true,
                      keepAlive: Duration? = nil, clock: TestClock? = nil,
                      hashingCounter: PasswordHashingCounter? = nil,
                      configure: (inout ServerConfiguration) -> Void = { _ in }) async throws -> TestServer {
        let folder = directory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("is-test-\(UUID().uuidString)", isDirectory: true)
        var configuration = ServerConfiguration(port: 0, dataDirectory: folder, sessionTTL: sessionTTL,
                                                authRateLimit: authRateLimit, logLevel: .error,
                                                generationRateLimit: generationRateLimit,
                                                eventsRouteEnabled: eventsRouteEnabled, providers: providers)
        if let backoff { configuration.retryBackoff = backoff }
        if let keepAlive { configuration.eventKeepAlive = keepAlive }
        if let clock { configuration.sessionClock = { clock.now } }
        configuration.passwordHashingCounter = hashingCounter
        configuration.database = try await TestDatabase.location(for: folder)
        configure(&configuration)
        return TestServer(server: try await StoryServer.start(configuration), directory: folder)
    }

    func stop() async throws { try await server.stop() }

    /// Stops the server and removes its folder.
    func finish() async throws {
        try await server.stop()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// A clock the tests move by hand, so session expiry is tested without racing real time.
final class TestClock: Sendable {
    private let offset = Mutex<TimeInterval>(0)

    var now: Date { Date().addingTimeInterval(offset.withLock { $0 }) }

    func advance(by seconds: TimeInterval) { offset.withLock { $0 += seconds } }
}

/// A bare client for a server started some other way (the executable).
struct TestServerClient: HTTPTestClient {
    let baseURL: URL
}

/// An HTTP answer as the tests inspect it.
struct HTTPReply {
    let status: Int
    let headers: [String: String]
    let body: Data

    func header(_ name: String) -> String? {
        headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder.wire().decode(T.self, from: body)
    }

    func data<T: Codable & Sendable>(_ type: T.Type) throws -> T {
        try decode(Envelope<T>.self).data
    }

    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    var text: String { String(decoding: body, as: UTF8.self) }
}

/// Small HTTP helpers over URLSession for the server tests.
protocol HTTPTestClient {
    var baseURL: URL { get }
}

extension HTTPTestClient {
    typealias Reply = HTTPReply

    /// `session` is the client: `.shared`, or one of its own for a test of separate clients
    /// (each session keeps its own connections).
    func send(_ method: String, _ path: String, token: String? = nil, body: Data? = nil,
              headers: [String: String] = [:], session: URLSession = .shared) async throws -> Reply {
        var request = URLRequest(url: try #require(URL(string: baseURL.absoluteString + path)))
        // The whole suite hashes passwords with scrypt on two cores at once: a request can wait
        // over a minute for its turn on a loaded machine, which is not what these tests measure.
        request.timeoutInterval = 180
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = try #require(response as? HTTPURLResponse)
        var fields: [String: String] = [:]
        for (key, value) in http.allHeaderFields { fields["\(key)"] = "\(value)" }
        return Reply(status: http.statusCode, headers: fields, body: data)
    }

    func send(_ method: String, _ path: String, token: String? = nil, json: Any,
              session: URLSession = .shared) async throws -> Reply {
        try await send(method, path, token: token, body: try JSONSerialization.data(withJSONObject: json), session: session)
    }

    /// Signs up a fresh account and answers its token.
    func signUp(email: String = "parent-\(UUID().uuidString.prefix(8))@example.com",
                password: String = "bedtime-stories", name: String = "Parent") async throws -> String {
        let reply = try await send("POST", "/api/auth/sign-up/email", json: ["email": email, "password": password, "name": name])
        #expect(reply.status == 200, "sign-up failed: \(reply.text)")
        return try reply.decode(AuthResponse.self).token
    }

    /// Creates a hero and answers it.
    func createHero(token: String, name: String = "Mia", extra: [String: Any] = [:]) async throws -> Hero {
        var body: [String: Any] = ["name": name, "age": 6, "traits": ["Brave", "Curious"], "specialAbilities": ["talks to owls"]]
        for (key, value) in extra { body[key] = value }
        let reply = try await send("POST", "/api/v1/heroes", token: token, json: body)
        #expect(reply.status == 201, "create hero failed: \(reply.text)")
        return try reply.data(Hero.self)
    }

    /// Generates a story synchronously and answers it.
    func createStory(token: String, heroID: String, extra: [String: Any] = [:]) async throws -> Story {
        var body: [String: Any] = ["heroId": heroID, "language": "English", "targetDuration": 300, "seed": 7]
        for (key, value) in extra { body[key] = value }
        let reply = try await send("POST", "/api/v1/stories", token: token, json: body)
        #expect(reply.status == 201, "create story failed: \(reply.text)")
        return try reply.data(Story.self)
    }
}

extension TestServer {
    /// A second handle on this server's store (SQLite file or PostgreSQL database), to arrange
    /// or inspect data behind the server's back; close it when done.
    func openStore() async throws -> any ServerStore {
        try await TestDatabase.openStore(for: directory)
    }
}
