import SharedUtilities

/// The painters' random values, drawn from a `SplitMix64` sequence.
///
/// Pictures must be identical for the same request on every run and every machine, so the
/// system generator is out; and we draw our own floats from the raw bits so the result does not
/// depend on how a given standard library implements `Float.random(in:using:)`.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var source: SplitMix64

    init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    mutating func next() -> UInt64 {
        source.next()
    }

    /// A float in `0..<1` built from the top 24 bits.
    mutating func unit() -> Float {
        Float(next() >> 40) / Float(1 << 24)
    }

    /// A float in `lower..<upper`.
    mutating func float(_ lower: Float, _ upper: Float) -> Float {
        lower + (upper - lower) * unit()
    }

    /// An integer in `lower...upper` (returns `lower` when the range is empty).
    mutating func int(_ lower: Int, _ upper: Int) -> Int {
        guard upper > lower else { return lower }
        let span = UInt64(upper - lower) + 1
        return lower + Int(next() % span)
    }

    /// True with the given probability.
    mutating func chance(_ probability: Float) -> Bool {
        unit() < probability
    }

    /// One element of a non-empty array, or nil for an empty one.
    mutating func pick<Element>(_ options: [Element]) -> Element? {
        options.isEmpty ? nil : options[int(0, options.count - 1)]
    }
}
