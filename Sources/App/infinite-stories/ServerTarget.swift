import Foundation
import InfiniteStoriesModels
import InfiniteStoriesServer

/// Which server the app talks to.
enum ServerTarget: Sendable {
    /// A server somewhere else, given with --server or INFINITE_STORIES_SERVER.
    case remote(URL)
    /// The server started inside the app; nil uses the default data folder.
    case embedded(dataDirectory: URL?)

    /// The URL the server will have, known before it runs: the given one, or the embedded
    /// server's usual port (the saved session is kept per URL, so it is looked up by this).
    var expectedURL: URL? {
        switch self {
        case .remote(let url):
            return url
        case .embedded(let folder):
            let port = Launch.preferredPort(for: folder ?? ServerConfiguration.defaultDataDirectory())
            return URL(string: "http://127.0.0.1:\(port)")
        }
    }

    /// A usable server URL from what the user typed, or nil.
    static func url(from text: String) -> URL? {
        // Not Foundation's `trimmingCharacters`: see `trimmingWhitespace` (before the first frame).
        let trimmed = text.trimmingWhitespace()
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }
}
