import Foundation

/// Opaque, URL-safe, unguessable ids (never row numbers): 16 random bytes in lowercase base32.
enum IdentifierGenerator {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    /// The 16 bytes come from two 64-bit draws: the system generator makes one `getrandom` call
    /// per draw, and a byte at a time was 16 calls for every story, job and scene row.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return encode(bytes(generator.next(), generator.next()))
    }

    /// The two words' bytes, each word's most significant byte first.
    static func bytes(_ first: UInt64, _ second: UInt64) -> [UInt8] {
        (0..<16).map { index in
            UInt8(truncatingIfNeeded: (index < 8 ? first : second) >> UInt64(56 - 8 * (index % 8)))
        }
    }

    /// RFC 4648 base32 in lowercase, without padding.
    static func encode(_ bytes: [UInt8]) -> String {
        var bits: UInt64 = 0
        var bitCount = 0
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count * 8 + 4) / 5)
        for byte in bytes {
            bits = (bits << 8) | UInt64(byte)
            bitCount += 8
            while bitCount >= 5 {
                bitCount -= 5
                output.append(alphabet[Int((bits >> UInt64(bitCount)) & 31)])
            }
        }
        if bitCount > 0 { output.append(alphabet[Int((bits << UInt64(5 - bitCount)) & 31)]) }
        return String(decoding: output, as: UTF8.self)
    }
}
