import TerminalUI

/// The `/` line while the user types a filter for a list.
public struct FilterEditing: Sendable, Equatable {
    public var pane: Pane
    public var editor: LineEditor

    public init(pane: Pane, text: String) {
        self.pane = pane
        self.editor = LineEditor(text: text, maximumLength: 200)
    }
}
