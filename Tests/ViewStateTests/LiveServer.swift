import Foundation
import InfiniteStoriesClient
import InfiniteStoriesModels
import InfiniteStoriesServer
import ViewState
import AppRuntime

/// A real `StoryServer` on loopback with the real client and repositories pointed at it: the
/// effect runner is tested against the parts the app uses, not stand-ins.
final class LiveServer: Sendable {
    let server: StoryServer
    let folder: URL
    let client: APIClient
    let services: AppServices

    private init(server: StoryServer, folder: URL, client: APIClient) {
        self.server = server
        self.folder = folder
        self.client = client
        let auth = RemoteAuthRepository(client: client)
        services = AppServices(auth: auth, heroes: RemoteHeroRepository(client: client),
                               stories: RemoteStoryRepository(client: client), health: { await client.health() })
    }

    /// Starts a server in a fresh folder; `sessionTTL` short to test expiry.
    static func start(sessionTTL: TimeInterval = 3600, textPace: Duration = .zero) async throws -> LiveServer {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewstate-\(UUID().uuidString)")
        var configuration = ServerConfiguration(hostname: "127.0.0.1", port: 0, dataDirectory: folder,
                                                sessionTTL: sessionTTL, authRateLimit: nil, logLevel: .critical,
                                                generationRateLimit: nil)
        configuration.retryBackoff = [.milliseconds(10)]
        configuration.providers.textPace = textPace
        let server = try await StoryServer.start(configuration)
        let client = APIClient(configuration: APIClientConfiguration(baseURL: server.baseURL, requestTimeout: .seconds(20),
                                                                     totalDeadline: .seconds(60)),
                               sessionStore: SessionStore(directory: folder.appendingPathComponent("state")))
        return LiveServer(server: server, folder: folder, client: client)
    }

    /// Runs `body` against a fresh server and stops it afterwards, also when `body` throws.
    static func run(sessionTTL: TimeInterval = 3600, textPace: Duration = .zero,
                    _ body: (LiveServer) async throws -> Void) async throws {
        let live = try await start(sessionTTL: sessionTTL, textPace: textPace)
        do {
            try await body(live)
        } catch {
            await live.stop()
            throw error
        }
        await live.stop()
    }

    func stop() async {
        try? await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Runs effects with a real runner and collects what they post.
final class RunnerProbe {
    let queue = ActionQueue()
    let runner: EffectRunner
    private var collected: [Action] = []

    init(services: AppServices) {
        runner = EffectRunner(services: services, queue: queue)
    }

    /// Waits for the first posted action that `matches`, keeping the others for later calls.
    func next(timeout: Duration = .seconds(30), _ matches: (Action) -> Bool) async throws -> Action {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while clock.now < deadline {
            collected += queue.drain()
            if let index = collected.firstIndex(where: matches) {
                return collected.remove(at: index)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw ProbeTimeout(description: "no matching action; got \(collected.map { String(describing: $0).prefix(80) })")
    }

    /// Waits for the first posted action of the case called `name` (`"heroSaved"`).
    func next(_ name: String, timeout: Duration = .seconds(30)) async throws -> Action {
        try await next(timeout: timeout) { $0.caseName == name }
    }

    /// Everything posted so far and not yet taken.
    func pending() -> [Action] {
        collected += queue.drain()
        return collected
    }

    struct ProbeTimeout: Error, CustomStringConvertible {
        var description: String
    }
}

extension AppStore {
    /// Drains posted actions into the reducer until `condition` holds.
    func run(until condition: (AppState) -> Bool, timeout: Duration = .seconds(60)) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while !condition(state) {
            guard clock.now < deadline else {
                throw RunnerProbe.ProbeTimeout(description: "condition not reached; screen \(state.screen), banner \(String(describing: state.banner))")
            }
            process(drainPosted() + [.tick(Date())])
            try await Task.sleep(for: .milliseconds(20))
        }
    }
}

extension Action {
    /// The case's name, for waiting on a kind of action whatever its payload; a feature's
    /// action (`.lists(.heroSaved(...))`) is named by its inner case (`heroSaved`).
    var caseName: String {
        guard let outer = Mirror(reflecting: self).children.first else { return String(describing: self) }
        switch self {
        case .input, .tick: return outer.label ?? ""
        default: return Mirror(reflecting: outer.value).children.first?.label ?? String(describing: outer.value)
        }
    }
}
