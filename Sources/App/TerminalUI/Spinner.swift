/// A one-cell activity animation with an optional label ("⠹ Writing your story…").
///
/// The app advances `frameIndex` on a timer; the spinner is a pure function of it, so the
/// animation is testable and costs nothing between ticks.
public struct Spinner: Sendable, Hashable {
    public var frameIndex: Int
    public var label: String
    public var glyphs: GlyphSet

    public init(frameIndex: Int = 0, label: String = "", glyphs: GlyphSet = .unicode) {
        self.frameIndex = frameIndex
        self.label = label
        self.glyphs = glyphs
    }

    /// The glyph for any frame index (negative and huge indices wrap around).
    public static func frame(at index: Int, glyphs: GlyphSet = .unicode) -> String {
        let frames = glyphs.spinnerFrames
        guard !frames.isEmpty else { return "" }
        let count = frames.count
        return frames[((index % count) + count) % count]
    }

    /// The current frame's glyph.
    public var frame: String { Self.frame(at: frameIndex, glyphs: glyphs) }

    /// Draws the frame (accent) and label on the first row of `rect`.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            guard width > 0, region.bounds.height > 0 else { return }
            region.fill(rect: Rect(x: 0, y: 0, width: width, height: 1))
            let used = region.write(frame, at: .zero, style: .accent)
            guard !label.isEmpty, width > used + 1 else { return }
            region.write(label, at: Point(x: used + 1, y: 0), ellipsis: glyphs.ellipsis)
        }
    }
}
