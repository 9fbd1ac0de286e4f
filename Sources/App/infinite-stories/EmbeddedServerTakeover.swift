import Foundation
import InfiniteStoriesServer

/// Starts this app's own embedded server when the one it was sharing goes away.
///
/// A second app on the same data folder talks to the first app's embedded server (one server
/// per folder: its caches see only its own commits). When that app quits, its server stops
/// with it; this takes the folder's lock and serves it on the same address, so the client,
/// the saved session (kept per URL) and everything on screen carry on unchanged.
actor EmbeddedServerTakeover {
    private let dataDirectory: URL
    private let url: URL
    /// Kept alive for the life of the app once started.
    private var server: StoryServer?

    init(dataDirectory: URL, url: URL) {
        self.dataDirectory = dataDirectory
        self.url = url
    }

    /// Tries to serve the folder at `url`; answers whether a server of this app now does.
    ///
    /// Fails while the other server still holds the folder (it may only be slow) or when the
    /// port has been taken by something else meanwhile; the next health probe tries again.
    func startIfAbandoned() async -> Bool {
        if server != nil { return true }
        guard let port = url.port else { return false }
        let configuration = ServerConfiguration(hostname: url.host ?? "127.0.0.1", port: port,
                                                dataDirectory: dataDirectory, logLevel: .critical)
        do {
            server = try await StoryServer.start(configuration)
            return true
        } catch {
            return false
        }
    }
}
