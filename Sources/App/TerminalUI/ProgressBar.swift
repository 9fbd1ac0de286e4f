/// A one-row progress bar for story generation, narration and illustration jobs.
///
/// With a known fraction it shows a filled bar and a percentage; without one (the server has not
/// said how far it is) it shows a block bouncing with `phase`, so the user still sees activity.
/// Filled and empty cells use different glyphs (`█`/`░`, `#`/`-`), so the bar reads without colour.
public struct ProgressBar: Sendable, Hashable {
    /// Progress from 0 to 1, or `nil` for indeterminate. Values outside 0...1 (and NaN) are clamped.
    public var fraction: Double?
    /// Animation step for the indeterminate mode; any integer, advanced once per tick.
    public var phase: Int
    /// Whether a determinate bar shows its percentage on the right.
    public var showsPercentage: Bool
    public var glyphs: GlyphSet

    public init(fraction: Double?, phase: Int = 0, showsPercentage: Bool = true, glyphs: GlyphSet = .unicode) {
        self.fraction = fraction
        self.phase = phase
        self.showsPercentage = showsPercentage
        self.glyphs = glyphs
    }

    /// `fraction` made safe: within 0...1, NaN as 0; `nil` when indeterminate.
    public var clampedFraction: Double? {
        guard let fraction else { return nil }
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// Whole percent done, rounded down so 99.9% never shows as finished.
    public var percent: Int? {
        // The value is in 0...100, where converting to Int truncates, i.e. rounds down (and
        // avoids `rounded(_:)`, which needs libm at link time on Linux).
        clampedFraction.map { Int($0 * 100) }
    }

    /// The bar's text for a given width (what `draw` writes), e.g. `[#####-----]  50%`.
    public func rendered(width requestedWidth: Int) -> String {
        guard requestedWidth > 0 else { return "" }
        // No screen is wider than a buffer can be; the cap keeps the arithmetic below safe.
        let width = min(requestedWidth, ScreenBuffer.maximumDimension)
        var label = ""
        if showsPercentage, let percent {
            label = " " + String(repeating: " ", count: max(0, 3 - String(percent).count)) + "\(percent)%"
        }
        if DisplayWidth.width(of: label) + 1 > width {
            label = ""
        }
        let brackets = glyphs == .ascii && width - label.count >= 3
        let barWidth = width - label.count - (brackets ? 2 : 0)
        let bar = clampedFraction.map { determinateBar(width: barWidth, fraction: $0) } ?? bouncingBar(width: barWidth)
        return (brackets ? "[" + bar + "]" : bar) + label
    }

    /// Draws the bar on the first row of `rect`: filled part in `accent`, the rest `muted`.
    public func draw(in rect: Rect, on buffer: inout ScreenBuffer) {
        buffer.withRegion(rect) { region in
            let width = region.bounds.width
            guard width > 0, region.bounds.height > 0 else { return }
            region.fill(rect: Rect(x: 0, y: 0, width: width, height: 1))
            var column = 0
            for character in rendered(width: width) {
                let style: Style
                switch character {
                case glyphs.progressEmpty, "[", "]": style = .muted
                case " ", "%", "0"..."9": style = .normal
                default: style = .accent
                }
                column += region.write(String(character), at: Point(x: column, y: 0), style: style)
            }
        }
    }

    private func determinateBar(width: Int, fraction: Double) -> String {
        guard width > 0 else { return "" }
        let eighths = glyphs.progressEighths
        let steps = eighths.count + 1
        let totalSteps = Int(Double(width * steps) * fraction)  // non-negative: truncation rounds down
        let full = min(width, totalSteps / steps)
        let remainder = totalSteps % steps
        var bar = String(repeating: String(glyphs.progressFilled), count: full)
        var used = full
        if used < width, remainder > 0, remainder <= eighths.count {
            bar.append(eighths[remainder - 1])
            used += 1
        }
        bar += String(repeating: String(glyphs.progressEmpty), count: width - used)
        return bar
    }

    private func bouncingBar(width: Int) -> String {
        guard width > 0 else { return "" }
        let block = max(1, width / 4)
        let travel = width - block
        var position = 0
        if travel > 0 {
            let cycle = 2 * travel
            let step = ((phase % cycle) + cycle) % cycle
            position = step <= travel ? step : cycle - step
        }
        let filled = String(glyphs.progressFilled)
        let empty = String(glyphs.progressEmpty)
        return String(repeating: empty, count: position)
            + String(repeating: filled, count: block)
            + String(repeating: empty, count: width - position - block)
    }
}
