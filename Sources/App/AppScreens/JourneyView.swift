import InfiniteStoriesModels
import TerminalUI
import ViewState

/// The reading journey: totals and streaks on top, a calendar heat map of listening days, the
/// minutes of the last 30 days, a bar per hero and the milestones with progress bars.
///
/// Pictures first, figures second: a parent glances at the squares and the bars and sees the
/// habit. `JourneyLayout` places the pieces (side by side when wide, stacked when narrow); the
/// content scrolls by `JourneyState.scroll` within the section's box, with arrows on the border
/// when there is more above or below.
enum JourneyView {
    static func draw(_ context: RenderContext, in content: Rect, on buffer: inout ScreenBuffer) {
        guard content.width > 0, content.height > 0 else { return }
        let journey = context.state.journey
        let layout = JourneyLayout(journey: journey, width: content.width)
        let scroll = min(max(0, journey.scroll), layout.maximumScroll(viewportHeight: content.height))
        buffer.withRegion(content) { region in
            for placement in layout.placements {
                let rect = placement.rect.offsetBy(dx: 0, dy: -scroll)
                guard rect.maxY > 0, rect.y < content.height else { continue }
                region.withRegion(rect) { block in
                    draw(placement.block, context, layout: layout, size: rect, on: &block)
                }
            }
        }
        // More above or below: arrows on the box's border, right of the content.
        let arrowX = content.maxX - 1
        if scroll > 0 {
            buffer.write(context.glyphs.moreAbove, at: Point(x: arrowX, y: content.y - 1), style: .accent)
        }
        if scroll < layout.maximumScroll(viewportHeight: content.height) {
            buffer.write(context.glyphs.moreBelow, at: Point(x: arrowX, y: content.maxY), style: .accent)
        }
    }

    private static func draw(_ block: JourneyLayout.Block, _ context: RenderContext, layout: JourneyLayout, size: Rect,
                             on buffer: inout ScreenBuffer) {
        let width = size.width
        switch block {
        case .status: drawStatus(context, width: width, on: &buffer)
        case .totals: drawTotals(context, layout: layout, width: width, on: &buffer)
        case .heatMap: drawHeatMap(context, weeks: layout.heatMapWeeks, width: width, on: &buffer)
        case .chart: drawChart(context, rows: layout.chartRows, width: width, on: &buffer)
        case .heroes: drawHeroes(context, width: width, height: size.height, on: &buffer)
        case .milestones: drawMilestones(context, width: width, on: &buffer)
        }
    }

    // MARK: Pieces

    private static func drawStatus(_ context: RenderContext, width: Int, on buffer: inout ScreenBuffer) {
        let ellipsis = context.glyphs.ellipsis
        if let error = context.state.journey.loadError {
            buffer.write(Strings.journeyLoadFailed(error), at: Point(x: 0, y: 0), style: .error, maxWidth: width,
                         ellipsis: ellipsis)
            buffer.write(Strings.journeyRetry, at: Point(x: 0, y: 1), style: .muted, maxWidth: width, ellipsis: ellipsis)
        } else {
            let x = buffer.write(context.spinner + " ", at: Point(x: 0, y: 0), style: .accent)
            buffer.write(Strings.journeyLoading, at: Point(x: x, y: 0), style: .muted, maxWidth: width - x,
                         ellipsis: ellipsis)
        }
    }

    private static func drawTotals(_ context: RenderContext, layout: JourneyLayout, width: Int,
                                   on buffer: inout ScreenBuffer) {
        let separator = context.isUnicode ? " · " : " | "
        for (row, line) in layout.totalsLines.enumerated() {
            var x = 0
            for (index, chip) in line.enumerated() {
                if index > 0 { x += buffer.write(separator, at: Point(x: x, y: row), style: .muted) }
                let style = chip.isHighlighted ? Style(.accent, attributes: [.bold]) : Style(.normal, attributes: [.bold])
                x += buffer.write(chip.text, at: Point(x: x, y: row), style: style, maxWidth: max(0, width - x),
                                  ellipsis: context.glyphs.ellipsis)
            }
        }
    }

