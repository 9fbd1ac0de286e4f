/// The `?` overlay: which context's keys it lists and how far it is scrolled.
public struct HelpState: Sendable, Equatable {
    public var context: KeyContext
    public var scrollOffset = 0

    public init(context: KeyContext) {
        self.context = context
    }
}
