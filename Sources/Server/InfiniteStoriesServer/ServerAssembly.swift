import Foundation
import Hummingbird
import InfiniteStoriesModels
import Logging

/// Wires the store, services and routes into one router; separate from `StoryServer` so the
/// composition reads top to bottom in one place.
enum ServerAssembly {
    struct Parts {
        let router: Router<AppRequestContext>
        let runner: JobRunner
    }

    static func build(configuration: ServerConfiguration, store: any ServerStore, logger: Logger) async throws -> Parts {
        let table = RouteTable()
        let auth = AuthService(store: store, hasher: PasswordHasher(counter: configuration.passwordHashingCounter),
                               sessionTTL: configuration.sessionTTL,
                               now: configuration.sessionClock, sessions: SessionCache(tracker: store.changes),
                               signInThrottle: configuration.accountSignInLimit.map {
                                   SignInThrottle(limiter: store.attemptLimiter($0, scope: SignInThrottle.scope))
                               })
        let signer = try MediaSigner(dataDirectory: configuration.dataDirectory)
        let media = configuration.media.makeStore(dataDirectory: configuration.dataDirectory, signer: signer, logger: logger)
        let hub = GenerationHub(relay: store.generationRelay(), logger: logger)
        let executor = JobExecutor(store: store, jobs: store, media: media, providers: configuration.providers, hub: hub,
                                   backoff: configuration.retryBackoff, stepTimeout: configuration.stepTimeout,
                                   sceneTimeout: configuration.sceneTimeout)
        let runner = JobRunner(jobs: store, executor: executor, hub: hub,
                               lanes: JobLane.lanes(workers: configuration.workers, providers: configuration.providers),
                               lease: configuration.jobLease, logger: logger)
        let generation = GenerationService(jobs: store, hub: hub, runner: runner,
                                           hourlyLimits: configuration.generationRateLimit?.byKind)
        // Media URLs are absolute and signed per read, built from the Host the client used.
        let presenter: @Sendable (Request) -> WirePresenter = { request in
            let host = request.head.authority ?? "\(configuration.hostname):\(configuration.port)"
            return WirePresenter(mediaURL: { path in media.clientURL(for: path, host: host) })
        }

        let router = Router(context: AppRequestContext.self)
        // Requests per route, status and method, and their latency (outermost: it sees the
        // status the error middleware answered with).
        if configuration.metricsAddress != nil { router.add(middleware: MetricsMiddleware()) }
        router.add(middleware: RequestLogMiddleware())
        router.add(middleware: ErrorMiddleware(routes: table))
        router.add(middleware: NULRefusalMiddleware())

        HealthRoutes(store: store, version: configuration.version).register(on: router, table: table)
        let written = WrittenLanguages(languages: configuration.providers.storyLanguages)
        StoryLanguageRoutes(written: written).register(on: router, table: table)
        VoiceRoutes(voices: VoiceList(provider: configuration.providers.speechProviderName,
                                      voices: configuration.providers.speech.voiceList))
            .register(on: router, table: table)
        let apple = try await AppleSetup.make(configuration: configuration, auth: auth, accounts: store)
        AuthRoutes(auth: auth, limiter: configuration.authRateLimit.map { store.attemptLimiter($0, scope: "auth") }, social: apple.social,
                   methods: apple.methods)
            .register(on: router, table: table)
        DeviceRoutes(flow: apple.device, publicURL: configuration.publicURL.map { Self.trimmingSlash($0.absoluteString) },
                     limiter: configuration.deviceRateLimit.map { store.attemptLimiter($0, scope: "device") })
            .register(on: router, table: table)
        MediaRoutes(files: media, signer: signer).register(on: router, table: table)

        let protected = router.group("/api/v1").add(middleware: AuthenticationMiddleware(auth: auth))
        let lists = ResponseCache(tracker: store.changes)
        HeroRoutes(store: store, media: media, presenter: presenter, lists: lists).register(on: protected, table: table)
        StoryRoutes(store: store, jobs: store, media: media, presenter: presenter, lists: lists)
            .register(on: protected, table: table)
        GenerationRoutes(store: store, jobs: store, generation: generation, hub: hub, gate: IdempotencyGate(jobs: store),
                         eventsEnabled: configuration.eventsRouteEnabled, keepAlive: configuration.eventKeepAlive,
                         presenter: presenter, written: written, customEvents: store)
            .register(on: protected, table: table)
        AnalyticsRoutes(listening: store, stories: store).register(on: protected, table: table)
        QueueRoutes(queue: store, presenter: presenter).register(on: protected, table: table)
        AIProxyRoutes(providers: configuration.providers, jobs: store, hourlyLimits: configuration.generationRateLimit?.byKind,
                      written: written)
            .register(on: protected, table: table)
        AIAssistantRoutes(assistant: configuration.providers.assistant).register(on: protected, table: table)
        UsageRoutes(jobs: store, hourlyLimits: configuration.generationRateLimit?.byKind).register(on: protected, table: table)
        AccountRoutes(accounts: store, media: media).register(on: protected, table: table)
        CustomEventRoutes(events: store, assistant: configuration.providers.assistant,
                          assistantName: configuration.providers.storyProviderName).register(on: protected, table: table)
        ProfileRoutes(profiles: store, jobs: store, written: written).register(on: protected, table: table)
        JourneyRoutes(journey: store, profiles: store, presenter: presenter, now: configuration.sessionClock)
            .register(on: protected, table: table)
        return Parts(router: router, runner: runner)
    }

    static func trimmingSlash(_ url: String) -> String {
        url.hasSuffix("/") ? String(url.dropLast()) : url
    }
}
