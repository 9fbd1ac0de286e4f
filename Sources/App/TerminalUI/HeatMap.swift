/// A calendar heat map in the style of GitHub's contribution graph: one column per week, one row
/// per weekday, each day a cell whose intensity is its level (0 for nothing, up to
/// `levelCount - 1`), with month names above and weekday names on the left.
///
/// Intensity reads on every terminal: colour terminals get a ramp of greens (256 colours:
/// full blocks in four greens; 16 colours: one green with shade glyphs), monochrome ones the
/// shade glyphs `░▒▓█`, and ASCII `.:oO#`. Days with nothing are a muted dot, so the grid's
/// shape stays visible. Weeks are two columns apart, as GitHub spaces its squares.
public struct HeatMap: Sendable, Hashable {
    /// A month's name over the week column where that month starts.
    public struct MonthLabel: Sendable, Hashable {
        public var week: Int
        public var text: String

        public init(week: Int, text: String) {
            self.week = week
            self.text = text
        }
    }

    /// Levels of intensity, 0 (nothing) included.
    public static let levelCount = 5

    /// `weeks[w][d]`: the level of weekday `d` (0 = the first row) of week `w`, oldest week first;
    /// nil where no day is shown (before the range, after today).
    public var weeks: [[Int?]]
    /// One name per row (empty for rows left unnamed, as GitHub names only every other day).
    public var weekdayLabels: [String]
    public var monthLabels: [MonthLabel]
    /// The cell to underline (today), as (week, weekday).
    public var highlighted: Point?
    public var glyphs: GlyphSet
    public var tier: ColorTier

    public init(weeks: [[Int?]], weekdayLabels: [String], monthLabels: [MonthLabel], highlighted: Point? = nil,
                glyphs: GlyphSet = .unicode, tier: ColorTier = .monochrome) {
        self.weeks = weeks
        self.weekdayLabels = weekdayLabels
        self.monthLabels = monthLabels
        self.highlighted = highlighted
        self.glyphs = glyphs
        self.tier = tier
    }

    /// Columns of the weekday names and the space after them.
    public var labelWidth: Int {
        let widest = weekdayLabels.map { DisplayWidth.width(of: $0) }.max() ?? 0
        return widest == 0 ? 0 : widest + 1
    }

    /// Columns and rows the whole drawing takes: the month row, then one row per weekday.
    public var size: (columns: Int, rows: Int) {
        (labelWidth + max(0, 2 * weeks.count - 1), 1 + max(weekdayLabels.count, weeks.map(\.count).max() ?? 0))
    }

    /// Draws the map with its top-left corner at `origin` (clipped by the buffer's region).
    public func draw(at origin: Point, on buffer: inout ScreenBuffer) {
        let gridX = origin.x + labelWidth
        var nextFree = Int.min
        for label in monthLabels.sorted(by: { $0.week < $1.week }) {
            let x = gridX + 2 * label.week
            let width = DisplayWidth.width(of: label.text)
            // A label never runs into the previous one nor past the last week.
            guard x >= nextFree, x + width <= gridX + max(0, 2 * weeks.count - 1) + 1 else { continue }
            buffer.write(label.text, at: Point(x: x, y: origin.y), style: .muted)
            nextFree = x + width + 1
        }
        for (row, name) in weekdayLabels.enumerated() where !name.isEmpty {
            buffer.write(name, at: Point(x: origin.x, y: origin.y + 1 + row), style: .muted)
        }
        for (week, days) in weeks.enumerated() {
            for (day, level) in days.enumerated() {
                guard let level else { continue }
                var (character, style) = Self.cell(level: level, glyphs: glyphs, tier: tier)
                if highlighted == Point(x: week, y: day) { style = style.adding(.underline) }
                buffer.write(String(character), at: Point(x: gridX + 2 * week, y: origin.y + 1 + day), style: style)
            }
        }
    }

    /// Draws `less`, one cell per level, then `more` on one row; answers the columns used.
    @discardableResult
    public func drawLegend(less: String, more: String, at origin: Point, on buffer: inout ScreenBuffer) -> Int {
        var x = origin.x
        x += buffer.write(less + " ", at: Point(x: x, y: origin.y), style: .muted)
        for level in 0..<Self.levelCount {
            let (character, style) = Self.cell(level: level, glyphs: glyphs, tier: tier)
            x += buffer.write(String(character), at: Point(x: x, y: origin.y), style: style)
            x += 1
        }
        x += buffer.write(more, at: Point(x: x, y: origin.y), style: .muted)
        return x - origin.x
    }

    /// The glyph and style of a day at `level` (clamped to the levels there are).
    public static func cell(level: Int, glyphs: GlyphSet, tier: ColorTier) -> (Character, Style) {
        let level = min(max(level, 0), levelCount - 1)
        if level == 0 { return (glyphs == .ascii ? "." : "·", .muted) }
        let shapes: [Character] = glyphs == .ascii ? [":", "o", "O", "#"] : ["░", "▒", "▓", "█"]
        switch tier {
        case .monochrome:
            return (shapes[level - 1], .normal)
        case .ansi16:
            let green = CellColors(foreground: .ansi(.green), background: .default)
            return (shapes[level - 1], Style(.normal, colors: green))
        case .ansi256:
            let ramp: [UInt8] = [22, 28, 34, 40]
            let colors = CellColors(foreground: .indexed(ramp[level - 1]), background: .default)
            return (glyphs == .ascii ? shapes[level - 1] : "█", Style(.normal, colors: colors))
        }
    }
}
