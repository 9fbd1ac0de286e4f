import Foundation

/// Media files on disk under `<data-dir>/media`, served by this server's `/media/...` route with
/// URLs the signer signs.
struct FileMediaStore: MediaStore {
    let root: URL
    let signer: MediaSigner

    init(dataDirectory: URL, signer: MediaSigner) {
        root = dataDirectory.appendingPathComponent("media", isDirectory: true)
        self.signer = signer
    }

    /// The file for a stored relative path; nil for paths that would leave the media folder.
    func url(for path: String) -> URL? {
        MediaPaths.isValid(path) ? root.appendingPathComponent(path) : nil
    }

    func write(_ data: Data, to path: String) async throws {
        guard let url = url(for: path) else { throw CocoaError(.fileWriteInvalidFileName) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    func read(_ path: String) async -> Data? {
        url(for: path).flatMap { FileManager.default.contents(atPath: $0.path) }
    }

    func removeFolder(_ path: String) async {
        if let url = url(for: path) { try? FileManager.default.removeItem(at: url) }
    }

    /// Deleting a hero or story deletes its files; a file already gone is not an error.
    func remove(_ paths: [String]) async {
        for path in paths {
            if let url = url(for: path) { try? FileManager.default.removeItem(at: url) }
        }
    }

    func clientURL(for path: String, host: String) -> String {
        "http://\(host)/media/\(path)?\(signer.query(for: path))"
    }
}
