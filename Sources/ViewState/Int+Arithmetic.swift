/// Small integer helpers for layout and list arithmetic, which must never trap on odd sizes.
extension Int {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// Addition that stops at the ends of `Int` instead of trapping.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        if overflow { return other > 0 ? .max : .min }
        return sum
    }
}
