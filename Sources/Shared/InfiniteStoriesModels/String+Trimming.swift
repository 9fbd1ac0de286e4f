extension String {
    /// The text without white space or line breaks at either end: the Unicode White_Space
    /// characters plus ZERO WIDTH SPACE, the same set as Foundation's `.whitespacesAndNewlines`.
    ///
    /// Why not `trimmingCharacters(in:)`: the terminal app trims titles and the server address
    /// before its first frame, and Foundation's version bridges through NSString, whose first use
    /// makes the Swift runtime scan every protocol conformance record of the binary (several
    /// times, ~0.2 ms). This walks the scalar view by index and allocates only the result.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, Self.isTrimmed(scalars[start]) {
            start = scalars.index(after: start)
        }
        while end > start, Self.isTrimmed(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        if start == scalars.startIndex && end == scalars.endIndex { return self }
        return String(self[start..<end])
    }

    private static func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
