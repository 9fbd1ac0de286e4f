import Foundation
import InfiniteStoriesModels
import Logging

/// Everything a server instance needs; the executable fills it from flags and environment.
public struct ServerConfiguration: Sendable {
    /// Address to bind; 127.0.0.1 keeps the embedded default off the network.
    public var hostname: String
    /// 0 asks the kernel for a free port (tests, the embedded default).
    public var port: Int
    /// Holds the SQLite database and media files.
    public var dataDirectory: URL
    /// Session lifetime in seconds (30 days by default, as Better Auth).
    public var sessionTTL: TimeInterval
    /// Sign-in/sign-up attempts per client address; nil disables the limit.
    public var authRateLimit: RateLimit?
    /// Failed password sign-ins per account (email), from any address, before it is answered
    /// 429 until the window lets one go; a successful sign-in clears them; nil turns it off.
    /// 10 in 15 minutes by default (OWASP ASVS v5 anti-automation).
    public var accountSignInLimit: RateLimit? = RateLimit(count: 10, window: 15 * 60)
    public var logLevel: Logger.Level
    /// Version reported by `/api/v1/health`.
    public var version: String
    /// Generation jobs run at once; story text from the offline writer has a lane of its own
    /// (`JobLane`).
    public var workers: Int
    /// How long a worker's claim on a job lasts unless renewed (every third of it while the job
    /// runs): a killed instance's jobs are taken over by another once it has passed.
    public var jobLease: Duration = .seconds(30)
    /// Accepted generation jobs per user per hour; nil turns the limits off.
    public var generationRateLimit: GenerationRateLimit?
    /// Serve `/api/v1/stories/{id}/events`; off imitates the upstream backend (clients poll).
    public var eventsRouteEnabled: Bool
    /// Story, image and speech back-ends.
    public var providers: Providers
    /// The clock sessions expire by; the real time except in tests.
    public var sessionClock: @Sendable () -> Date = { Date.storageNow }
    /// How often an idle events stream sends a comment line to keep proxies from closing it.
    public var eventKeepAlive: Duration = .seconds(15)
    /// How long one generation step (story text, narration, one picture) may take, the
    /// provider's own retries included, before it counts as failed (`--step-timeout`).
    public var stepTimeout: Duration = .seconds(900)
    /// How long the scenes step of a model-written story may take before the offline splitter
    /// picks the scenes (`--scene-timeout`); the story itself is saved before it starts.
    public var sceneTimeout: Duration = .seconds(60)
    /// Waits between retries of a failed provider call (3 retries by default).
    public var retryBackoff: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2)]
    /// Sign in with Apple; nil answers `PROVIDER_NOT_FOUND` and `/api/auth/methods` leaves it out.
    public var apple: AppleConfiguration?
    /// The address people and Apple reach this server at (`--public-url`), for the device page
    /// and Apple's return URL; nil uses the address each request came to.
    public var publicURL: URL?
    /// Device codes asked for and codes confirmed, per client address; nil turns the limit off.
    public var deviceRateLimit: RateLimit? = RateLimit(count: 10, window: 60)
    /// Seconds a device waits between polls, and seconds its codes live (RFC 8628).
    public var devicePollInterval = 5
    public var deviceCodeLifetime = 600
    /// Where `GET /metrics` (Prometheus) listens, apart from the API; nil (the default) serves
    /// no metrics and counts nothing.
    public var metricsAddress: MetricsAddress?
    /// A host and port for the metrics listener (`--metrics-address 127.0.0.1:9464`).
    public struct MetricsAddress: Sendable, Equatable {
        public var host: String
        public var port: Int
        public init(host: String, port: Int) {
            self.host = host
            self.port = port
        }
    }
    /// Where the data lives: the SQLite file in `dataDirectory` (the embedded default, one
    /// instance) or a PostgreSQL server that several instances share.
    public var database: DatabaseLocation = .sqlite
    /// Connections each instance keeps to PostgreSQL at most (ignored for SQLite).
    public var databasePoolSize = 10
    /// How long a request waits for a free database connection before it is answered 503 with
    /// Retry-After instead of hanging (PostgreSQL only).
    public var databaseAcquireTimeout: Duration = .seconds(2)
    /// Where media goes: files under `dataDirectory` (the default) or an S3-compatible bucket
    /// whose presigned URLs clients download from (`--media s3://bucket/prefix`).
    public var media: MediaStorage = .folder
    /// Counts password hashing work when set (tests show a refused request hashed nothing).
    var passwordHashingCounter: PasswordHashingCounter?

    public init(hostname: String = "127.0.0.1", port: Int = 8080, dataDirectory: URL,
                sessionTTL: TimeInterval = 30 * 24 * 3600,
                authRateLimit: RateLimit? = RateLimit(count: 3, window: 10),
                logLevel: Logger.Level = .info, version: String = ServerConfiguration.appVersion,
                workers: Int = 2, generationRateLimit: GenerationRateLimit? = GenerationRateLimit(),
                eventsRouteEnabled: Bool = true, providers: Providers = Providers()) {
        self.hostname = hostname
        self.port = port
        self.dataDirectory = dataDirectory
        self.sessionTTL = sessionTTL
        self.authRateLimit = authRateLimit
        self.logLevel = logLevel
        self.version = version
        self.workers = workers
        self.generationRateLimit = generationRateLimit
        self.eventsRouteEnabled = eventsRouteEnabled
        self.providers = providers
    }

    /// The product's version (shared with the app, so `/health` and both `--version`s agree).
    public static let appVersion = ProductVersion.current

    /// `$XDG_DATA_HOME/infinite-stories`, or `~/.local/share/infinite-stories`.
    public static func defaultDataDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("infinite-stories", isDirectory: true)
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/infinite-stories", isDirectory: true)
    }
}

