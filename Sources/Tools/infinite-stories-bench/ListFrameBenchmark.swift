import TerminalUI

/// One frame of a story list drawn with TerminalUI alone: select the next row (the "reduce"),
/// then draw title, list and footer into a fresh 80x24 `ScreenBuffer` (the "render").
///
/// This is the floor under the app's own frame (`AppFrameBenchmark`): if it grows with the
/// list, no screen built on `ListView` can stay flat. Sizes are timed in turn, run by run.
enum ListFrameBenchmark {
    static func run(itemCounts: [Int], runs: Int) -> [Sample] {
        FrameSizes.measure("frame.listview", itemCounts: itemCounts, runs: runs) { Frame(items: $0).next }
    }

    /// The list and its selection; a class so the timed closure can move the selection.
    private final class Frame {
        let rows: [ListRow]
        var selected = 0
        var scrollOffset = 0

        init(items: Int) {
            rows = (0..<items).map { index in
                ListRow("The Night the Stars Sang, part \(index + 1)", secondaryText: "7 min")
            }
        }

        func next() -> Int {
            // Reduce: j, wrapping at the end so the loop is bounded on any list size.
            selected = selected + 1 < rows.count ? selected + 1 : 0
            // Render.
            var buffer = ScreenBuffer(width: 80, height: 24)
            _ = buffer.write("Stories", at: Point(x: 0, y: 0), style: .normal)
            let list = ListView(rows: rows, selectedIndex: selected, scrollOffset: scrollOffset)
            let viewport = list.draw(in: Rect(x: 0, y: 1, width: 80, height: 22), on: &buffer)
            scrollOffset = viewport.offset
            _ = buffer.write("j/k move  q quit", at: Point(x: 0, y: 23), style: .muted)
            return viewport.offset &+ buffer.width
        }
    }
}
