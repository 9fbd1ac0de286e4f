import Foundation

/// Where media files (audio, images) live, addressed by relative paths that the database stores.
/// The embedded default keeps them on disk (`FileMediaStore`); an S3-compatible store can stand in
/// without touching routes or jobs.
protocol MediaStore: Sendable {
    func write(_ data: Data, to path: String) throws
    /// The file's bytes, or nil when the path is unknown or not a valid media path.
    func read(_ path: String) -> Data?
    /// Removes files; a file already gone is not an error.
    func remove(_ paths: [String]) async
    /// Removes everything under a folder (`stories/<id>`, `heroes/<id>`): deleting a story or hero
    /// deletes all its media, including files a job wrote after the row was gone.
    func removeFolder(_ path: String) async
}