/// `COUNT/SECONDS`, e.g. `3/10`.
public struct RateLimit: Sendable, Equatable, CustomStringConvertible {
    public var count: Int
    public var window: TimeInterval

    public init(count: Int, window: TimeInterval) {
        self.count = count
        self.window = window
    }

    /// Parses `COUNT/SECONDS`; `off` means no limit (outer nil); nil for anything malformed.
    public static func parse(_ text: String) -> RateLimit?? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "off" { return .some(nil) }
        let parts = trimmed.split(separator: "/")
        guard parts.count == 2, let count = Int(parts[0]), let seconds = Double(parts[1]),
              count > 0, seconds > 0 else { return nil }
        return .some(RateLimit(count: count, window: seconds))
    }

    public var description: String { "\(count)/\(Int(window))" }
}

/// Accepted generation requests per user per hour (contract: story 5, audio 10, avatar 3,
/// illustrations 20).
public struct GenerationRateLimit: Sendable, Equatable {
    public var story = 5
    public var audio = 10
    public var avatar = 3
    public var illustrations = 20

    public init(story: Int = 5, audio: Int = 10, avatar: Int = 3, illustrations: Int = 20) {
        self.story = story
        self.audio = audio
        self.avatar = avatar
        self.illustrations = illustrations
    }

    /// `off`, or `story=5,audio=10,avatar=3,illustrations=20` (any subset; others keep defaults).
    public static func parse(_ text: String) -> GenerationRateLimit?? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed == "off" { return .some(nil) }
        var limit = GenerationRateLimit()
        for part in trimmed.split(separator: ",") {
            let pair = part.split(separator: "=")
            guard pair.count == 2, let value = Int(pair[1].trimmingCharacters(in: .whitespaces)), value > 0 else { return nil }
            switch pair[0].trimmingCharacters(in: .whitespaces) {
            case "story": limit.story = value
            case "audio": limit.audio = value
            case "avatar": limit.avatar = value
            case "illustrations": limit.illustrations = value
            default: return nil
            }
        }
        return .some(limit)
    }

    var byKind: [JobKind: Int] {
        [.story: story, .audio: audio, .avatar: avatar, .illustrations: illustrations]
    }
}
