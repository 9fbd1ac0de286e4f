import Foundation
@testable import InfiniteStoriesClient
import InfiniteStoriesModels
import StandIns

enum TestSupport {
    static let epoch = Date(timeIntervalSince1970: 1_767_643_200)

    static func configuration(_ server: URL, sleeper: RecordingSleeper = RecordingSleeper(),
                              log: (@Sendable (String) -> Void)? = nil) -> APIClientConfiguration {
        APIClientConfiguration(baseURL: server, requestTimeout: .seconds(5), totalDeadline: .seconds(10),
                               generationTimeout: .seconds(5),
                               retryPolicy: RetryPolicy(jitter: RetryPolicy.noJitter), sleep: sleeper.sleep,
                               log: log, eventStreamIdleTimeout: .seconds(5),
                               eventStreamReconnectDelay: .milliseconds(10), eventStreamMaxFailures: 3,
                               pollingInterval: .milliseconds(10), maximumPollingInterval: .milliseconds(50))
    }

    /// A fresh private folder under the system temporary directory.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("client-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func user(id: String = "user-1", email: String = "ada@example.com") -> User {
        User(id: id, email: email, name: "Ada", createdAt: epoch, updatedAt: epoch)
    }

    static func hero(id: String, name: String = "Luna") -> Hero {
        WireFixtures.hero(id: id, name: name, at: epoch)
    }

    static func story(id: String, status: GenerationStatus = .completed, content: String = "Once upon a time.",
                      audio: AudioStatus = .pending, illustrations: IllustrationStatus = .none) -> Story {
        WireFixtures.story(id: id, heroID: "hero-1", title: "The Moon", content: content, audio: audio,
                           illustrations: illustrations, estimatedDuration: 60, status: status,
                           createdAt: epoch, updatedAt: epoch)
    }

    /// A signed-in client for a scripted server, its session saved in a temporary store.
    static func signedInClient(_ server: ScriptedServer, token: String = "token-1", userId: String = "user-1",
                               sleeper: RecordingSleeper = RecordingSleeper(),
                               log: (@Sendable (String) -> Void)? = nil) -> APIClient {
        let store = SessionStore(directory: temporaryDirectory())
        let client = APIClient(configuration: configuration(server.baseURL, sleeper: sleeper, log: log), sessionStore: store)
        client.setSession(StoredSession(token: token, userId: userId, email: "ada@example.com"))
        return client
    }
}

/// Awaits `operation` and answers the error it threw as a `ClientError` (nil if it succeeded).
func clientError<Value>(_ operation: () async throws -> Value) async -> ClientError? {
    do {
        _ = try await operation()
        return nil
    } catch {
        return ClientError(error)
    }
}

/// Polls `condition` every 10 ms until it holds or `limit` passes; answers whether it held.
///
/// Limits are generous on purpose: a condition that holds returns at once, so only a failing
/// test pays for the wait, and a loaded machine does not turn a pass into a failure.
func eventually(within limit: Duration = .seconds(10), _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while !condition() {
        guard clock.now < end else { return false }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return true
}
