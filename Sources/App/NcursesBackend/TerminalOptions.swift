/// Choices the user makes on the command line that override what the terminal reports.
public struct TerminalOptions: Sendable, Hashable {
    /// Draw without any colour (attributes only), as if `NO_COLOR` were set.
    public var noColor: Bool
    /// Draw with ASCII glyphs even in a UTF-8 locale, for fonts that lack box drawing.
    public var forceASCII: Bool

    public init(noColor: Bool = false, forceASCII: Bool = false) {
        self.noColor = noColor
        self.forceASCII = forceASCII
    }
}
