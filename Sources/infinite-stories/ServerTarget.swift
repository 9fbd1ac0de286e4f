import Foundation

/// Which server the app talks to.
enum ServerTarget: Sendable {
    /// A server somewhere else, given with --server or INFINITE_STORIES_SERVER.
    case remote(URL)
    /// The server started inside the app; nil uses the default data folder.
    case embedded(dataDirectory: URL?)

    /// A usable server URL from what the user typed, or nil.
    static func url(from text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }
}
