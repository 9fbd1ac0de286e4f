import Crypto
import Foundation

/// Bearer tokens: 32 random alphanumerics (as Better Auth), stored only as SHA-256 so a leaked
/// database does not leak live sessions.
enum SessionToken {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        return String((0..<32).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
    }

    static func hash(_ token: String) -> String {
        Data(SHA256.hash(data: Data(token.utf8))).hexString
    }
}
