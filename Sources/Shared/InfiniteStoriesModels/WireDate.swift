import Foundation

/// The contract's date-time format: ISO-8601 UTC with exactly three fractional digits and `Z`.
///
/// The iOS decoder upstream accepts only that shape (or no fraction), so every date we put on
/// the wire goes through here; decoding also accepts the no-fraction form for the same reason.
public enum WireDate {
    /// Formats a date as `2026-01-05T20:15:03.123Z`. Written digit by digit: this runs for every
    /// date of every list answer, and `String(format:)` was a fifth of a list route's encoding time.
    ///
    /// Rounded to the nearest millisecond, not truncated: a millisecond date read back from
    /// storage can come back one ulp below it (x.614 as x.6139999…), and truncating would then
    /// print a different time for the same stored value.
    public static func string(from date: Date) -> String {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let seconds = millis.floorDiv(1000)
        let fraction = Int(millis - seconds * 1000)
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        var bytes = [UInt8](repeating: 0, count: 24)
        func put(_ value: Int, at offset: Int, digits: Int) {
            var rest = value
            for index in stride(from: offset + digits - 1, through: offset, by: -1) {
                bytes[index] = UInt8(48 + rest % 10)
                rest /= 10
            }
        }
        put(Int(parts.tm_year) + 1900, at: 0, digits: 4)
        bytes[4] = 45  // -
        put(Int(parts.tm_mon) + 1, at: 5, digits: 2)
        bytes[7] = 45
        put(Int(parts.tm_mday), at: 8, digits: 2)
        bytes[10] = 84  // T
        put(Int(parts.tm_hour), at: 11, digits: 2)
        bytes[13] = 58  // :
        put(Int(parts.tm_min), at: 14, digits: 2)
        bytes[16] = 58
        put(Int(parts.tm_sec), at: 17, digits: 2)
        bytes[19] = 46  // .
        put(fraction, at: 20, digits: 3)
        bytes[23] = 90  // Z
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS[.fff]Z`; answers nil for anything else.
    public static func date(from string: String) -> Date? {
        let bytes = Array(string.utf8)
        guard bytes.count == 20 || bytes.count == 24, bytes.last == UInt8(ascii: "Z") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
              bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        var millis = 0
        if bytes.count == 24 {
            guard bytes[19] == UInt8(ascii: "."), let fraction = number(20..<23) else { return nil }
            millis = fraction
        }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let seconds = timegm(&parts)
        // One correctly rounded division: the same Double as any other millisecond date.
        return Date(timeIntervalSince1970: Double(Int64(seconds) * 1000 + Int64(millis)) / 1000)
    }
}

extension Int64 {
    fileprivate func floorDiv(_ divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

extension JSONEncoder {
    /// An encoder that writes the contract's dates. Keys are sorted: Foundation on Linux
    /// otherwise writes them in a different order each run, and identical answers (for
    /// example wrong password vs unknown email) must be byte-identical.
    public static func wire() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(WireDate.string(from: date))
        }
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }
}

extension JSONDecoder {
    /// A decoder that reads the contract's dates and rejects any other date shape clearly.
    public static func wire() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = WireDate.date(from: text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "not an ISO-8601 UTC date-time: \(text)")
            }
            return date
        }
        return decoder
    }
}
