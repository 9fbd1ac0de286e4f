import Foundation

/// A calendar day in some time zone, as a count of days since 1970-01-01: consecutive days are
/// consecutive numbers whatever the length of the day (a DST change day is still one day), so
/// streaks and ranges are integer arithmetic. Written `YYYY-MM-DD` on the wire.
struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    let number: Int

    init(number: Int) { self.number = number }

    /// The day `date` falls on where the clock is `offset` seconds ahead of UTC.
    init(_ date: Date, offset: Int) {
        let seconds = Int((date.timeIntervalSince1970).rounded(.down)) + offset
        number = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
    }

    /// The day `date` falls on in `timeZone`.
    init(_ date: Date, in timeZone: TimeZone) {
        self.init(date, offset: timeZone.secondsFromGMT(for: date))
    }

    /// Reads `YYYY-MM-DD` (what SQLite's `date()` writes); nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        number = Self.days(year: year, month: month, day: day)
    }

    func adding(days: Int) -> LocalDay { LocalDay(number: number + days) }

    /// `YYYY-MM-DD`.
    var description: String {
        let (year, month, day) = Self.civil(number)
        let pad = { (value: Int, width: Int) in String(repeating: "0", count: max(0, width - String(value).count)) + String(value) }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.number < rhs.number }

    // Howard Hinnant's days-from-civil and civil-from-days (proleptic Gregorian calendar).
    private static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(_ number: Int) -> (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
