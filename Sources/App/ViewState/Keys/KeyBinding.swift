import TerminalUI

/// One entry of the key map: the keys, the command they run, and how to explain it.
public struct KeyBinding: Sendable, Hashable {
    /// Which part of the help screen lists the binding.
    public enum Group: Sendable, Hashable {
        case navigation, actions, general
    }

    public var keys: [Key]
    public var command: Command
    /// Short footer label ("Quit"); nil keeps the binding out of the footer.
    public var footerLabel: String?
    /// The sentence in the `?` help.
    public var help: String
    public var group: Group
    /// Replaces the keys in hints, for a pair of bindings shown as one (`←/→ Choose`).
    public var displayKeys: [Key]?
    /// False for the second binding of such a pair, which the first one documents.
    public var showsInHelp: Bool

    public init(_ keys: [Key], _ command: Command, footer: String? = nil, help: String,
                group: Group = .actions, displayKeys: [Key]? = nil, showsInHelp: Bool = true) {
        self.keys = keys
        self.command = command
        self.footerLabel = footer
        self.help = help
        self.group = group
        self.displayKeys = displayKeys
        self.showsInHelp = showsInHelp
    }

    /// The binding as a hint with `label`.
    func hint(label: String) -> KeyHint {
        KeyHint(keys: displayKeys ?? keys, label: label)
    }
}
