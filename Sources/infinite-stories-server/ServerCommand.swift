import ArgumentParser
import Foundation
import InfiniteStoriesServer
import Logging

/// `infinite-stories-server`: every flag can also come from `INFINITE_STORIES_<NAME>`
/// (flag wins), so containers and CI can configure it without a command line.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "infinite-stories-server",
        abstract: "Serves the InfiniteStories HTTP API (see CONTRACT.md).")

    @Option(help: "Address to bind. [env: INFINITE_STORIES_HOSTNAME] (default: 127.0.0.1)")
    var hostname: String?

    @Option(help: "Port to bind; 0 picks a free one. [env: INFINITE_STORIES_PORT] (default: 8080)")
    var port: Int?

    @Option(help: "Folder for the SQLite database and media. [env: INFINITE_STORIES_DATA_DIR] (default: $XDG_DATA_HOME/infinite-stories)")
    var dataDir: String?

    @Option(help: "Session lifetime in seconds. [env: INFINITE_STORIES_SESSION_TTL] (default: 2592000, 30 days)")
    var sessionTtl: Double?

    @Option(help: "Sign-in/sign-up attempts per address as COUNT/SECONDS, or off. [env: INFINITE_STORIES_AUTH_RATE_LIMIT] (default: 3/10)")
    var authRateLimit: String?

    @Option(help: "trace, debug, info, notice, warning, error or critical. [env: INFINITE_STORIES_LOG_LEVEL] (default: info)")
    var logLevel: String?

    @Option(help: "Background generation workers. [env: INFINITE_STORIES_WORKERS] (default: 2)")
    var workers: Int?

    @Option(help: "Generation requests per user per hour, e.g. story=5,audio=10,avatar=3,illustrations=20, or off. [env: INFINITE_STORIES_GENERATION_RATE_LIMIT]")
    var generationRateLimit: String?

    @Option(help: "Milliseconds added to each provider call, to rehearse slow AI providers. [env: INFINITE_STORIES_PROVIDER_LATENCY] (default: 0)")
    var providerLatency: Int?

    @Option(help: "Milliseconds between streamed pieces of story text. [env: INFINITE_STORIES_TEXT_PACE] (default: 0)")
    var textPace: Int?

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        func setting(_ flag: String?, _ name: String) -> String? { flag ?? environment["INFINITE_STORIES_\(name)"] }

        guard let port = Int(setting(port.map(String.init), "PORT") ?? "8080"), (0...65535).contains(port) else {
            throw ValidationError("--port must be a number from 0 to 65535")
        }
        guard let ttl = Double(setting(sessionTtl.map { String($0) }, "SESSION_TTL") ?? "2592000"), ttl > 0 else {
            throw ValidationError("--session-ttl must be a positive number of seconds")
        }
        guard let limit = RateLimit.parse(setting(authRateLimit, "AUTH_RATE_LIMIT") ?? "3/10") else {
            throw ValidationError("--auth-rate-limit must be COUNT/SECONDS (for example 3/10) or off")
        }
        guard let level = Logger.Level(rawValue: setting(logLevel, "LOG_LEVEL") ?? "info") else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        guard let workerCount = Int(setting(workers.map(String.init), "WORKERS") ?? "2"), (1...64).contains(workerCount) else {
            throw ValidationError("--workers must be a number from 1 to 64")
        }
        guard let generationLimit = GenerationRateLimit.parse(setting(generationRateLimit, "GENERATION_RATE_LIMIT") ?? "") else {
            throw ValidationError("--generation-rate-limit must be off or story=N,audio=N,avatar=N,illustrations=N")
        }
        guard let latency = Int(setting(providerLatency.map(String.init), "PROVIDER_LATENCY") ?? "0"), latency >= 0,
              let pace = Int(setting(textPace.map(String.init), "TEXT_PACE") ?? "0"), pace >= 0 else {
            throw ValidationError("--provider-latency and --text-pace must be 0 or more milliseconds")
        }
        let dataDirectory = setting(dataDir, "DATA_DIR").map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? ServerConfiguration.defaultDataDirectory(environment: environment)

        // Logs go to standard error; standard output carries only the "listening on" line.
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let configuration = ServerConfiguration(
            hostname: setting(hostname, "HOSTNAME") ?? "127.0.0.1", port: port, dataDirectory: dataDirectory,
            sessionTTL: ttl, authRateLimit: limit, logLevel: level, workers: workerCount,
            generationRateLimit: generationLimit,
            providers: Providers(simulatedLatency: .milliseconds(latency), textPace: .milliseconds(pace)))
        let server = try await StoryServer.start(configuration, handleSignals: true)
        // Written straight to fd 1 so it is flushed at once (stdout may be a pipe).
        FileHandle.standardOutput.write(Data("listening on \(server.baseURL.absoluteString)\n".utf8))
        try await server.waitUntilStopped()
    }
}
