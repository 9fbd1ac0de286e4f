import Foundation

/// One row of the `listening_day_slots` rollup: the quarter-hours of a UTC day in which a
/// completed listen started, as a 96-bit set split over two integers (docs/decisions/0019).
///
/// Folding them into local days is exact for every offset that is a whole number of
/// quarter-hours (all zones in use today, +05:45 and +12:45 included): such an offset moves a
/// quarter-hour as a whole, so all of it falls on one local day. DST changes happen on
/// quarter-hour boundaries too, and the offset is read per quarter-hour on a UTC day that has one.
struct QuarterHourDay: Sendable, Equatable {
    /// Days since 1970-01-01 in UTC.
    var utcDay: Int
    /// Bit q: quarter-hour q (0 to 47) of the day.
    var early: Int64
    /// Bit q - 48: quarter-hour q (48 to 95).
    var late: Int64

    static let quarterHour = 900

    /// The quarter-hours set, 0 to 95.
    var quarterHours: [Int] {
        var result: [Int] = []
        for (mask, base) in [(UInt64(bitPattern: early), 0), (UInt64(bitPattern: late), 48)] {
            var remaining = mask & ((1 << 48) - 1)
            while remaining != 0 {
                result.append(base + remaining.trailingZeroBitCount)
                remaining &= remaining - 1
            }
        }
        return result
    }

    /// The earliest quarter-hour set, if any.
    var firstQuarterHour: Int? {
        if early != 0 { return early.trailingZeroBitCount }
        return late != 0 ? 48 + late.trailingZeroBitCount : nil
    }

    /// The latest quarter-hour set, if any.
    var lastQuarterHour: Int? {
        if late != 0 { return 48 + 63 - late.leadingZeroBitCount }
        return early != 0 ? 63 - early.leadingZeroBitCount : nil
    }

    /// The distinct local days in `timeZone` of the quarter-hours of `rows`, oldest first.
    static func localDays(_ rows: [QuarterHourDay], in timeZone: TimeZone) -> [LocalDay] {
        guard let first = rows.first, let last = rows.last else { return [] }
        let timeline = UTCOffsetTimeline(timeZone: timeZone, from: date(first.utcDay * 86_400),
                                         to: date((last.utcDay + 1) * 86_400))
        var days = Set<Int>()
        days.reserveCapacity(rows.count + 1)
        for row in rows {
            let start = row.utcDay * 86_400
            let startOffset = timeline.offset(at: date(start))
            let isSteady = startOffset == timeline.offset(at: date(start + 86_399))
            if isSteady, let first = row.firstQuarterHour, let last = row.lastQuarterHour {
                // One offset all day: local days only grow with the quarter-hour, and a UTC day
                // spans two local days at most, each holding the first or the last set bit.
                days.insert(LocalDay(date(start + first * quarterHour), offset: startOffset).number)
                days.insert(LocalDay(date(start + last * quarterHour), offset: startOffset).number)
                continue
            }
            for quarter in row.quarterHours {
                let seconds = start + quarter * quarterHour
                days.insert(LocalDay(date(seconds), offset: timeline.offset(at: date(seconds))).number)
            }
        }
        return days.sorted().map(LocalDay.init(number:))
    }

    private static func date(_ seconds: Int) -> Date { Date(timeIntervalSince1970: Double(seconds)) }
}
