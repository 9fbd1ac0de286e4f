import Testing
@testable import TerminalUI

/// The journey's general widgets: the calendar heat map, the sparkline and the bar chart.
@Suite("Chart widgets")
struct ChartWidgetTests {
    static func drawn(width: Int, height: Int, _ draw: (inout ScreenBuffer) -> Void) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: height)
        draw(&buffer)
        return buffer
    }

    @Test func heatMapDrawsWeeksAsColumnsWithLabelsAndLevels() {
        let map = HeatMap(weeks: [[0, 1, 2, 3, 4, nil, 0], [4, nil, nil, nil, nil, nil, nil]],
                          weekdayLabels: ["Mon", "", "Wed", "", "Fri", "", ""],
                          monthLabels: [.init(week: 1, text: "Jan")], highlighted: Point(x: 1, y: 0))
        #expect(map.labelWidth == 4)
        #expect(map.size == (7, 8))
        let buffer = Self.drawn(width: 7, height: 8) { map.draw(at: Point(x: 0, y: 0), on: &$0) }
        #expect(buffer.lines() == [
            "       ",  // "Jan" would run past the last week: left out
            "Mon · █",
            "    ░  ",
            "Wed ▒  ",
            "    ▓  ",
            "Fri █  ",
            "       ",
            "    ·  ",
        ].map { $0 })
        #expect(buffer.cell(at: Point(x: 6, y: 1))?.style.attributes.contains(.underline) == true, "today underlined")
    }

    @Test func heatMapMonthLabelsNeverOverlap() {
        let weeks = Array(repeating: [Int?](repeating: 0, count: 7), count: 10)
        let map = HeatMap(weeks: weeks, weekdayLabels: [], monthLabels: [.init(week: 0, text: "Dec"), .init(week: 1, text: "Jan"),
                                                                          .init(week: 4, text: "Feb")])
        let buffer = Self.drawn(width: 19, height: 8) { map.draw(at: Point(x: 0, y: 0), on: &$0) }
        #expect(buffer.lines()[0] == "Dec     Feb        ")
    }

    @Test func heatMapCellsReadOnEveryTier() {
        for tier in ColorTier.allCases {
            for glyphs in GlyphSet.allCases {
                let cells = (0..<HeatMap.levelCount).map { HeatMap.cell(level: $0, glyphs: glyphs, tier: tier) }
                if tier == .ansi256 && glyphs == .unicode {
                    // Full blocks told apart by four greens.
                    #expect(Set(cells.map(\.1.colors)).count == HeatMap.levelCount)
                } else {
                    #expect(Set(cells.map(\.0)).count == HeatMap.levelCount, "\(tier) \(glyphs): shapes differ")
                }
                if glyphs == .ascii { #expect(cells.map(\.0) == [".", ":", "o", "O", "#"]) }
                if tier == .monochrome { #expect(cells.allSatisfy { $0.1.colors == nil }) }
            }
        }
        #expect(HeatMap.cell(level: 99, glyphs: .unicode, tier: .monochrome).0 == "█", "clamped")
        #expect(HeatMap.cell(level: -1, glyphs: .unicode, tier: .monochrome).0 == "·", "clamped")
    }

    @Test func sparklineScalesToTheLargestAndShowsEverySmallValue() {
        let line = Sparkline(values: [0, 1, 8, 16])
        #expect(line.heights(rows: 2) == [0, 1, 8, 16])
        #expect(Sparkline(values: [1, 1000]).heights(rows: 1) == [1, 8], "a small day still shows")
        #expect(Sparkline(values: [0, 0]).heights(rows: 3) == [0, 0])
        let buffer = Self.drawn(width: 4, height: 2) { line.draw(in: Rect(x: 0, y: 0, width: 4, height: 2), on: &$0) }
        #expect(buffer.lines() == ["   █", "·▁██"])
        // Too many values: the newest fit, right-aligned.
        let cut = Self.drawn(width: 2, height: 1) {
            Sparkline(values: [9, 0, 8], glyphs: .ascii).draw(in: Rect(x: 0, y: 0, width: 2, height: 1), on: &$0)
        }
        #expect(cut.lines() == [".#"])
    }

    @Test func barChartBarsCompareAndTheLeaderStandsOut() {
        let chart = BarChart(bars: [.init(label: "Luna", value: 100, valueText: "100 min", isHighlighted: true),
                                    .init(label: "Pip", value: 50, valueText: "50 min"),
                                    .init(label: "Max", value: 0, valueText: "0 min")], glyphs: .ascii)
        let buffer = Self.drawn(width: 24, height: 3) { chart.draw(in: Rect(x: 0, y: 0, width: 24, height: 3), on: &$0) }
        // 11 columns of bar: 100 fills them, 50 takes 5.5, rounded to 6.
        #expect(buffer.lines() == ["Luna ########### 100 min",
                                   "Pip  ###### 50 min      ",
                                   "Max   0 min             "])
        #expect(buffer.cell(at: Point(x: 0, y: 0))?.style.role == .accent)
        #expect(buffer.cell(at: Point(x: 5, y: 0))?.style.role == .success)
        #expect(buffer.cell(at: Point(x: 5, y: 1))?.style.role == .accent)
        #expect(BarChart(bars: [], glyphs: .unicode).barText(value: 1, largest: 1000, width: 10) == "▏", "small, not empty")
        // Nothing traps on a tiny or empty room.
        _ = Self.drawn(width: 1, height: 1) { chart.draw(in: Rect(x: 0, y: 0, width: 1, height: 1), on: &$0) }
        _ = Self.drawn(width: 1, height: 1) { chart.draw(in: Rect(x: 0, y: 0, width: 0, height: 0), on: &$0) }
    }
}
