import ArgumentParser
import Foundation
import InfiniteStoriesModels
import OpenAICompatibleProviders
import InfiniteStoriesServer
import Logging
import SharedUtilities

/// `infinite-stories-server`: every flag can also come from `INFINITE_STORIES_<NAME>`
/// (flag wins), so containers and CI can configure it without a command line. The flags
/// themselves are defined once, in `ServerFlag`; `--version` prints the product's version.
@main
struct ServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "infinite-stories-server",
        abstract: "Serves the InfiniteStories HTTP API (see CONTRACT.md).",
        version: ProductVersion.current)

    // Names, help, environment variables and defaults: `ServerFlag` (also README's table).
    @Option(name: ServerFlag.hostname.argumentName, help: ServerFlag.hostname.help, completion: ServerFlag.hostname.completionKind)
    var hostname: String?

    @Option(name: ServerFlag.port.argumentName, help: ServerFlag.port.help, completion: ServerFlag.port.completionKind)
    var port: Int?

    @Option(name: ServerFlag.dataDir.argumentName, help: ServerFlag.dataDir.help, completion: ServerFlag.dataDir.completionKind)
    var dataDir: String?

    @Option(name: ServerFlag.media.argumentName, help: ServerFlag.media.help, completion: ServerFlag.media.completionKind)
    var media: String?

    @Option(name: ServerFlag.database.argumentName, help: ServerFlag.database.help, completion: ServerFlag.database.completionKind)
    var database: String?

    @Option(name: ServerFlag.databasePoolSize.argumentName, help: ServerFlag.databasePoolSize.help, completion: ServerFlag.databasePoolSize.completionKind)
    var databasePoolSize: Int?

    @Option(name: ServerFlag.sessionTTL.argumentName, help: ServerFlag.sessionTTL.help, completion: ServerFlag.sessionTTL.completionKind)
    var sessionTtl: Double?

    @Option(name: ServerFlag.authRateLimit.argumentName, help: ServerFlag.authRateLimit.help, completion: ServerFlag.authRateLimit.completionKind)
    var authRateLimit: String?

    @Option(name: ServerFlag.accountSignInLimit.argumentName, help: ServerFlag.accountSignInLimit.help, completion: ServerFlag.accountSignInLimit.completionKind)
    var accountSignInLimit: String?

    @Option(name: ServerFlag.logLevel.argumentName, help: ServerFlag.logLevel.help, completion: ServerFlag.logLevel.completionKind)
    var logLevel: String?

    @Option(name: ServerFlag.logFormat.argumentName, help: ServerFlag.logFormat.help, completion: ServerFlag.logFormat.completionKind)
    var logFormat: String?

    @Option(name: ServerFlag.metricsAddress.argumentName, help: ServerFlag.metricsAddress.help,
            completion: ServerFlag.metricsAddress.completionKind)
    var metricsAddress: String?

    @Option(name: ServerFlag.workers.argumentName, help: ServerFlag.workers.help, completion: ServerFlag.workers.completionKind)
    var workers: Int?

    @Option(name: ServerFlag.jobLease.argumentName, help: ServerFlag.jobLease.help, completion: ServerFlag.jobLease.completionKind)
    var jobLease: Double?

    @Option(name: ServerFlag.generationRateLimit.argumentName, help: ServerFlag.generationRateLimit.help, completion: ServerFlag.generationRateLimit.completionKind)
    var generationRateLimit: String?

    @Option(name: ServerFlag.providerLatency.argumentName, help: ServerFlag.providerLatency.help, completion: ServerFlag.providerLatency.completionKind)
    var providerLatency: Int?

    @Option(name: ServerFlag.textPace.argumentName, help: ServerFlag.textPace.help, completion: ServerFlag.textPace.completionKind)
    var textPace: Int?

    @Option(name: ServerFlag.storyProvider.argumentName, help: ServerFlag.storyProvider.help, completion: ServerFlag.storyProvider.completionKind)
    var storyProvider: String?

    @Option(name: ServerFlag.speechProvider.argumentName, help: ServerFlag.speechProvider.help, completion: ServerFlag.speechProvider.completionKind)
    var speechProvider: String?

    @Option(name: ServerFlag.imageProvider.argumentName, help: ServerFlag.imageProvider.help, completion: ServerFlag.imageProvider.completionKind)
    var imageProvider: String?

    @Option(name: ServerFlag.openAIBaseURL.argumentName, help: ServerFlag.openAIBaseURL.help, completion: ServerFlag.openAIBaseURL.completionKind)
    var openAIBaseURL: String?

    @Option(name: ServerFlag.openAIAPIKeyFile.argumentName, help: ServerFlag.openAIAPIKeyFile.help, completion: ServerFlag.openAIAPIKeyFile.completionKind)
    var openAIAPIKeyFile: String?

    @Option(name: ServerFlag.openAIStoryModel.argumentName, help: ServerFlag.openAIStoryModel.help, completion: ServerFlag.openAIStoryModel.completionKind)
    var openAIStoryModel: String?

    @Option(name: ServerFlag.openAISpeechModel.argumentName, help: ServerFlag.openAISpeechModel.help, completion: ServerFlag.openAISpeechModel.completionKind)
    var openAISpeechModel: String?

    @Option(name: ServerFlag.openAIImageModel.argumentName, help: ServerFlag.openAIImageModel.help, completion: ServerFlag.openAIImageModel.completionKind)
    var openAIImageModel: String?

    @Option(name: ServerFlag.providerTimeout.argumentName, help: ServerFlag.providerTimeout.help, completion: ServerFlag.providerTimeout.completionKind)
    var providerTimeout: Int?

    @Option(name: ServerFlag.stepTimeout.argumentName, help: ServerFlag.stepTimeout.help, completion: ServerFlag.stepTimeout.completionKind)
    var stepTimeout: Int?

    @Option(name: ServerFlag.sceneTimeout.argumentName, help: ServerFlag.sceneTimeout.help, completion: ServerFlag.sceneTimeout.completionKind)
    var sceneTimeout: Int?

    @Option(name: ServerFlag.openAIContextTokens.argumentName, help: ServerFlag.openAIContextTokens.help, completion: ServerFlag.openAIContextTokens.completionKind)
    var openAIContextTokens: Int?

    @Option(name: ServerFlag.fallback.argumentName, help: ServerFlag.fallback.help, completion: ServerFlag.fallback.completionKind)
    var fallback: String?

    @Option(name: ServerFlag.publicURL.argumentName, help: ServerFlag.publicURL.help, completion: ServerFlag.publicURL.completionKind)
    var publicURL: String?

    @Option(name: ServerFlag.appleClientID.argumentName, help: ServerFlag.appleClientID.help, completion: ServerFlag.appleClientID.completionKind)
    var appleClientID: [String] = []

    @Option(name: ServerFlag.appleTeamID.argumentName, help: ServerFlag.appleTeamID.help, completion: ServerFlag.appleTeamID.completionKind)
    var appleTeamID: String?

    @Option(name: ServerFlag.appleKeyID.argumentName, help: ServerFlag.appleKeyID.help, completion: ServerFlag.appleKeyID.completionKind)
    var appleKeyID: String?

    @Option(name: ServerFlag.applePrivateKeyFile.argumentName, help: ServerFlag.applePrivateKeyFile.help, completion: ServerFlag.applePrivateKeyFile.completionKind)
    var applePrivateKeyFile: String?

    @Option(name: ServerFlag.appleBaseURL.argumentName, help: ServerFlag.appleBaseURL.help, completion: ServerFlag.appleBaseURL.completionKind)
    var appleBaseURL: String?

    /// Prints README's flag table and exits (`make readme-flags` splices it into README.md).
    @Flag(name: .customLong("print-flag-table"), help: .hidden)
    var printFlagTable = false

    /// Prints the manual page and exits (`make man` writes it to docs/man/).
    @Flag(name: .customLong("print-man-page"), help: .hidden)
    var printManPage = false

    func run() async throws {
        if printFlagTable {
            FileHandle.standardOutput.write(Data(ServerFlagTable.markdown().utf8))
            return
        }
        if printManPage {
            let page = ManualPage.roff(ServerCommandDescription.command, source: "InfiniteStories \(ProductVersion.current)")
            FileHandle.standardOutput.write(Data(page.utf8))
            return
        }
        let environment = ProcessInfo.processInfo.environment
        func setting(_ given: String?, _ flag: ServerFlag) -> String { flag.value(given, environment: environment) ?? "" }

        let checked = try checkedNumbers(setting)
        let given: [String: String?] = [
            ServerFlag.storyProvider.name: storyProvider, ServerFlag.speechProvider.name: speechProvider,
            ServerFlag.imageProvider.name: imageProvider, ServerFlag.openAIBaseURL.name: openAIBaseURL,
            ServerFlag.openAIAPIKeyFile.name: openAIAPIKeyFile, ServerFlag.openAIStoryModel.name: openAIStoryModel,
            ServerFlag.openAISpeechModel.name: openAISpeechModel, ServerFlag.openAIImageModel.name: openAIImageModel,
            ServerFlag.providerTimeout.name: providerTimeout.map(String.init), ServerFlag.fallback.name: fallback,
            ServerFlag.stepTimeout.name: stepTimeout.map(String.init),
            ServerFlag.openAIContextTokens.name: openAIContextTokens.map(String.init),
        ]
        let publicSetup = try Self.url(setting(publicURL, .publicURL), flag: .publicURL)
        let mediaStorage = try MediaFlag.storage(setting(media, .media), environment: environment)
        let appleSetup = try AppleFlags(
            clientIDs: appleClientID.isEmpty
                ? (environment[ServerFlag.appleClientID.environmentVariable] ?? "").split(separator: ",").map(String.init)
                : appleClientID,
            teamID: setting(appleTeamID, .appleTeamID), keyID: setting(appleKeyID, .appleKeyID),
            privateKeyFile: setting(applePrivateKeyFile, .applePrivateKeyFile),
            baseURL: setting(appleBaseURL, .appleBaseURL)).configuration()
        let providerSetup = try ProviderSetup(setting: { setting(given[$0.name] ?? nil, $0) }, environment: environment)
        let dataDirectory = ServerFlag.dataDir.value(dataDir, environment: environment).map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? ServerConfiguration.defaultDataDirectory(environment: environment)

        // Logs go to standard error; standard output carries only the "listening on" line (and
        // "metrics on" with --metrics-address).
        let format = setting(logFormat, .logFormat)
        guard ["text", "json"].contains(format) else {
            throw ValidationError("\(ServerFlag.logFormat.flag) must be text or json, not \(format)")
        }
        LoggingSystem.bootstrap { label in
            if format == "json" {
                var handler = JSONLogHandler.standardError(label: label)
                handler.logLevel = checked.logLevel
                return handler
            }
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = checked.logLevel
            return handler
        }
        let (providers, shutdownProviders) = providerSetup.providers(latency: .milliseconds(checked.providerLatency),
                                                                               textPace: .milliseconds(checked.textPace))
        var configuration = ServerConfiguration(
            hostname: setting(hostname, .hostname), port: checked.port, dataDirectory: dataDirectory,
            sessionTTL: checked.sessionTTL, authRateLimit: checked.authRateLimit, logLevel: checked.logLevel,
            workers: checked.workers,
            generationRateLimit: checked.generationRateLimit,
            providers: providers)
        configuration.accountSignInLimit = checked.accountSignInLimit
        configuration.publicURL = publicSetup
        configuration.media = mediaStorage
        configuration.database = checked.database
        configuration.databasePoolSize = checked.databasePoolSize
        configuration.jobLease = .milliseconds(Int((checked.jobLeaseSeconds * 1000).rounded()))
        configuration.apple = appleSetup
        configuration.stepTimeout = providerSetup.configuration.deadline
        configuration.sceneTimeout = .seconds(checked.sceneTimeoutSeconds)
        configuration.metricsAddress = try Self.metricsAddress(setting(metricsAddress, .metricsAddress))
        let server: StoryServer
        do {
            server = try await StoryServer.start(configuration, handleSignals: true)
        } catch {
            await shutdownProviders?()
            throw error
        }
        // Written straight to fd 1 so it is flushed at once (stdout may be a pipe).
        FileHandle.standardOutput.write(Data("listening on \(server.baseURL.absoluteString)\n".utf8))
        if let metricsURL = server.metricsURL {
            FileHandle.standardOutput.write(Data("metrics on \(metricsURL.absoluteString)\n".utf8))
        }
        // The first story of a fresh server no longer pays for parsing the writer's content
        // (50 parents at once waited on it together). Not in tests and the app's embedded server,
        // which start often and may never write a story.
        let writer = configuration.providers.story
        Task.detached(priority: .background) { await writer.prepare() }
        try await server.waitUntilStopped()
        await shutdownProviders?()
    }

    /// The flags that are numbers, limits or names, checked: a wrong one stops the start with
    /// a message naming the flag and what it accepts.
    private func checkedNumbers(_ setting: (String?, ServerFlag) -> String) throws -> CheckedNumbers {
        guard let port = Int(setting(port.map(String.init), .port)), (0...65535).contains(port) else {
            throw ValidationError("--port must be a number from 0 to 65535")
        }
        guard let databaseLocation = DatabaseLocation(parsing: setting(database, .database)) else {
            throw ValidationError("--database must be sqlite or a postgres://USER:PASSWORD@HOST:PORT/NAME URL")
        }
        guard let poolSize = Int(setting(databasePoolSize.map(String.init), .databasePoolSize)), (1...1000).contains(poolSize) else {
            throw ValidationError("--database-pool-size must be a number from 1 to 1000")
        }
        guard let ttl = Double(setting(sessionTtl.map { String($0) }, .sessionTTL)), ttl > 0 else {
            throw ValidationError("--session-ttl must be a positive number of seconds")
        }
        guard let limit = RateLimit.parse(setting(authRateLimit, .authRateLimit)) else {
            throw ValidationError("--auth-rate-limit must be COUNT/SECONDS (for example 3/10) or off")
        }
        guard let accountLimit = RateLimit.parse(setting(accountSignInLimit, .accountSignInLimit)) else {
            throw ValidationError("--account-sign-in-limit must be COUNT/SECONDS (for example 10/900) or off")
        }
        guard let level = Logger.Level(rawValue: setting(logLevel, .logLevel)) else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        guard let workerCount = Int(setting(workers.map(String.init), .workers)), (1...64).contains(workerCount) else {
            throw ValidationError("--workers must be a number from 1 to 64")
        }
        guard let leaseSeconds = Double(setting(jobLease.map { String($0) }, .jobLease)), (0.1...86400).contains(leaseSeconds) else {
            throw ValidationError("--job-lease must be a number of seconds from 0.1 to 86400")
        }
        guard let generationLimit = GenerationRateLimit.parse(setting(generationRateLimit, .generationRateLimit)) else {
            throw ValidationError("--generation-rate-limit must be off or story=N,audio=N,avatar=N,illustrations=N")
        }
        guard let latency = Int(setting(providerLatency.map(String.init), .providerLatency)), latency >= 0,
              let pace = Int(setting(textPace.map(String.init), .textPace)), pace >= 0 else {
            throw ValidationError("--provider-latency and --text-pace must be 0 or more milliseconds")
        }
        guard let sceneSeconds = Int(setting(sceneTimeout.map(String.init), .sceneTimeout)), sceneSeconds > 0 else {
            throw ValidationError("--scene-timeout must be a whole number of seconds, 1 or more")
        }
        return CheckedNumbers(port: port, database: databaseLocation, databasePoolSize: poolSize, sessionTTL: ttl,
                              authRateLimit: limit, accountSignInLimit: accountLimit, logLevel: level,
                              workers: workerCount, jobLeaseSeconds: leaseSeconds,
                              generationRateLimit: generationLimit, providerLatency: latency, textPace: pace,
                              sceneTimeoutSeconds: sceneSeconds)
    }

    /// `--metrics-address`: `off`, or `HOST:PORT` (`[::1]:9464` for an IPv6 host).
    static func metricsAddress(_ text: String) throws -> ServerConfiguration.MetricsAddress? {
        guard text != "off" else { return nil }
        let problem = ValidationError("\(ServerFlag.metricsAddress.flag) must be off or HOST:PORT (e.g. 127.0.0.1:9464), not \(text)")
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]), (0...65535).contains(port) else {
            throw problem
        }
        var host = String(text[..<colon])
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        guard !host.isEmpty else { throw problem }
        return ServerConfiguration.MetricsAddress(host: host, port: port)
    }

    /// `checkedNumbers`' answer.
    private struct CheckedNumbers {
        var port: Int
        var database: DatabaseLocation
        var databasePoolSize: Int
        var sessionTTL: Double
        var authRateLimit: RateLimit?
        var accountSignInLimit: RateLimit?
        var logLevel: Logger.Level
        var workers: Int
        var jobLeaseSeconds: Double
        var generationRateLimit: GenerationRateLimit?
        var providerLatency: Int
        var textPace: Int
        var sceneTimeoutSeconds: Int
    }

    /// An http(s) URL from a flag's text, or nil when the text is empty.
    static func url(_ text: String, flag: ServerFlag) throws -> URL? {
        guard !text.isEmpty else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              url.host?.isEmpty == false else {
            throw ValidationError("\(flag.flag) must be an http:// or https:// URL")
        }
        return url
    }
}
