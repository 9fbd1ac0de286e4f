extension Int {
    /// `self + other`, pinned to `Int.min`/`Int.max` instead of trapping.
    ///
    /// Geometry takes coordinates straight from callers (and, through resize events, from the
    /// terminal), so sums of huge or negative values must never crash the drawing code.
    func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        if overflow {
            return other > 0 ? .max : .min
        }
        return sum
    }

    /// `self - other`, pinned to `Int.min`/`Int.max` instead of trapping.
    func saturatingSubtract(_ other: Int) -> Int {
        let (difference, overflow) = subtractingReportingOverflow(other)
        if overflow {
            return other > 0 ? .min : .max
        }
        return difference
    }

    /// `self` pinned to `range`.
    func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