    private static func drawHeatMap(_ context: RenderContext, weeks count: Int, width: Int, on buffer: inout ScreenBuffer) {
        let journey = context.state.journey
        buffer.write(Strings.journeyCalendarTitle, at: Point(x: 0, y: 0), style: .title, maxWidth: width,
                     ellipsis: context.glyphs.ellipsis)
        guard let today = journey.today, count > 0 else { return }
        let todayText = Strings.journeyToday(journey.minutesByDay[today] ?? 0)
        let titleWidth = DisplayWidth.width(of: Strings.journeyCalendarTitle)
        let todayWidth = DisplayWidth.width(of: todayText)
        if titleWidth + 2 + todayWidth <= width {
            buffer.write(todayText, at: Point(x: width - todayWidth, y: 0), style: .accent)
        }
        let map = heatMap(journey, today: today, weeks: count, glyphs: context.glyphs, tier: context.colorTier)
        map.draw(at: Point(x: 0, y: 1), on: &buffer)
        map.drawLegend(less: Strings.journeyLess, more: Strings.journeyMore, at: Point(x: map.labelWidth, y: 9), on: &buffer)
    }

    /// The heat map of the `weeks` weeks ending with today's, Monday on top.
    static func heatMap(_ journey: JourneyState, today: CalendarDay, weeks count: Int, glyphs: GlyphSet,
                        tier: ColorTier) -> HeatMap {
        let levels = journey.levelsByDay
        let firstMonday = today.adding(days: -today.weekday - 7 * (count - 1))
        var weeks: [[Int?]] = []
        var months: [HeatMap.MonthLabel] = []
        for week in 0..<count {
            var days: [Int?] = []
            for weekday in 0..<7 {
                let day = firstMonday.adding(days: 7 * week + weekday)
                // Days after today and before the loaded year are left blank.
                days.append(day > today ? nil : levels[day])
                if day <= today, day.components.day == 1 {
                    months.append(HeatMap.MonthLabel(week: week, text: Strings.journeyMonths[day.components.month - 1]))
                }
            }
            weeks.append(days)
        }
        return HeatMap(weeks: weeks, weekdayLabels: Strings.journeyWeekdays, monthLabels: months,
                       highlighted: Point(x: count - 1, y: today.weekday), glyphs: glyphs, tier: tier)
    }

    private static func drawChart(_ context: RenderContext, rows: Int, width: Int, on buffer: inout ScreenBuffer) {
        let minutes = context.state.journey.recentMinutes
        let ellipsis = context.glyphs.ellipsis
        buffer.write(Strings.journeyChartTitle, at: Point(x: 0, y: 0), style: .title, maxWidth: width, ellipsis: ellipsis)
        let total = Strings.journeyChartTotal(context.state.journey.recentTotalMinutes)
        let totalWidth = DisplayWidth.width(of: total)
        let barsWidth = min(minutes.count, max(0, width - 6))
        if DisplayWidth.width(of: Strings.journeyChartTitle) + 2 + totalWidth <= barsWidth + 6 {
            buffer.write(total, at: Point(x: min(width, barsWidth + 6) - totalWidth, y: 0), style: .accent)
        }
        guard barsWidth > 0, rows > 0 else { return }
        Sparkline(values: minutes, glyphs: context.glyphs).draw(in: Rect(x: 0, y: 1, width: barsWidth, height: rows),
                                                                 on: &buffer)
        let largest = minutes.max() ?? 0
        buffer.write(Strings.journeyChartScale(largest), at: Point(x: barsWidth + 1, y: 1), style: .muted,
                     maxWidth: 5, ellipsis: ellipsis)
        buffer.write("0", at: Point(x: barsWidth + 1, y: rows), style: .muted)
        let start = barsWidth == minutes.count ? Strings.journeyChartStart : ""
        let end = Strings.journeyChartEnd
        if DisplayWidth.width(of: start) + 1 + DisplayWidth.width(of: end) <= barsWidth {
            buffer.write(start, at: Point(x: 0, y: rows + 1), style: .muted)
        }
        buffer.write(end, at: Point(x: max(0, barsWidth - DisplayWidth.width(of: end)), y: rows + 1), style: .muted,
                     maxWidth: barsWidth, ellipsis: ellipsis)
    }

