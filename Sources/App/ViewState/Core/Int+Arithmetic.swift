/// Small integer helpers for layout and list arithmetic, which must never trap on odd sizes.
extension Int {
    /// The value limited to `range`.
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }

    /// The index `step` places on from this one among `count` choices, wrapping round at both
    /// ends (0 when there are none): how every ←/→ choice steps.
    func stepped(by step: Int, wrappingIn count: Int) -> Int {
        count == 0 ? 0 : ((self + step) % count + count) % count
    }

    /// Addition that stops at the ends of `Int` instead of trapping.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        if overflow { return other > 0 ? .max : .min }
        return sum
    }
}
