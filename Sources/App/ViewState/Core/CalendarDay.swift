/// A day of the civil calendar as a day number (days since 1970-01-01), read from the wire's
/// `YYYY-MM-DD`.
///
/// The server already placed each day in the user's time zone; the app only needs to line days
/// up into weeks and months, which is pure arithmetic on the date text. Foundation's `Calendar`
/// would bring a time zone back in, and a wrong one could shift every square by a day.
public struct CalendarDay: Sendable, Hashable, Comparable {
    /// Days since 1970-01-01.
    public let number: Int

    public init(number: Int) { self.number = number }

    /// Reads `YYYY-MM-DD`; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-")
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day), (1...9999).contains(year) else { return nil }
        number = Self.daysFromCivil(year: year, month: month, day: day)
    }

    /// 0 for Monday ... 6 for Sunday (1970-01-01 was a Thursday).
    public var weekday: Int { ((number + 3) % 7 + 7) % 7 }

    /// Year, month (1-12) and day of month.
    public var components: (year: Int, month: Int, day: Int) {
        // Howard Hinnant's civil_from_days.
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public func adding(days: Int) -> CalendarDay { CalendarDay(number: number + days) }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.number < rhs.number }

    /// Howard Hinnant's days_from_civil.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
