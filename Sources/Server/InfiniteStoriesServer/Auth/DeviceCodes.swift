import Crypto
import Foundation

/// The codes of the device flow (RFC 8628 §6.1): a long random device code for the polling
/// client, and a short user code a person can compare and type (eight letters from an alphabet
/// without vowels or look-alikes, shown `BCDF-GHJK`). Only their SHA-256 is stored.
enum DeviceCodes {
    private static let userAlphabet = Array("BCDFGHJKLMNPQRSTVWXZ")

    static func deviceCode() -> String { SessionToken.generate() + SessionToken.generate() }

    static func userCode() -> String {
        var generator = SystemRandomNumberGenerator()
        let letters = (0..<8).map { _ in userAlphabet[Int.random(in: 0..<userAlphabet.count, using: &generator)] }
        return String(letters[0..<4]) + "-" + String(letters[4...])
    }

    /// A typed user code in canonical form (`bcdf ghjk`, `BCDFGHJK` -> `BCDF-GHJK`), or nil.
    static func normalizedUserCode(_ typed: String) -> String? {
        let letters = typed.uppercased().filter { $0.isLetter }
        guard letters.count == 8, letters.allSatisfy(userAlphabet.contains) else { return nil }
        return String(letters.prefix(4)) + "-" + String(letters.suffix(4))
    }

    /// Random text for `state` and `nonce`.
    static func random() -> String { SessionToken.generate() }

    static func hash(_ code: String) -> String { SessionToken.hash(code) }
}
