import Foundation

/// IANA time-zone names as the journey routes and the profile take them, through Foundation's
/// `TimeZone` (its time-zone database).
enum TimeZoneName {
    /// Longest name accepted: the longest IANA name is 32 characters; upstream refuses over 50.
    static let maximumLength = 50

    /// The zone named `name`; nil for an unknown name, one with spaces, or one too long.
    static func zone(_ name: String) -> TimeZone? {
        guard !name.isEmpty, name.utf8.count <= maximumLength,
              name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        return TimeZone(identifier: name)
    }
}
