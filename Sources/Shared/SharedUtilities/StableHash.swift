/// FNV-1a: a hash that stays the same across runs, processes and platforms.
///
/// Swift's `Hasher` is seeded per process, so it cannot be used wherever a value must come out
/// the same tomorrow: the same hero name the same hair colour, the same prompt the same picture
/// or story, the same server URL the same session file, the same folder the same port. FNV-1a is
/// tiny, fast and well enough mixed for that; it is not for secrets or hostile input.
/// Inlinable: it runs per word and per line where stories are written, from other modules.
public enum StableHash {
    /// The 64-bit FNV offset basis, where every hash starts.
    public static let offsetBasis: UInt64 = 0xCBF2_9CE4_8422_2325
    /// The 64-bit FNV prime.
    public static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// FNV-1a, 64 bits, of `bytes`, continuing from `hash` (the offset basis for a new hash), so a
    /// caller can hash several fields in turn.
    @inlinable
    public static func fnv1a<Bytes: Sequence>(_ bytes: Bytes, continuing hash: UInt64 = offsetBasis) -> UInt64
    where Bytes.Element == UInt8 {
        var value = hash
        for byte in bytes {
            value ^= UInt64(byte)
            value &*= prime
        }
        return value
    }

    /// FNV-1a, 64 bits, of the UTF-8 bytes of `text`, starting from `initial`.
    @inlinable
    public static func hash(_ text: String, into initial: UInt64 = offsetBasis) -> UInt64 {
        fnv1a(text.utf8, continuing: initial)
    }

    /// The 64-bit hash of `text` as 16 lower-case hex digits, for file names.
    public static func hex(_ text: String) -> String {
        let digits = String(hash(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// FNV-1a, 32 bits, of the UTF-8 bytes of `text`.
    @inlinable
    public static func hash32(_ text: String) -> UInt32 {
        var value: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            value = (value ^ UInt32(byte)) &* 16_777_619
        }
        return value
    }

    /// Mixes several values into one seed, order-sensitively (boost's `hash_combine` step).
    @inlinable
    public static func combine(_ values: UInt64...) -> UInt64 {
        var value: UInt64 = 0x8422_2325_CBF2_9CE4
        for item in values {
            value ^= item &+ 0x9E37_79B9_7F4A_7C15 &+ (value << 6) &+ (value >> 2)
        }
        return value
    }
}
