/// The message log overlay (`M`) while it is open: how far it is scrolled.
public struct MessageLogState: Sendable, Equatable {
    public var scrollOffset = 0

    public init() {}
}