    private static func drawHeroes(_ context: RenderContext, width: Int, height: Int, on buffer: inout ScreenBuffer) {
        let ranked = context.state.journey.rankedHeroes
        let ellipsis = context.glyphs.ellipsis
        buffer.write(Strings.journeyHeroesTitle, at: Point(x: 0, y: 0), style: .title, maxWidth: width, ellipsis: ellipsis)
        guard !ranked.isEmpty else {
            buffer.write(Strings.journeyNoHeroes, at: Point(x: 0, y: 1), style: .muted, maxWidth: width, ellipsis: ellipsis)
            return
        }
        let mark = context.isUnicode ? Strings.journeyMostActive : Strings.journeyMostActiveASCII
        let shown = ranked.prefix(JourneyState.heroRows)
        let bars = shown.map { hero in
            BarChart.Bar(label: (hero.isMostActive ? mark + " " : "  ") + hero.heroName, value: hero.totalListeningMinutes,
                         valueText: Strings.journeyHeroMinutes(hero.totalListeningMinutes), isHighlighted: hero.isMostActive)
        }
        BarChart(bars: bars, glyphs: context.glyphs).draw(in: Rect(x: 0, y: 1, width: width, height: shown.count),
                                                          on: &buffer)
        if ranked.count > shown.count {
            buffer.write(Strings.journeyMoreHeroes(ranked.count - shown.count), at: Point(x: 2, y: 1 + shown.count),
                         style: .muted, maxWidth: width - 2, ellipsis: ellipsis)
        }
    }

    private static func drawMilestones(_ context: RenderContext, width: Int, on buffer: inout ScreenBuffer) {
        guard let report = context.state.journey.data?.milestones else { return }
        let ellipsis = context.glyphs.ellipsis
        let title = Strings.journeyMilestonesTitle(report.summary.unlockedCount, of: report.summary.totalMilestones)
        buffer.write(title, at: Point(x: 0, y: 0), style: .title, maxWidth: width, ellipsis: ellipsis)
        guard !report.milestones.isEmpty else {
            buffer.write(Strings.journeyNoMilestones, at: Point(x: 0, y: 1), style: .muted, maxWidth: width, ellipsis: ellipsis)
            return
        }
        let next = context.state.journey.nextMilestoneID
        let titleWidth = min(report.milestones.map { DisplayWidth.width(of: $0.title) }.max() ?? 0, max(4, (width - 2) / 2))
        let barX = 2 + titleWidth + 1
        for (index, milestone) in report.milestones.enumerated() {
            let y = 1 + index
            let isNext = milestone.id == next
            if milestone.unlocked {
                buffer.write(context.checkMark, at: Point(x: 0, y: y), style: .success)
                buffer.write(milestone.title, at: Point(x: 2, y: y), style: .normal, maxWidth: titleWidth, ellipsis: ellipsis)
                buffer.write(Strings.journeyUnlocked, at: Point(x: barX, y: y), style: .success,
                             maxWidth: max(0, width - barX), ellipsis: ellipsis)
                continue
            }
            let titleStyle = isNext ? Style(.accent, attributes: [.bold]) : Style.muted
            if isNext { buffer.write(context.selectionMark, at: Point(x: 0, y: y), style: titleStyle) }
            buffer.write(milestone.title, at: Point(x: 2, y: y), style: titleStyle, maxWidth: titleWidth, ellipsis: ellipsis)
            let fraction = Double(milestone.percentage ?? 0) / 100
            if width - barX >= 4 {
                ProgressBar(fraction: fraction, glyphs: context.glyphs)
                    .draw(in: Rect(x: barX, y: y, width: width - barX, height: 1), on: &buffer)
            }
        }
        if let next, let milestone = report.milestones.first(where: { $0.id == next }) {
            buffer.write(Strings.journeyNextMilestone(milestone.description), at: Point(x: 0, y: 1 + report.milestones.count),
                         style: .accent, maxWidth: width, ellipsis: ellipsis)
        }
    }
}
