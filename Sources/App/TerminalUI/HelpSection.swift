/// A titled group of key bindings in the `HelpOverlay` ("Navigation", "Story", ...).
public struct HelpSection: Sendable, Hashable {
    public var title: String
    public var hints: [KeyHint]

    public init(_ title: String, hints: [KeyHint]) {
        self.title = title
        self.hints = hints
    }
}
