import Foundation

/// Opaque, URL-safe, unguessable ids (never row numbers): 16 random bytes in lowercase base32.
enum IdentifierGenerator {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    /// The 16 bytes come from two 64-bit draws: the system generator makes one `getrandom` call
    /// per draw, and a byte at a time was 16 calls for every story, job and scene row.
    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next(), generator.next()]
        var bits: UInt64 = 0
        var bitCount = 0
        var output: [UInt8] = []
        output.reserveCapacity(26)
        for index in 0..<16 {
            let byte = UInt8(truncatingIfNeeded: words[index / 8] >> UInt64(56 - 8 * (index % 8)))
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
