/// FNV-1a over UTF-8 bytes.
///
/// Swift's `Hasher` is seeded per process, so it cannot be used where the same hero name must
/// give the same hair colour (or the same prompt the same picture) tomorrow.
enum StableHash {
    static func hash(_ text: String, into initial: UInt64 = 0xCBF2_9CE4_8422_2325) -> UInt64 {
        var value = initial
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        return value
    }

    /// Mixes several values into one seed, order-sensitively.
    static func combine(_ values: UInt64...) -> UInt64 {
        var value: UInt64 = 0x8422_2325_CBF2_9CE4
        for item in values {
            value ^= item &+ 0x9E37_79B9_7F4A_7C15 &+ (value << 6) &+ (value >> 2)
        }
        return value
    }
}
