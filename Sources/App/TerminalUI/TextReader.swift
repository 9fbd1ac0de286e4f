/// A scrollable view of long prose — the story reading screen.
///
/// The text is word-wrapped to the available width on every draw (a full story wraps in well
/// under a millisecond), so resizing the terminal needs no extra state. A paragraph that is only
/// a scene-break marker (`***`, `* * *`, `---`, `⁂`) is drawn as a centred, muted ornament. The
/// last row shows the position, `Line 40/210 · 20%`, when the text does not fit.
public struct TextReader: Sendable, Hashable {
    /// One wrapped line, and whether it stands for a scene break.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var isSceneBreak: Bool

        public init(_ text: String, isSceneBreak: Bool = false) {
            self.text = text
            self.isSceneBreak = isSceneBreak
        }
    }

    public var text: String
    /// Index of the first wrapped line shown in the previous frame.
    public var scrollOffset: Int
    /// Cap on the line length; longer lines are hard to read, so on a wide terminal the text
    /// becomes a centred column this wide. `nil` uses the full width.
    public var maximumLineWidth: Int?
    /// Whether to give up the last row for the position line when the text overflows.
    public var showsPositionIndicator: Bool
    /// Paragraphs (trimmed) that mean "scene break".
    public var sceneBreakMarkers: Set<String>
    public var glyphs: GlyphSet

    public static let defaultSceneBreakMarkers: Set<String> = ["***", "* * *", "---", "⁂", "#", "~~~"]

    public init(
        text: String,
        scrollOffset: Int = 0,
        maximumLineWidth: Int? = nil,
        showsPositionIndicator: Bool = true,
        sceneBreakMarkers: Set<String> = TextReader.defaultSceneBreakMarkers,
        glyphs: GlyphSet = .unicode
    ) {
        self.text = text
        self.scrollOffset = scrollOffset
        self.maximumLineWidth = maximumLineWidth
        self.showsPositionIndicator = showsPositionIndicator
        self.sceneBreakMarkers = sceneBreakMarkers
        self.glyphs = glyphs
    }

    /// The text wrapped to `width` columns; the app uses the count to clamp paging.
    public func lines(width: Int) -> [Line] {
        guard width > 0, !text.isEmpty else { return [] }
        let marker = DisplayWidth.truncate(glyphs.sceneBreak, toWidth: width, ellipsis: "")
        let markerIndent = (width - DisplayWidth.width(of: marker)) / 2
        let centredMarker = String(repeating: " ", count: markerIndent) + marker
        var result: [Line] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            let trimmed = paragraph.trimmingSpaces()
            if trimmed.isEmpty {
                result.append(Line(""))
            } else if sceneBreakMarkers.contains(String(trimmed)) {
                result.append(Line(centredMarker, isSceneBreak: true))
            } else {
                for line in DisplayWidth.wrap(paragraph, width: width) {
                    result.append(Line(line))
                }
            }
        }
        return result
    }

    /// The reading width used inside a region `width` columns wide.
    public func lineWidth(forRegionWidth width: Int) -> Int {
        guard let maximumLineWidth, maximumLineWidth > 0 else { return max(0, width) }
        return min(max(0, width), maximumLineWidth)
    }

    /// Draws the text into `rect` and returns the viewport shown (store its `offset`).
    @discardableResult
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) -> ListViewport {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            let height = region.bounds.height
            region.clear()
            let columnWidth = lineWidth(forRegionWidth: width)
            let wrapped = lines(width: columnWidth)
            let rows = ListView.visibleRowCount(
                height: height, count: wrapped.count, showsPositionIndicator: showsPositionIndicator
            )
            let viewport = ListViewport(count: wrapped.count, visibleRows: rows, offset: scrollOffset)
            guard width > 0, height > 0 else { return viewport }
            let left = (width - columnWidth) / 2
            for (row, index) in viewport.visibleRange.enumerated() {
                let line = wrapped[index]
                if line.isSceneBreak {
                    // Only the ornament is muted, not the spaces that centre it.
                    let ornament = line.text.drop { $0 == " " }
                    let indent = line.text.utf8.count - ornament.utf8.count
                    region.write(ornament, at: Point(x: left + indent, y: row), style: .muted, maxWidth: columnWidth - indent)
                } else {
                    region.write(line.text, at: Point(x: left, y: row), maxWidth: columnWidth)
                }
            }
            if rows < height {
                let position = positionText(viewport)
                let shown = DisplayWidth.truncate(position, toWidth: width, ellipsis: "")
                region.write(shown, at: Point(x: width - DisplayWidth.width(of: shown), y: height - 1), style: .muted)
            }
            return viewport
        }
    }

    /// `Line 40/210 · 20%`: the first visible line, the total, and how far through the
    /// scrollable range the reader is (0% at the top, 100% at the very end).
    public func positionText(_ viewport: ListViewport) -> String {
        let scrollable = viewport.count - viewport.visibleRows
        let percent = scrollable > 0 ? viewport.offset * 100 / scrollable : 100
        let first = viewport.count == 0 ? 0 : viewport.offset + 1
        return "Line \(first)/\(viewport.count)\(glyphs.separator)\(percent)%"
    }
}

extension Substring {
    /// The substring without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" {
            result.removeFirst()
        }
        while let last = result.last, last == " " || last == "\t" {
            result.removeLast()
        }
        return result
    }
}
