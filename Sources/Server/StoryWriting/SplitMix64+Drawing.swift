import SharedUtilities

/// The story writer's draws from a `SplitMix64` sequence (the generator itself is shared, ADR 0028).
///
/// Stories must be replayable from their seed, byte for byte, on every platform and run: these
/// draws are written here against the raw `next()` rather than the standard library's
/// `random(in:using:)`, whose algorithm may change between releases.
extension SplitMix64 {
    /// A value in `0..<bound` (0 when `bound` is not positive), without modulo bias worth noticing
    /// for the small bounds used here.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// True with the given probability (0...1).
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One element, or nil for an empty array.
    mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[below(items.count)]
    }

    /// The array in a random order (Fisher-Yates), driven by this generator only.
    mutating func shuffled<T>(_ items: [T]) -> [T] {
        var result = items
        var index = result.count - 1
        while index > 0 {
            result.swapAt(index, below(index + 1))
            index -= 1
        }
        return result
    }
}
