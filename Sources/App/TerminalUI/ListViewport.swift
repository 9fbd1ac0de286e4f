/// Which rows of a long list (or the lines of a long text) are on screen.
///
/// The app keeps only the offset between frames; this type turns it, the item count and the
/// available rows into a consistent window. All of it is pure arithmetic, independent of the
/// number of items, so lists of any length scroll in constant time.
public struct ListViewport: Sendable, Hashable {
    /// Number of items in the list.
    public let count: Int
    /// Number of rows available to show items.
    public let visibleRows: Int
    /// Index of the first item shown.
    public let offset: Int

    /// A viewport with `offset` clamped so the window never runs past the end of the list
    /// (which would leave blank rows while items are hidden above).
    public init(count: Int, visibleRows: Int, offset: Int) {
        self.count = max(0, count)
        self.visibleRows = max(0, visibleRows)
        self.offset = offset.clamped(to: 0...max(0, self.count - self.visibleRows))
    }

    /// Indices of the items on screen.
    public var visibleRange: Range<Int> {
        offset..<min(count, offset.saturatingAdd(visibleRows))
    }

    /// Whether items are hidden above the window.
    public var hasMoreAbove: Bool { offset > 0 }

    /// Whether items are hidden below the window.
    public var hasMoreBelow: Bool { offset.saturatingAdd(visibleRows) < count }

    /// The offset that keeps `selected` visible while scrolling as little as possible from
    /// `previousOffset`, so the list only moves when the selection would leave the screen.
    ///
    /// With no selection the previous offset is kept (clamped). Out-of-range selections are
    /// clamped to the list; any count, row number or offset is accepted.
    public static func scrollOffset(selected: Int?, previousOffset: Int, visibleRows: Int, count: Int) -> Int {
        let count = max(0, count)
        let rows = max(0, visibleRows)
        let maximumOffset = max(0, count - rows)
        var offset = previousOffset.clamped(to: 0...maximumOffset)
        guard let selected, count > 0, rows > 0 else { return offset }
        let target = selected.clamped(to: 0...(count - 1))
        if target < offset {
            offset = target
        } else if target >= offset + rows {
            offset = target - rows + 1
        }
        return offset.clamped(to: 0...maximumOffset)
    }
}
