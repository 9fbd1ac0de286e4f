import _CryptoExtras
import Crypto
import Dispatch
import Foundation

/// scrypt password hashes in Better Auth's format, so accounts move between our server and the
/// existing backend: `hex(salt):hex(key)`, N=16384, r=16, p=1, 64-byte key. Better Auth feeds
/// the salt's *hex text* (not its bytes) to scrypt and NFKC-normalises the password; we do the same.
struct PasswordHasher: Sendable {
    var rounds = 16384
    var blockSize = 16
    var parallelism = 1
    var keyLength = 64
    /// Counts derivations when set (tests).
    var counter: PasswordHashingCounter? = nil

    /// A fixed hash used to spend the same time on unknown emails as on wrong passwords,
    /// so response timing does not reveal which emails have accounts.
    static let decoyHash = "3f1a6c0e9b2d4f8a7c5e1d3b9a0f2e4c:" + String(repeating: "0", count: 128)

    func hash(_ password: String) async throws -> String {
        let salt = Data((0..<16).map { _ in UInt8.random(in: 0...255) }).hexString
        let key = try await derive(password, salt: salt)
        return "\(salt):\(key.hexString)"
    }

    /// Constant-time comparison of the derived key against the stored one.
    func verify(_ password: String, against stored: String) async throws -> Bool {
        let parts = stored.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, let expected = Data(hex: String(parts[1])) else { return false }
        let key = try await derive(password, salt: String(parts[0]))
        guard key.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (left, right) in zip(key, expected) { difference |= left ^ right }
        return difference == 0
    }

    /// scrypt costs ~50 ms and 32 MiB; it runs on a Dispatch thread so the event loops and the
    /// cooperative pool stay free for other requests.
    private func derive(_ password: String, salt: String) async throws -> Data {
        counter?.increment()
        let normalized = password.precomposedStringWithCompatibilityMapping
        let (rounds, blockSize, parallelism, keyLength) = (self.rounds, self.blockSize, self.parallelism, self.keyLength)
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                do {
                    let key = try KDF.Scrypt.deriveKey(
                        from: Data(normalized.utf8), salt: Data(salt.utf8), outputByteCount: keyLength,
                        rounds: rounds, blockSize: blockSize, parallelism: parallelism,
                        maxMemory: 128 * rounds * blockSize * parallelism * 2)
                    continuation.resume(returning: key.withUnsafeBytes { Data($0) })
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}

extension Data {
    var hexString: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes = [UInt8]()
        bytes.reserveCapacity(count * 2)
        for byte in self {
            bytes.append(digits[Int(byte >> 4)])
            bytes.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    init?(hex: String) {
        let utf8 = Array(hex.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        func nibble(_ byte: UInt8) -> UInt8? {
            switch byte {
            case 48...57: byte - 48
            case 97...102: byte - 87
            case 65...70: byte - 55
            default: nil
            }
        }
        var bytes = [UInt8]()
        bytes.reserveCapacity(utf8.count / 2)
        var index = 0
        while index < utf8.count {
            guard let high = nibble(utf8[index]), let low = nibble(utf8[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(bytes)
    }
}
