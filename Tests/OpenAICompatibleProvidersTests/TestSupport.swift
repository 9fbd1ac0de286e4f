import Testing
import Foundation
import OpenAICompatibleProviders
import Synchronization

/// The key every test configures; no error or description may ever contain it.
let testKey = "sk-test-NEVER-SHOW-7f3a9c"

/// Providers pointed at `server`, with short limits so failure tests finish quickly.
func makeProviders(_ server: MockOpenAIServer, timeout: Duration = .seconds(5), deadline: Duration = .seconds(20),
                   _ adjust: (inout OpenAIConfiguration) -> Void = { _ in }) -> OpenAIProviders {
    var configuration = OpenAIConfiguration(baseURL: server.baseURL, apiKey: testKey)
    configuration.requestTimeout = timeout
    configuration.deadline = deadline
    adjust(&configuration)
    return OpenAIProviders(configuration: configuration)
}

/// Collects the pieces a generator streams.
final class TextCollector: Sendable {
    private let pieces = Mutex<[String]>([])
    func append(_ piece: String) { pieces.withLock { $0.append(piece) } }
    var all: [String] { pieces.withLock { $0 } }
    var joined: String { all.joined() }
}

/// Runs `body` with a fresh server and providers, always shutting both down.
func withServer<T>(timeout: Duration = .seconds(5), deadline: Duration = .seconds(20),
                   adjust: (inout OpenAIConfiguration) -> Void = { _ in },
                   _ body: (MockOpenAIServer, OpenAIProviders) async throws -> T) async throws -> T {
    let server = try await MockOpenAIServer.start()
    let providers = makeProviders(server, timeout: timeout, deadline: deadline, adjust)
    do {
        let result = try await body(server, providers)
        await providers.shutdown()
        await server.stop()
        return result
    } catch {
        await providers.shutdown()
        await server.stop()
        throw error
    }
}

/// Checks that nothing a person or a log could see of `error` holds the key or the body text.
func expectNoLeak(_ error: any Error, bodyText: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
    let shown = [String(describing: error), "\(error)", String(reflecting: error), error.localizedDescription]
    for text in shown {
        #expect(!text.contains(testKey), "the key leaked: \(text)", sourceLocation: sourceLocation)
        if let bodyText { #expect(!text.contains(bodyText), "the body leaked: \(text)", sourceLocation: sourceLocation) }
    }
}

