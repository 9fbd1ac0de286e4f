import Foundation
import InfiniteStoriesClient
import InfiniteStoriesServer
import AudioPlayback
import QRCode
import SharedUtilities
import StoryExport
import TerminalUI
import ViewState
import AppRuntime

/// Gets the app a server to talk to, off the UI thread, after the first frame is drawn.
///
/// For the embedded server it starts `StoryServer` in this process on loopback; either way it
/// builds the HTTP client and repositories, then leaves them in a mailbox the UI thread empties
/// after the waker woke it.
///
/// `@unchecked Sendable`: `outcome` is read and written only under `lock`.
final class Launch: @unchecked Sendable {
    /// What the UI thread receives.
    enum Outcome: Sendable {
        case ready(AppServices, label: String)
        case failed(String)
    }

    private let lock = NSLock()
    private var outcome: Outcome?
    /// Kept alive for the life of the app.
    private var server: StoryServer?

    /// Starts the work; `wake` is called once there is an outcome.
    func start(_ target: ServerTarget, sessionStore: SessionStore, media settings: MediaSettings = MediaSettings(),
               pictures: (@Sendable (Data, Int, Int) throws -> CellPicture)? = nil,
               wake: @escaping @Sendable () -> Void) {
        Task.detached { [self] in
            let result: Outcome
            do {
                let url: URL
                var takeover: EmbeddedServerTakeover?
                switch target {
                case .remote(let remote):
                    url = remote
                case .embedded(let folder):
                    do {
                        let server = try await Self.startEmbedded(dataDirectory: folder ?? ServerConfiguration.defaultDataDirectory())
                        lock.withLock { self.server = server }
                        url = server.baseURL
                    } catch ServerStartError.dataDirectoryInUse(_, let running?) {
                        // Another window of the app already serves this folder: share its server,
                        // and serve the folder ourselves if that window quits.
                        url = running
                        takeover = EmbeddedServerTakeover(
                            dataDirectory: folder ?? ServerConfiguration.defaultDataDirectory(), url: running)
                    }
                }
                let client = APIClient(configuration: APIClientConfiguration(baseURL: url), sessionStore: sessionStore)
                var services = Self.services(client: client, url: url, sessionStore: sessionStore, settings: settings,
                                             pictures: pictures)
                if let takeover {
                    services.health = {
                        let connectivity = await client.health()
                        guard case .unreachable = connectivity, await takeover.startIfAbandoned() else { return connectivity }
                        return await client.health()
                    }
                }
                result = .ready(services, label: url.absoluteString)
            } catch {
                result = .failed(String(describing: error))
            }
            lock.withLock { outcome = result }
            wake()
        }
    }

    /// `listening-<hash>.json`, beside the session: listens waiting to be reported.
    static let listeningFilePrefix = "listening"

    /// The app's services for the server at `url`: the repositories, mpv for narrations (started
    /// on the first play), the media cache, the listening reporter, pictures and the viewer.
    static func services(client: APIClient, url: URL, sessionStore: SessionStore, settings: MediaSettings,
                         pictures: (@Sendable (Data, Int, Int) throws -> CellPicture)?,
                         cacheDirectory: URL = MediaCache.defaultDirectory()) -> AppServices {
        var services = AppServices(auth: RemoteAuthRepository(client: client),
                                   heroes: RemoteHeroRepository(client: client),
                                   stories: RemoteStoryRepository(client: client),
                                   health: { await client.health() })
        services.customEvents = RemoteCustomEventRepository(client: client)
        services.assistant = RemoteStoryAssistantRepository(client: client)
        services.profiles = RemoteProfileRepository(client: client)
        services.journey = RemoteJourneyRepository(client: client)
        services.queue = RemoteQueueRepository(client: client)
        services.player = EnginePlayer(options: AudioEngine.Options(audioOutput: settings.audioOutput))
        let media = MediaCache(directory: cacheDirectory, byteLimit: settings.cacheBytes, baseURL: url)
        services.media = media
        let exporter = StoryBookExporter(stories: RemoteStoryRepository(client: client), media: media,
                                         folder: ExportFiles.folder(given: settings.exportDirectory))
        services.exportStory = { id in
            let result = try await exporter.export(storyID: id)
            return ExportedBook(storyID: result.storyID, title: result.title, folder: Launch.shownPath(result.book.deletingLastPathComponent()),
                                book: result.book.lastPathComponent, audio: result.audio?.lastPathComponent)
        }
        services.listening = ListeningReporter(repository: RemoteListeningRepository(client: client),
                                               file: sessionStore.fileURL(named: listeningFilePrefix, for: url))
        services.renderPicture = pictures
        services.savePlaybackPositions = { PlaybackPositionsFile.save($0, for: url, sessionStore: sessionStore) }
        services.saveSleepTimer = { SleepTimerFile.saveInOrder($0, for: url, sessionStore: sessionStore) }
        services.openExternally = { ExternalViewer.open($0) }
        services.openInBrowser = { ExternalViewer.open($0) }
        services.makeQRCode = { QRCodeEncoder.encode($0) }
        return services
    }

    /// `path` as the user reads it: the home folder as `~`.
    static func shownPath(_ url: URL) -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        let path = url.standardizedFileURL.path
        return !home.isEmpty && home != "/" && path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }

    /// The outcome, once; nil before it is known and after it was taken.
    func take() -> Outcome? {
        lock.withLock {
            defer { outcome = nil }
            return outcome
        }
    }

    /// Starts the embedded server on a port derived from its data folder, so the saved session
    /// (kept per server URL) is found again next time; any free port when that one is taken.
    private static func startEmbedded(dataDirectory: URL) async throws -> StoryServer {
        var configuration = ServerConfiguration(hostname: "127.0.0.1", port: preferredPort(for: dataDirectory),
                                                dataDirectory: dataDirectory, logLevel: .critical)
        do {
            return try await StoryServer.start(configuration)
        } catch {
            configuration.port = 0
            return try await StoryServer.start(configuration)
        }
    }

    /// A port in 41000..<49000 that is the same for the same folder on every run.
    static func preferredPort(for folder: URL) -> Int {
        // FNV-1a: stable across runs, unlike `hashValue`.
        let hash = StableHash.hash32(folder.standardizedFileURL.path)
        return 41_000 + Int(hash % 8_000)
    }
}
