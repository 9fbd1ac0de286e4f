import Foundation

/// Opaque, URL-safe, unguessable ids (never row numbers): 16 random bytes in lowercase base32.
enum IdentifierGenerator {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

    static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        var bits: UInt64 = 0
        var bitCount = 0
        var output: [UInt8] = []
        output.reserveCapacity(26)
        for _ in 0..<16 {
            bits = (bits << 8) | UInt64(UInt8.random(in: 0...255, using: &generator))
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
