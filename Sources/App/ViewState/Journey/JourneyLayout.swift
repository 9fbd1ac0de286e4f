import TerminalUI

/// Where each piece of the reading journey goes, in content coordinates (row 0 is the top of the
/// scrolled content), for a content `width`.
///
/// In ViewState rather than AppScreens because the reducer needs the content's height to keep
/// the scroll within it, and both must agree on it. Three tiers by width: wide terminals put the
/// chart, the heroes and the milestones side by side under the heat map; medium ones pair the
/// chart with the heroes; narrow ones stack everything and scroll.
public struct JourneyLayout: Sendable, Equatable {
    public enum Block: Sendable, Hashable {
        /// Totals, streaks and habits, as chips flowed over lines.
        case totals
        /// The calendar heat map of listening days.
        case heatMap
        /// Minutes per day over the last 30 days.
        case chart
        case heroes
        case milestones
        /// Loading or the failure, before any data arrived.
        case status
    }

    public struct Placement: Sendable, Equatable {
        public var block: Block
        public var rect: Rect
    }

    /// One piece of the totals line: its text and whether it stands out (the current streak).
    public struct Chip: Sendable, Equatable {
        public var text: String
        public var isHighlighted: Bool
    }

    public private(set) var placements: [Placement] = []
    public private(set) var contentHeight = 0
    /// Weeks (columns) of the heat map.
    public private(set) var heatMapWeeks = 0
    /// Rows of bars in the chart.
    public private(set) var chartRows = 0
    /// The totals' chips, line by line.
    public private(set) var totalsLines: [[Chip]] = []

    /// Columns between chips.
    public static let chipGap = 3
    /// Columns left of the heat map for the weekday names.
    public static let weekdayLabelWidth = 4
    /// Width the chart needs: one column per day and its scale on the right.
    public static let chartWidth = JourneyState.chartDays + 6
    static let columnGap = 2

    public init(journey: JourneyState, width: Int) {
        guard width > 0 else { return }
        guard journey.data != nil else {
            place(.status, Rect(x: 0, y: 0, width: width, height: 2))
            contentHeight = 2
            return
        }
        totalsLines = Self.flow(Self.chips(journey), width: width)
        heatMapWeeks = max(1, min(53, (width - Self.weekdayLabelWidth + 1) / 2))
        let heroCount = journey.rankedHeroes.count
        let heroesHeight = 1 + max(1, min(heroCount, JourneyState.heroRows)) + (heroCount > JourneyState.heroRows ? 1 : 0)
        let milestoneCount = journey.data?.milestones.milestones.count ?? 0
        let milestonesHeight = 1 + max(1, milestoneCount) + (journey.nextMilestoneID == nil ? 0 : 1)

        var y = 0
        func row(_ blocks: [(Block, Int, Int)]) {
            // (block, width, height) side by side from the left.
            var x = 0
            var tallest = 0
            for (block, blockWidth, height) in blocks {
                place(block, Rect(x: x, y: y, width: blockWidth, height: height))
                x += blockWidth + Self.columnGap
                tallest = max(tallest, height)
            }
            y += tallest + 1
        }
        row([(.totals, width, max(1, totalsLines.count))])
        row([(.heatMap, width, 10)])
        if width >= 100 {
            chartRows = 6
            let rest = width - Self.chartWidth - 2 * Self.columnGap
            let heroesWidth = rest / 2
            let chartHeight = chartRows + 2
            row([(.chart, Self.chartWidth, chartHeight), (.heroes, heroesWidth, heroesHeight),
                 (.milestones, rest - heroesWidth, milestonesHeight)])
        } else if width >= 70 {
            chartRows = 4
            row([(.chart, Self.chartWidth, chartRows + 2),
                 (.heroes, width - Self.chartWidth - Self.columnGap, heroesHeight)])
            row([(.milestones, width, milestonesHeight)])
        } else {
            chartRows = 4
            row([(.chart, width, chartRows + 2)])
            row([(.heroes, width, heroesHeight)])
            row([(.milestones, width, milestonesHeight)])
        }
        contentHeight = y - 1
    }

    /// Where `block` goes, if it is shown.
    public func rect(of block: Block) -> Rect? { placements.first { $0.block == block }?.rect }

    /// The scrolled content's window inside the main area: inside the section's box, one column
    /// of margin either side.
    public static func viewport(inMainArea area: Rect) -> Rect {
        Rect(x: area.x + 2, y: area.y + 1, width: max(0, area.width - 4), height: max(0, area.height - 2))
    }

    /// The furthest the content can scroll in `viewport`.
    public func maximumScroll(viewportHeight: Int) -> Int { max(0, contentHeight - max(0, viewportHeight)) }

    private mutating func place(_ block: Block, _ rect: Rect) {
        placements.append(Placement(block: block, rect: rect))
    }

    static func chips(_ journey: JourneyState) -> [Chip] {
        guard let data = journey.data else { return [] }
        let summary = data.summary
        var chips = [
            Chip(text: Strings.journeyMinutes(journey.totalMinutes), isHighlighted: false),
            Chip(text: Strings.journeyStories(summary.totalStoriesListened), isHighlighted: false),
            Chip(text: Strings.journeyCurrentStreak(summary.currentStreak), isHighlighted: summary.currentStreak > 0),
            Chip(text: Strings.journeyLongestStreak(summary.longestStreak), isHighlighted: false),
            Chip(text: Strings.journeyFavorites(summary.favoriteStoriesCount), isHighlighted: false),
        ]
        if let period = data.insights.preferredListeningPeriod {
            chips.append(Chip(text: Strings.journeyPreferredTime(period, hour: data.insights.preferredListeningHour),
                              isHighlighted: false))
        }
        if let story = data.insights.mostListenedStory {
            chips.append(Chip(text: Strings.journeyMostPlayed(story.title, plays: story.playCount), isHighlighted: false))
        }
        return chips
    }

    /// Chips over lines of `width`, a gap between two on a line; a chip wider than a line gets
    /// a line of its own (and is cut when drawn).
    static func flow(_ chips: [Chip], width: Int) -> [[Chip]] {
        var lines: [[Chip]] = []
        var line: [Chip] = []
        var used = 0
        for chip in chips {
            let chipWidth = DisplayWidth.width(of: chip.text)
            if !line.isEmpty, used + chipGap + chipWidth > width {
                lines.append(line)
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : chipGap) + chipWidth
            line.append(chip)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
