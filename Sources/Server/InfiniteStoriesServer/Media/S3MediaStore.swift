import Foundation
import Logging
import ObjectStorage

/// Media in an S3-compatible bucket under a key prefix (`--media s3://bucket/prefix`): keys are
/// the prefix plus the same relative paths the file store uses, and clients download with
/// presigned GET URLs, so media bytes never pass through this server (ADR 0021).
///
/// Cache-friendly URLs: a path names one version of one file (`MediaPaths` puts a fresh token in
/// every new recording or picture), and URLs are signed at the start of the current `window` and
/// valid `window + lifetime` from then, so every read in the same window hands out the same URL
/// and a client cache keyed by URL hits, while each URL still lives at least `lifetime`.
struct S3MediaStore: MediaStore {
    let client: S3Client
    let location: S3Location
    /// How long a presigned URL stays valid at least after it is handed out.
    var lifetime: TimeInterval = 3600
    /// URLs are signed at the start of each such window, so they repeat within it.
    var window: TimeInterval = 3600
    /// The clock URLs are signed by.
    var now: @Sendable () -> Date = { Date() }
    let logger: Logger

    func write(_ data: Data, to path: String) async throws {
        guard MediaPaths.isValid(path) else { throw CocoaError(.fileWriteInvalidFileName) }
        try await client.putObject(data, key: location.key(for: path), contentType: MediaRoutes.contentType(for: path))
    }

    func read(_ path: String) async -> Data? {
        guard MediaPaths.isValid(path) else { return nil }
        do {
            return try await client.getObject(key: location.key(for: path))
        } catch {
            logger.error("media read failed", metadata: ["path": "\(path)", "error": "\(error)"])
            return nil
        }
    }

    func remove(_ paths: [String]) async {
        let keys = paths.filter(MediaPaths.isValid).map(location.key(for:))
        guard !keys.isEmpty else { return }
        do {
            try await client.deleteObjects(keys: keys)
        } catch {
            logger.error("media delete failed", metadata: ["keys": "\(keys)", "error": "\(error)"])
        }
    }

    /// Lists the folder's keys and deletes them in batches.
    func removeFolder(_ path: String) async {
        guard MediaPaths.isValid(path) else { return }
        do {
            try await client.deleteAll(prefix: location.key(for: path) + "/")
        } catch {
            logger.error("media folder delete failed", metadata: ["folder": "\(path)", "error": "\(error)"])
        }
    }

    func clientURL(for path: String, host: String) -> String {
        let signedAt = (now().timeIntervalSince1970 / window).rounded(.down) * window
        return client.presignedGetURL(key: location.key(for: path), expires: Int(window + lifetime),
                                      at: Date(timeIntervalSince1970: signedAt)).absoluteString
    }
}
