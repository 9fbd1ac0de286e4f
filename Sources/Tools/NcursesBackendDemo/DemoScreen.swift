import TerminalUI

/// Draws the demo's state: a banner, a bordered list with CJK and emoji rows and a highlighted
/// selection, and status lines the end-to-end tests read.
enum DemoScreen {
    static func render(_ state: DemoState, width: Int, height: Int, glyphs: GlyphSet, tier: ColorTier) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        buffer.fill(rect: Rect(x: 0, y: 0, width: width, height: 1), style: .banner)
        buffer.write(" InfiniteStories backend demo ", at: Point(x: 1, y: 0), style: .banner)

        let list = Rect(x: 0, y: 1, width: width, height: max(height - 4, 0))
        let interior = buffer.drawBox(list, box: glyphs.box, title: "Stories 物語")
        for (index, item) in DemoState.items.enumerated() where index < interior.height {
            let row = interior.y + index
            buffer.write(" \(index + 1). \(item)", at: Point(x: interior.x, y: row), maxWidth: interior.width)
            if index == state.selectedIndex {
                buffer.setStyle(.selected, in: Rect(x: interior.x, y: row, width: interior.width, height: 1))
            }
        }

        let lastLine = "last: \(state.lastEvent)"
        let advanced = buffer.write(lastLine, at: Point(x: 0, y: height - 3))
        let pasteShown = state.lastPaste.replacing("\n", with: "\\n").replacing("\t", with: "\\t")
        buffer.write("paste: \(pasteShown)", at: Point(x: 0, y: height - 2), maxWidth: width)
        let status = "size: \(width)x\(height)  empty: \(state.emptyBatches)  tier: \(tier.rawValue)  glyphs: \(glyphs.rawValue)"
        buffer.write(status, at: Point(x: 0, y: height - 1), style: .muted, maxWidth: width)
        if state.showsCursor {
            buffer.setCursor(at: Point(x: advanced + 1, y: height - 3))
        }
        return buffer
    }
}
