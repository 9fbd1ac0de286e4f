import Crypto
import Foundation

/// Signs media paths so clients can fetch files without the bearer token (contract section 6):
/// `HMAC-SHA256(secret, path + "\n" + expiry)`, valid 15 minutes, re-signed on every read. The
/// secret is generated on first start and kept (0600) in the data directory, so URLs survive a
/// restart but not a copy of the database to another server.
struct MediaSigner: Sendable {
    /// The secret's bytes (SymmetricKey itself is not Sendable).
    private let secret: Data
    private var key: SymmetricKey { SymmetricKey(data: secret) }
    var lifetime: TimeInterval = 15 * 60

    /// Loads the secret from `<dataDirectory>/media-secret`, creating it on first start.
    init(dataDirectory: URL) throws {
        let file = dataDirectory.appendingPathComponent("media-secret")
        if let existing = try? Data(contentsOf: file), existing.count >= 32 {
            secret = existing
            return
        }
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let secret = Data((0..<32).map { _ in UInt8.random(in: 0...255) })
        guard FileManager.default.createFile(atPath: file.path, contents: secret, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        self.secret = secret
    }

    init(secret: Data) { self.secret = secret }

    /// The query string (`expires=…&signature=…`) for a path, valid from `now` for `lifetime`.
    func query(for path: String, now: Date = Date.storageNow) -> String {
        let expires = Int64(now.timeIntervalSince1970 + lifetime)
        return "expires=\(expires)&signature=\(signature(path: path, expires: expires))"
    }

    /// Whether a signature is genuine and unexpired for this path.
    func verify(path: String, expires: String?, signature: String?, now: Date = Date.storageNow) -> Bool {
        guard let expires, let seconds = Int64(expires), let signature, let given = Data(hex: signature) else { return false }
        guard Double(seconds) >= now.timeIntervalSince1970 else { return false }
        return HMAC<SHA256>.isValidAuthenticationCode(given, authenticating: Data("\(path)\n\(seconds)".utf8), using: key)
    }

    private func signature(path: String, expires: Int64) -> String {
        Data(HMAC<SHA256>.authenticationCode(for: Data("\(path)\n\(expires)".utf8), using: key)).hexString
    }
}
