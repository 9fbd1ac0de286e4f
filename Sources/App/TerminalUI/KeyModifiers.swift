/// Modifier keys held with a key, when the terminal reports them (xterm-style sequences do;
/// many terminals do not, so bindings should never depend on modifiers alone).
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt, or Meta: usually sent as an Escape prefix.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    public static let control = KeyModifiers(rawValue: 1 << 2)
}
