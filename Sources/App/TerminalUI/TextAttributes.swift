/// Character attributes every terminal class supports, even without colour.
///
/// They are how monochrome terminals tell roles apart, so the set is kept to attributes that
/// ncurses can always express (`A_BOLD`, `A_UNDERLINE`, `A_REVERSE`, `A_DIM`).
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let underline = TextAttributes(rawValue: 1 << 1)
    public static let reverse = TextAttributes(rawValue: 1 << 2)
    public static let dim = TextAttributes(rawValue: 1 << 3)
}
