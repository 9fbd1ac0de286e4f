import Foundation

/// Where media files (audio, images) live, addressed by relative paths that the database stores.
/// The embedded default keeps them on disk (`FileMediaStore`); `S3MediaStore` keeps them in an
/// S3-compatible bucket, without touching routes or jobs. Writes and reads are async because the
/// bucket is across a network.
protocol MediaStore: Sendable {
    func write(_ data: Data, to path: String) async throws
    /// The file's bytes, or nil when the path is unknown or not a valid media path.
    func read(_ path: String) async -> Data?
    /// Removes files; a file already gone is not an error.
    func remove(_ paths: [String]) async
    /// Removes everything under a folder (`stories/<id>`, `heroes/<id>`): deleting a story or hero
    /// deletes all its media, including files a job wrote after the row was gone.
    func removeFolder(_ path: String) async
    /// The absolute URL a client downloads a path from, built per read: this server's signed
    /// `/media/...` on the host the client used, or a presigned URL of the bucket (so the bytes
    /// never pass through the server).
    func clientURL(for path: String, host: String) -> String
}
