import Foundation

/// Media files on disk under `<data-dir>/media`.
struct FileMediaStore: MediaStore {
    let root: URL

    init(dataDirectory: URL) {
        root = dataDirectory.appendingPathComponent("media", isDirectory: true)
    }

    /// The file for a stored relative path; nil for paths that would leave the media folder.
    func url(for path: String) -> URL? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else {
            return nil
        }
        return root.appendingPathComponent(path)
    }

    func write(_ data: Data, to path: String) throws {
        guard let url = url(for: path) else { throw CocoaError(.fileWriteInvalidFileName) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    func read(_ path: String) -> Data? {
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
}
