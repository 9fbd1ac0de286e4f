/// The concrete look of a role on one colour tier: what the backend turns into a colour pair
/// and attribute mask.
public struct RoleAppearance: Sendable, Hashable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: TextAttributes

    public init(
        foreground: TerminalColor = .default,
        background: TerminalColor = .default,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}
