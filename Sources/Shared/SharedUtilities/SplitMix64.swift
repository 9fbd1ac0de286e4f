/// SplitMix64 (Vigna): a tiny seedable pseudo-random generator.
///
/// Stories, pictures and test data must be replayable from their seed on every platform and every
/// run, which Swift's `SystemRandomNumberGenerator` cannot do; SplitMix64 is fast, well mixed and
/// has no state beyond one word. Only the raw sequence lives here: each user draws its own values
/// from `next()` (the story writer its indices, the painter its 24-bit floats), so what a seed
/// gives never depends on how a standard library implements `random(in:using:)`, and changing one
/// user's drawing can never change another's output.
///
/// Inlinable and frozen: the story writer and the painter draw from it in their inner loops, from
/// other modules, where an opaque call per draw measurably slowed both (`make bench`).
@frozen
public struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline internal var state: UInt64

    @inlinable
    public init(seed: UInt64) { state = seed }

    @inlinable
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
